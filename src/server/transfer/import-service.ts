// One import in two steps. prepareImport reads the whole file (read-import-file.ts: a malformed or
// too large file throws its 4xx here, before any answer has started), refuses dates more than a day
// ahead, drops ids repeated inside it and looks up which ids the person already has (skipped, never
// analysed or changed; import-plan.ts). Then `write` analyses the others on this server
// (local-analyser.ts), reporting progress every PROGRESS_EVERY entries, and writes them a batch at
// a time, each batch one short statement (entry-import.ts), so other people's requests and the
// health check are answered in between (decision 036); a dry run stops before that and answers the
// same counts.
import { createHash } from "node:crypto";
import type { ImportSummary } from "../../domain/contract/transfer";
import { freshEntries, idsToLookUp, importSummary, planImport } from "../../domain/transfer/import-plan";
import { ImportFileError, readImportFile } from "../../domain/transfer/read-import-file";
import { HttpError } from "../lib/http-error";
import type { EntryImport, ImportRow } from "../db/entry-import";
import type { LocalAnalyserOptions } from "./local-analyser";
import { payloadForImport } from "./local-analyser";

const PROGRESS_EVERY = 250;
/** Rows analysed, then written in one INSERT, at a time. */
const WRITE_BATCH_ROWS = 250;
/** The longest run of analysis before other requests get their turn. */
const YIELD_EVERY_MS = 8;

const sha256 = (text: string): Uint8Array => createHash("sha256").update(text, "utf8").digest();

export interface ImportRequest {
  userId: string;
  chunks: AsyncIterable<Uint8Array>;
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

export interface ImportServiceDeps {
  writer: EntryImport;
  analyser: LocalAnalyserOptions;
  maxUnpackedBytes: number;
  hooks?: ImportHooks;
  /** The clock dates are checked against (more than a day ahead is refused). */
  now?: () => Date;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function prepareImport(request: ImportRequest, deps: ImportServiceDeps): Promise<PreparedImport> {
  let read: Awaited<ReturnType<typeof readImportFile>>;
  try {
    read = await readImportFile(request.chunks, {
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
  const summary = (imported: number) => importSummary(plan, imported, request.dryRun);
  const preview = summary(fresh.length);
  async function write(onProgress?: (processed: number) => void): Promise<ImportSummary> {
    if (request.dryRun) return preview;
    let processed = plan.entries.length - fresh.length;
    const written = new Set<string>();
    let slice = performance.now();
    // A batch at a time: analysed outside any transaction (yielding to other requests every few
    // milliseconds of work), then written with one short INSERT, so neither the event loop nor
    // PGlite's single connection is held for the import's whole length.
    for (let at = 0; at < fresh.length; at += WRITE_BATCH_ROWS) {
      const rows: ImportRow[] = [];
      for (const entry of fresh.slice(at, at + WRITE_BATCH_ROWS)) {
        const payload = await payloadForImport(entry, deps.analyser);
        rows.push({ id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt ?? entry.createdAt, payload });
        processed += 1;
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
    return summary(written.size);
  }
  return { preview, write };
}
