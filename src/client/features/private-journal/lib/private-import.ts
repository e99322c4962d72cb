// Import into a private journal (decision 021: its words never reach the server), made in the
// browser: the file is read here with the server's own reader (src/domain/transfer, the same
// formats, limits and rules: dates more than a day ahead refused, an id repeated or already mine
// skipped), each new entry is analysed on this device with payloadForImport — the one reflection
// pipeline with the local steps, as the server analyses an ordinary import — then sealed with the
// journal key and put in its own place (PUT /api/entries/:id/sealed, dated by the source, a few at
// a time). A preview reads the file and writes nothing; the import itself reuses what the preview read.
// A Day One ZIP's photos and recordings (decision 053) are found in the ZIP here, as the server
// finds them (zip-media.ts), and after their entry is put each is sealed and uploaded under the id
// the server's import would give it (so importing again adds nothing); what cannot come (not in the
// ZIP, a type Ripple does not keep, past 25 MB, refused on upload) is listed in `failed`, the entry
// kept. A ZIP (up to the server's IMPORT_MAX_MEDIA_ZIP_BYTES) is read from the File by random
// access with zip.js, never held whole: its central directory from the end of the file, then each
// journal or note member's bytes, then each media member's bytes only when it is uploaded.
import type { FileEntry } from "@zip.js/zip.js";
import { BlobReader, BlobWriter, ZipReader } from "@zip.js/zip.js";
import { createSHA256 } from "hash-wasm";
import type { MediaKind } from "../../../../domain/contract/media";
import type { ImportSummary } from "../../../../domain/contract/transfer";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_UNPACKED_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  importLimitFor,
} from "../../../../domain/contract/transfer";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { payloadForImport } from "../../../../domain/reflection/on-device";
import type { ImportPlan } from "../../../../domain/transfer/import-plan";
import { freshEntries, idsToLookUp, importSummary, planImport } from "../../../../domain/transfer/import-plan";
import type { ImportedMedia } from "../../../../domain/transfer/dayone-media";
import { MEDIA_IMPORT_REASONS } from "../../../../domain/transfer/dayone-media";
import type { ImportFailure, ImportedEntry } from "../../../../domain/transfer/imported-entry";
import type { ReadOptions, ReadResult } from "../../../../domain/transfer/read-import-file";
import { damagedZipError, readImportFile, readZipMembers } from "../../../../domain/transfer/read-import-file";
import type { ZipMemberInfo } from "../../../../domain/transfer/zip-media";
import { locateEntryMedia, mediaLocator } from "../../../../domain/transfer/zip-media";
import type { JournalEntry } from "../../../../domain/types";

/** Entries sealed and put at once: quicker than one by one, gentle on a small server (as the switch). */
const AT_ONCE = 6;

/** What a file holds, read on this device. */
export interface PrivateImportRead {
  plan: ImportPlan;
  fresh: ImportedEntry[];
  /** The preview: what the import would write (nothing is written yet). */
  preview: ImportSummary;
  /** Each new entry's photos and recordings found in the ZIP (by entry id), and how to unpack one. */
  media: Map<string, PrivateImportMedia[]>;
  /** What the new entries' media cannot bring (already in the preview's `failed`). */
  mediaFailed: ImportFailure[];
}

/** A media item of an imported entry, found in the ZIP. */
interface PrivateImportMedia {
  item: ImportedMedia;
  /** Its bytes, unpacked from the ZIP when asked (with their type). */
  open(): Promise<Blob>;
}

/** The media item as it is uploaded (sealed by `putMedia`). */
export interface PrivateMediaUpload {
  entryId: string;
  mediaId: string;
  kind: MediaKind;
  file: Blob;
  of?: string;
  durationMs?: number;
  width?: number;
  height?: number;
}

async function* chunksOf(file: Blob): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

