// Import into a private journal (decision 021: its words never reach the server), made in the
// browser: the file is read here with the server's own reader (src/domain/transfer, the same
// formats, limits and rules: dates more than a day ahead refused, an id repeated or already mine
// skipped), each new entry is analysed on this device with reflectOnDevice — the server's
// no-provider path, as an ordinary import is analysed — then sealed with the journal key and put
// in its own place (PUT /api/entries/:id/sealed, dated by the source, a few at a time). A preview
// reads the file and writes nothing; the import itself reuses what the preview read.
// A Day One ZIP's photos and recordings (decision 053) are found in the ZIP here, as the server
// finds them (zip-media.ts), and after their entry is put each is sealed and uploaded under the id
// the server's import would give it (so importing again adds nothing); what cannot come (not in the
// ZIP, a type Ripple does not keep, past 25 MB, refused on upload) is listed in `failed`, the entry
// kept.
import { unzipSync } from "fflate";
import { createSHA256 } from "hash-wasm";
import type { MediaKind } from "../../../../domain/contract/media";
import type { ImportSummary } from "../../../../domain/contract/transfer";
import { IMPORT_MAX_BYTES, IMPORT_MAX_UNPACKED_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "../../../../domain/contract/transfer";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { reflectOnDevice } from "../../../../domain/analysis/on-device-reflection";
import type { ImportPlan } from "../../../../domain/transfer/import-plan";
import { freshEntries, idsToLookUp, importSummary, planImport } from "../../../../domain/transfer/import-plan";
import type { ImportedMedia } from "../../../../domain/transfer/dayone-media";
import { MEDIA_IMPORT_REASONS } from "../../../../domain/transfer/dayone-media";
import type { ImportFailure, ImportedEntry } from "../../../../domain/transfer/imported-entry";
import { analysedPayload, importLanguage, storedPayload } from "../../../../domain/transfer/imported-payload";
import { readImportFile } from "../../../../domain/transfer/read-import-file";
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
  /** Its bytes, unpacked from the ZIP (with their type). */
  open(): Blob;
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
  if (file.size > IMPORT_MAX_BYTES) throw new Error(IMPORT_TOO_LARGE_MESSAGE);
  const hasher = await createSHA256();
  const sha256 = (text: string): Uint8Array => {
    hasher.init();
    hasher.update(text);
    return hasher.digest("binary");
  };
  const read = await readImportFile(chunksOf(file), {
    fileName: file.name,
    contentType,
    sha256,
    maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
    yieldToOthers: yieldToPage,
  });
  const plan = planImport(read.format, read.items, now);
  const mine = new Set(idsToLookUp(plan).filter((id) => existingIds.has(id)));
  const fresh = freshEntries(plan, mine);
  const { media, failed: mediaFailed } = await findMedia(file, fresh);
  const preview = importSummary(plan, fresh.length, true);
  return { plan, fresh, preview: { ...preview, failed: [...preview.failed, ...mediaFailed] }, media, mediaFailed };
}

/** The new entries' media found in the ZIP (unpacked only when uploaded), and what cannot come. */
async function findMedia(
  file: File,
  fresh: readonly ImportedEntry[],
): Promise<{ media: Map<string, PrivateImportMedia[]>; failed: ImportFailure[] }> {
  const media = new Map<string, PrivateImportMedia[]>();
  const failed: ImportFailure[] = [];
  const withMedia = fresh.filter((entry) => (entry.media?.length ?? 0) > 0 || (entry.mediaFailures?.length ?? 0) > 0);
  if (withMedia.length === 0) return { media, failed };
  const zip = new Uint8Array(await file.arrayBuffer());
  const members: ZipMemberInfo[] = [];
  try {
    // the central directory only: every member is declined, so nothing is unpacked
    unzipSync(zip, {
      filter: ({ name, originalSize }) => {
        members.push({ name, size: originalSize });
        return false;
      },
    });
  } catch {
    // not a ZIP (a Day One JSON on its own): none of its media can be found
  }
  const find = mediaLocator(members);
  for (const entry of withMedia) {
    const located = locateEntryMedia(entry.media ?? [], entry.mediaFailures ?? [], find);
    failed.push(...located.failed);
    media.set(
      entry.id,
      located.found.map(({ item, member }) => ({
        item,
        open: () => {
          const bytes = unzipSync(zip, { filter: ({ name }) => name === member.name })[member.name];
          if (!bytes) throw new Error("missing");
          return new Blob([bytes as BlobPart], { type: item.contentType });
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

/** The entry as it is sealed: its own analysis, or the device's. */
function privateImportEntry(entry: ImportedEntry, crisisLines: CrisisLines, random: () => number = Math.random): JournalEntry {
  const payload =
    storedPayload(entry) ??
    analysedPayload(
      entry,
      reflectOnDevice(
        // read in the entry's language (the file's, else its words'), as the server reads an import
        { transcript: entry.entryText, duration: 0, speechDetected: true, language: importLanguage(entry) },
        { random, crisisLines },
      ),
    );
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
        file: open(),
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
      await deps.put(privateImportEntry(entry, deps.crisisLines, deps.random), entry.createdAt);
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
