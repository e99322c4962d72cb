// Reading an import ZIP: streamed in with fflate's Unzip (readZip), or member by member from its
// central directory (readZipMembers, the server's yauzl reader and the browser's zip.js one,
// decision 053). Its journals (.json) and notes are read; unsafe paths listed, media and other
// files skipped, the unpacked total capped.
import { Unzip, UnzipInflate } from "fflate";
import type { ImportFormat } from "../contract/transfer";
import type { ImportItem } from "./imported-entry";
import { fail } from "./imported-entry";
import { JsonDocument } from "./json-document";
import { markdownNoteItem } from "./markdown-import";
import type { ReadOptions, ReadResult } from "./read-import-file";
import { ImportFileError, MAX_NOTE_BYTES, READ_MESSAGES, concatBytes, decodeNote, malformed } from "./read-messages";
import { zipMemberKind } from "./sniff";

/** Counts what a ZIP unpacks to; past `max` bytes, a 413 (a ZIP bomb is refused). */
function unpackedCounter(max: number): (length: number) => void {
  let unpacked = 0;
  return (length) => {
    unpacked += length;
    if (unpacked > max) {
      throw new ImportFileError(413, "payload_too_large", READ_MESSAGES.tooLargeUnpacked(Math.round(max / 1024 / 1024)));
    }
  };
}

/** A note of the ZIP, its first MAX_NOTE_BYTES kept in `parts` and `size` bytes in all. */
function zipNoteItem(name: string, parts: readonly Uint8Array[], size: number, options: ReadOptions): ImportItem {
  if (size > MAX_NOTE_BYTES) return fail(name, READ_MESSAGES.noteTooLarge);
  const text = decodeNote(concatBytes(parts));
  return text === null ? fail(name, READ_MESSAGES.notUtf8) : markdownNoteItem(name, text, options.sha256);
}

/** The ZIP's items once every member is read: its journals' entries after the listed items and notes. */
function zipResult(items: ImportItem[], documents: readonly JsonDocument[], notes: number): ReadResult {
  if (documents.length === 0 && notes === 0) throw malformed(READ_MESSAGES.emptyZip);
  const formats = documents.map((document) => document.finish());
  for (const document of documents) items.push(...document.items);
  const format: ImportFormat = formats.includes("ripple") ? "ripple" : formats.includes("dayone") ? "dayone" : "markdown";
  return { format, items };
}

export async function readZip(chunks: AsyncIterable<Uint8Array>, options: ReadOptions): Promise<ReadResult> {
  const items: ImportItem[] = [];
  const documents: JsonDocument[] = [];
  let notes = 0;
  let open = 0;
  let failure: unknown = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  const countUnpacked = unpackedCounter(options.maxUnpackedBytes);
  unzip.onfile = (file) => {
    const kind = zipMemberKind(file.name);
    if (kind === "unsafe") {
      items.push(fail(file.name, READ_MESSAGES.unsafePath));
      return;
    }
    if (kind === "skip") return;
    open += 1;
    if (kind === "json") {
      const document = new JsonDocument(file.name, options.sha256);
      documents.push(document);
      file.ondata = (error, data, final) => {
        if (failure) return;
        try {
          if (error) throw malformed(READ_MESSAGES.damagedZip);
          countUnpacked(data.length);
          document.write(data);
          if (final) open -= 1;
        } catch (caught) {
          failure = caught;
        }
      };
    } else {
      notes += 1;
      const parts: Uint8Array[] = [];
      let size = 0;
      file.ondata = (error, data, final) => {
        if (failure) return;
        try {
          if (error) throw malformed(READ_MESSAGES.damagedZip);
          countUnpacked(data.length);
          size += data.length;
          if (size <= MAX_NOTE_BYTES) parts.push(data);
          if (!final) return;
          open -= 1;
          items.push(zipNoteItem(file.name, parts, size, options));
        } catch (caught) {
          failure = caught;
        }
      };
    }
    file.start();
  };
  try {
    for await (const chunk of chunks) {
      unzip.push(chunk);
      if (failure) throw failure;
      // let other requests run between chunks
      await options.yieldToOthers?.();
    }
    unzip.push(new Uint8Array(0), true);
  } catch (caught) {
    if (caught instanceof ImportFileError) throw caught;
    throw malformed(READ_MESSAGES.damagedZip);
  }
  if (failure) throw failure;
  if (open > 0) throw malformed(READ_MESSAGES.damagedZip);
  return zipResult(items, documents, notes);
}

/** One member of a ZIP read from its central directory (the server's yauzl reader, decision 053). */
export interface ZipMemberSource {
  name: string;
  /** Its bytes, inflated; throws when the member is damaged. */
  chunks(): AsyncIterable<Uint8Array>;
}

/**
 * Reads the journals (.json) and notes of a ZIP whose members are listed up front, one member at a
 * time, with the same rules as an archive streamed in (readZip): unsafe paths listed, media and
 * other files skipped (the caller streams media itself), the unpacked total capped.
 */
export async function readZipMembers(members: readonly ZipMemberSource[], options: ReadOptions): Promise<ReadResult> {
  const items: ImportItem[] = [];
  const documents: JsonDocument[] = [];
  let notes = 0;
  const countUnpacked = unpackedCounter(options.maxUnpackedBytes);
  const read = async function* (member: ZipMemberSource): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of member.chunks()) {
        countUnpacked(chunk.length);
        yield chunk;
      }
    } catch (caught) {
      if (caught instanceof ImportFileError) throw caught;
      throw malformed(READ_MESSAGES.damagedZip);
    }
  };
  for (const member of members) {
    const kind = zipMemberKind(member.name);
    if (kind === "unsafe") items.push(fail(member.name, READ_MESSAGES.unsafePath));
    if (kind !== "json" && kind !== "note") continue;
    if (kind === "json") {
      const document = new JsonDocument(member.name, options.sha256);
      documents.push(document);
      for await (const chunk of read(member)) {
        document.write(chunk);
        await options.yieldToOthers?.();
      }
      continue;
    }
    notes += 1;
    const parts: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of read(member)) {
      size += chunk.length;
      if (size <= MAX_NOTE_BYTES) parts.push(chunk);
    }
    items.push(zipNoteItem(member.name, parts, size, options));
  }
  return zipResult(items, documents, notes);
}