/** The member's bytes as they inflate (zip.js checks their CRC-32); stopping early cancels the rest. */
async function* memberChunks(entry: FileEntry): AsyncGenerator<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const done = entry.getData(writable, { checkSignature: true });
  // its failure reaches the reader below as an errored stream
  done.catch(() => undefined);
  const reader = readable.getReader();
  let finished = false;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
    await done;
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** True when the file starts as a ZIP does ("PK" and a local header or an empty archive's end record). */
async function looksLikeZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
}

/** A ZIP read by random access: its directory, then its journals and notes (as the server reads a spooled ZIP). */
async function readZipFile(file: Blob, options: ReadOptions): Promise<{ read: ReadResult; entries: FileEntry[] }> {
  let entries: FileEntry[];
  try {
    const all = await new ZipReader(new BlobReader(file), { useWebWorkers: false }).getEntries();
    entries = all.filter((entry): entry is FileEntry => !entry.directory);
  } catch {
    throw damagedZipError();
  }
  const read = await readZipMembers(
    entries.map((entry) => ({ name: entry.filename, chunks: () => memberChunks(entry) })),
    options,
  );
  return { read, entries };
}

/** A macrotask between chunks of a ZIP, so the page stays responsive while a large file is read. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads the file as the server would (`contentType` as the server is told it), against the ids the
 * journal already has (opened and unopened). Throws an Error with the person's words for a file
 * that cannot be imported at all (too large, damaged, not a journal).
 */
export async function readPrivateImport(
  file: File,
  contentType: string,
  existingIds: ReadonlySet<string>,
  now: Date = new Date(),
): Promise<PrivateImportRead> {
  // refused before any byte is read: a ZIP past the server's ZIP limit, anything else past 50 MB
  const limit = importLimitFor({ name: file.name, type: contentType });
  if (file.size > limit.maxBytes) throw new Error(limit.message);
  const zip = await looksLikeZip(file);
  if (!zip && file.size > IMPORT_MAX_BYTES) throw new Error(IMPORT_TOO_LARGE_MESSAGE);
  const hasher = await createSHA256();
  const sha256 = (text: string): Uint8Array => {
    hasher.init();
    hasher.update(text);
    return hasher.digest("binary");
  };
  const options: ReadOptions = {
    fileName: file.name,
    contentType,
    sha256,
    maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
    yieldToOthers: yieldToPage,
  };
  const { read, entries } = zip ? await readZipFile(file, options) : { read: await readImportFile(chunksOf(file), options), entries: [] };
  const plan = planImport(read.format, read.items, now);
  const mine = new Set(idsToLookUp(plan).filter((id) => existingIds.has(id)));
  const fresh = freshEntries(plan, mine);
  const { media, failed: mediaFailed } = findMedia(entries, fresh);
  const preview = importSummary(plan, fresh.length, true);
  return { plan, fresh, preview: { ...preview, failed: [...preview.failed, ...mediaFailed] }, media, mediaFailed };
}

/** The new entries' media found in the ZIP's directory (unpacked only when uploaded), and what cannot come. */
function findMedia(
  entries: readonly FileEntry[],
  fresh: readonly ImportedEntry[],
): { media: Map<string, PrivateImportMedia[]>; failed: ImportFailure[] } {
  const media = new Map<string, PrivateImportMedia[]>();
  const failed: ImportFailure[] = [];
  const withMedia = fresh.filter((entry) => (entry.media?.length ?? 0) > 0 || (entry.mediaFailures?.length ?? 0) > 0);
  if (withMedia.length === 0) return { media, failed };
  // a Day One JSON on its own has no members: none of its media can be found
  const byName = new Map(entries.map((entry) => [entry.filename, entry]));
  const members: ZipMemberInfo[] = entries.map((entry) => ({ name: entry.filename, size: entry.uncompressedSize }));
  const find = mediaLocator(members);
  for (const entry of withMedia) {
    const located = locateEntryMedia(entry.media ?? [], entry.mediaFailures ?? [], find);
    failed.push(...located.failed);
    media.set(
      entry.id,
      located.found.map(({ item, member }) => ({
        item,
        open: async () => {
          const zipEntry = byName.get(member.name);
          if (!zipEntry) throw new Error("missing");
          return zipEntry.getData(new BlobWriter(item.contentType), { checkSignature: true });
        },
      })),
    );
  }
  return { media, failed };
}

