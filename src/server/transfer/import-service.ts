// One import in two steps. prepareImport reads the whole file (read-import-file.ts: a malformed or
// too large file throws its 4xx here, before any answer has started), refuses dates more than a day
// ahead, drops ids repeated inside it and looks up which ids the person already has (skipped, never
// analysed or changed; import-plan.ts). Then `write` analyses the others on this server with the
// local steps, never a cloud provider (payloadForImport, src/domain/reflection/on-device.ts),
// reporting progress every PROGRESS_EVERY entries, and writes them a batch at a time, each batch
// one short statement (entry-import.ts), so other people's requests and the
// health check are answered in between (decision 036); a dry run stops before that and answers the
// same counts. An entry with photos or recordings (a Day One ZIP, decision 053) is written on its
// own: its media's bytes are streamed from the spooled ZIP into the media store first, then the
// entry row and its media rows go in one short transaction, so an import killed at any moment
// leaves each entry either whole or absent (bytes no row points to are swept), and importing the
// same file again finishes the rest.
import { createHash } from "node:crypto";
import type { ImportSummary } from "../../domain/contract/transfer";
import { freshEntries, idsToLookUp, importSummary, planImport } from "../../domain/transfer/import-plan";
import { ImportFileError, readImportFile } from "../../domain/transfer/read-import-file";
import { HttpError } from "../lib/http-error";
import type { EntryImport, ImportRow } from "../db/entry-import";
import type { ImportFailure } from "../../domain/transfer/imported-entry";
import type { ReadResult } from "../../domain/transfer/read-import-file";
import type { FoundMedia } from "./zip-import";
import type { CrisisLines } from "../../domain/crisis/lines";
import { payloadForImport } from "../../domain/reflection/on-device";

const PROGRESS_EVERY = 250;
/** Rows analysed, then written in one INSERT, at a time. */
const WRITE_BATCH_ROWS = 250;
/** The longest run of analysis before other requests get their turn. */
const YIELD_EVERY_MS = 8;

const sha256 = (text: string): Uint8Array => createHash("sha256").update(text, "utf8").digest();

export interface ImportRequest {
  userId: string;
  /** The file as it streams in, or (a spooled ZIP) a reader of it and of each entry's media. */
  chunks: AsyncIterable<Uint8Array> | { read: () => Promise<ReadResult>; mediaOf: (entryId: string) => FoundMedia[] };
  fileName: string;
  contentType: string;
  dryRun: boolean;
}

export interface PreparedImport {
  /** The summary as it will be when nothing else writes meanwhile (a dry run's answer). */
  preview: ImportSummary;
  /** Analyses and writes; the summary counts what was actually written. */
  write(onProgress?: (processed: number) => void): Promise<ImportSummary>;
}

export interface ImportHooks {
  /** After each batch is written, with the count written so far. */
  afterBatch?: (written: number) => Promise<void> | void;
}

/** Writes one entry and its media, all or nothing; answers whether the entry was new and the items that could not be written. */
export type EntryWithMediaWriter = (
  userId: string,
  row: ImportRow,
  media: readonly FoundMedia[],
) => Promise<{ written: boolean; failed: ImportFailure[] }>;

export interface ImportServiceDeps {
  writer: EntryImport;
  /** Entries with media (a ZIP with photos or recordings); without it their media is listed as not imported. */
  writeWithMedia?: EntryWithMediaWriter;
  /** What the local analysis of an entry takes: the crisis lines, and a random source (Math.random by default). */
  analyser: { crisisLines: CrisisLines; random?: () => number };
  maxUnpackedBytes: number;
  hooks?: ImportHooks;
  /** The clock dates are checked against (more than a day ahead is refused). */
  now?: () => Date;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function prepareImport(request: ImportRequest, deps: ImportServiceDeps): Promise<PreparedImport> {
  let read: ReadResult;
  const source = request.chunks;
  const spooled = "read" in source ? source : null;
  try {
    read = spooled
      ? await spooled.read()
      : await readImportFile(source as AsyncIterable<Uint8Array>, {
          fileName: request.fileName,
          contentType: request.contentType,
          sha256,
          maxUnpackedBytes: deps.maxUnpackedBytes,
          yieldToOthers,
        });
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(error.status, error.code, error.message);
    throw error;
  }
  const plan = planImport(read.format, read.items, (deps.now ?? (() => new Date()))());
  const existing = await deps.writer.existing(request.userId, idsToLookUp(plan));
  const fresh = freshEntries(plan, existing);
  // what an entry's media cannot bring (not in the ZIP, a type Ripple does not keep): only for entries that come in
  const mediaFailed: ImportFailure[] = fresh.flatMap((entry) => entry.mediaFailures ?? []);
  const summary = (imported: number, more: readonly ImportFailure[] = []) => {
    const base = importSummary(plan, imported, request.dryRun);
    return { ...base, failed: [...base.failed, ...mediaFailed, ...more] };
  };
  const preview = summary(fresh.length);
  async function write(onProgress?: (processed: number) => void): Promise<ImportSummary> {
    if (request.dryRun) return preview;
    let processed = plan.entries.length - fresh.length;
    const written = new Set<string>();
    const failedMedia: ImportFailure[] = [];
    let slice = performance.now();
    // A batch at a time: analysed outside any transaction (yielding to other requests every few
    // milliseconds of work), then written with one short INSERT, so neither the event loop nor
    // PGlite's single connection is held for the import's whole length.
    for (let at = 0; at < fresh.length; at += WRITE_BATCH_ROWS) {
      const rows: ImportRow[] = [];
      for (const entry of fresh.slice(at, at + WRITE_BATCH_ROWS)) {
        const payload = await payloadForImport(entry, { random: Math.random, ...deps.analyser });
        const row = { id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt ?? entry.createdAt, payload };
        const media = spooled?.mediaOf(entry.id) ?? [];
        processed += 1;
        if (media.length > 0 && deps.writeWithMedia) {
          // an entry with media alone, whole or not at all; progress after each (they take a while)
          const result = await deps.writeWithMedia(request.userId, row, media);
          if (result.written) written.add(entry.id);
          failedMedia.push(...result.failed);
          onProgress?.(processed);
          slice = performance.now();
          continue;
        }
        if (media.length > 0)
          failedMedia.push(
            ...media.map((one) => ({
              name: one.item.label,
              reason: "Media is not kept on this server, so the entry was imported without it.",
            })),
          );
        rows.push(row);
        if (processed % PROGRESS_EVERY === 0) onProgress?.(processed);
        if (performance.now() - slice >= YIELD_EVERY_MS) {
          await yieldToOthers();
          slice = performance.now();
        }
      }
      for (const id of await deps.writer.insert(request.userId, rows)) written.add(id);
      await deps.hooks?.afterBatch?.(written.size);
      await yieldToOthers();
      slice = performance.now();
    }
    return summary(written.size, failedMedia);
  }
  return { preview, write };
}
