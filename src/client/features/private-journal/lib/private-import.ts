// Import into a private journal (decision 021: its words never reach the server), made in the
// browser: the file is read here with the server's own reader (src/domain/transfer, the same
// formats, limits and rules: dates more than a day ahead refused, an id repeated or already mine
// skipped), each new entry is analysed on this device with reflectOnDevice — the server's
// no-provider path, as an ordinary import is analysed — then sealed with the journal key and put
// in its own place (PUT /api/entries/:id/sealed, dated by the source, a few at a time). A preview
// reads the file and writes nothing; the import itself reuses what the preview read.
import { createSHA256 } from "hash-wasm";
import type { ImportSummary } from "../../../../domain/contract/transfer";
import { IMPORT_MAX_BYTES, IMPORT_MAX_UNPACKED_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "../../../../domain/contract/transfer";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { reflectOnDevice } from "../../../../domain/analysis/on-device-reflection";
import type { ImportPlan } from "../../../../domain/transfer/import-plan";
import { freshEntries, idsToLookUp, importSummary, planImport } from "../../../../domain/transfer/import-plan";
import type { ImportedEntry } from "../../../../domain/transfer/imported-entry";
import { analysedPayload, importLanguage, storedPayload } from "../../../../domain/transfer/imported-payload";
import { readImportFile } from "../../../../domain/transfer/read-import-file";
import type { JournalEntry } from "../../../../domain/types";

/** Entries sealed and put at once: quicker than one by one, gentle on a small server (as the switch). */
const AT_ONCE = 6;

/** What a file holds, read on this device. */
export interface PrivateImportRead {
  plan: ImportPlan;
  fresh: ImportedEntry[];
  /** The preview: what the import would write (nothing is written yet). */
  preview: ImportSummary;
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
  return { plan, fresh, preview: importSummary(plan, fresh.length, true) };
}

export interface PrivateImportDeps {
  /** The regional crisis lines the device's analysis carries. */
  crisisLines: CrisisLines;
  /** Seals the entry with the journal key and puts it, dated `createdAt` (putSealedEntry). */
  put(entry: JournalEntry, createdAt: string): Promise<unknown>;
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

/** Analyses, seals and puts each new entry; the summary counts what was written. A failed put stops the import (what was put stays; importing again finishes it). */
export async function writePrivateImport(read: PrivateImportRead, deps: PrivateImportDeps): Promise<ImportSummary> {
  let processed = read.plan.entries.length - read.fresh.length;
  let written = 0;
  let next = 0;
  deps.onProgress?.(processed);
  const worker = async () => {
    while (next < read.fresh.length) {
      const entry = read.fresh[next++]!;
      await deps.put(privateImportEntry(entry, deps.crisisLines, deps.random), entry.createdAt);
      written += 1;
      processed += 1;
      deps.onProgress?.(processed);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, read.fresh.length) }, worker));
  return importSummary(read.plan, written, false);
}