export interface PrivateImportDeps {
  /** The regional crisis lines the device's analysis carries. */
  crisisLines: CrisisLines;
  /** Seals the entry with the journal key and puts it, dated `createdAt` (putSealedEntry). */
  put(entry: JournalEntry, createdAt: string): Promise<unknown>;
  /** Seals a photo or recording with the journal key and uploads it (uploadMedia with sealWith). */
  putMedia(upload: PrivateMediaUpload): Promise<unknown>;
  random?: () => number;
  /** Entries done so far (already mine counted first, as the server's progress does). */
  onProgress?(processed: number): void;
}

/** The entry as it is sealed: its own analysis, or the device's, made as the server's import makes it. */
async function privateImportEntry(
  entry: ImportedEntry,
  crisisLines: CrisisLines,
  random: () => number = Math.random,
): Promise<JournalEntry> {
  const payload = await payloadForImport(entry, { random, crisisLines });
  return { id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt ?? entry.createdAt, ...payload };
}

const UPLOAD_FAILED = "It could not be uploaded, so the entry was imported without it.";

/** Why an upload was refused, in the import's words: past 25 MB or no room left (413), else it did not go. */
function uploadReason(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  if (status === 413) return code === "media_quota_exceeded" ? MEDIA_IMPORT_REASONS.noRoom : MEDIA_IMPORT_REASONS.tooLarge;
  return UPLOAD_FAILED;
}

/** The entry's media, one after another (a thumbnail after its photo); a refused item is listed, the others go on. */
async function putEntryMedia(entryId: string, found: readonly PrivateImportMedia[], deps: PrivateImportDeps): Promise<ImportFailure[]> {
  const failed: ImportFailure[] = [];
  const stored = new Set<string>();
  for (const { item, open } of found) {
    if (item.kind === "thumbnail" && (item.of === null || !stored.has(item.of))) continue;
    try {
      await deps.putMedia({
        entryId,
        mediaId: item.id,
        kind: item.kind,
        file: await open(),
        ...(item.of ? { of: item.of } : {}),
        ...(item.durationMs !== null ? { durationMs: item.durationMs } : {}),
        ...(item.width !== null ? { width: item.width } : {}),
        ...(item.height !== null ? { height: item.height } : {}),
      });
      stored.add(item.id);
    } catch (error) {
      failed.push({ name: item.label, reason: uploadReason(error) });
    }
  }
  return failed;
}

/**
 * Analyses, seals and puts each new entry, then its media; the summary counts what was written. A
 * failed put of an entry stops the import (what was put stays; importing again finishes it).
 */
export async function writePrivateImport(read: PrivateImportRead, deps: PrivateImportDeps): Promise<ImportSummary> {
  let processed = read.plan.entries.length - read.fresh.length;
  let written = 0;
  let next = 0;
  const mediaFailed: ImportFailure[] = [];
  deps.onProgress?.(processed);
  const worker = async () => {
    while (next < read.fresh.length) {
      const entry = read.fresh[next++]!;
      await deps.put(await privateImportEntry(entry, deps.crisisLines, deps.random), entry.createdAt);
      const found = read.media.get(entry.id) ?? [];
      if (found.length > 0) mediaFailed.push(...(await putEntryMedia(entry.id, found, deps)));
      written += 1;
      processed += 1;
      deps.onProgress?.(processed);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, read.fresh.length) }, worker));
  const summary = importSummary(read.plan, written, false);
  return { ...summary, failed: [...summary.failed, ...read.mediaFailed, ...mediaFailed] };
}
