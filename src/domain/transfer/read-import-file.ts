// Reading an uploaded file as it streams in: what it is is told by its first bytes (sniff.ts),
// then a ZIP is unpacked with fflate's streaming Unzip, a JSON document (on its own or inside the
// ZIP) is parsed with @streamparser/json one entry at a time (`$.entries.*`, nothing else kept),
// and notes are read one by one. Only the parsed entries are kept. A file that is none of these,
// broken JSON, a damaged ZIP or one with nothing to import is an ImportFileError (the server
// answers its status, 400 or 413) and nothing is written; an item that cannot be read goes into
// the summary's `failed` with the reason. No Node.js API: the server reads an upload with it, and
// the browser a private journal's file (decision 021: its words never reach the server).
import { JSONParser } from "@streamparser/json";
import { Unzip, UnzipInflate } from "fflate";
import type { ImportFormat } from "../contract/transfer";
import { dayOneEntryItem, looksLikeDayOneEntry } from "./dayone-import";
import type { ImportItem, Sha256 } from "./imported-entry";
import { fail } from "./imported-entry";
import { markdownNoteItem } from "./markdown-import";
import { RIPPLE_EXPORT_FORMAT, rippleEntryItem, rippleHeaderProblem } from "./ripple-import";
import { sniffKind, zipMemberKind } from "./sniff";
import type { FileKind } from "./sniff";

/** A file that cannot be imported at all: 400 (malformed) or 413 (too large once unpacked), with words for the person. */
export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: "malformed_file" | "payload_too_large",
    message: string,
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

/** The chunks as one array (Buffer.concat without Node). */
function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A note larger than this is not read (its text could not be under 20,000 characters anyway). */
const MAX_NOTE_BYTES = 256 * 1024;
/** Bytes needed to tell a file's kind. */
const SNIFF_BYTES = 512;

const READ_MESSAGES = {
  unknown: "Ripple can't read this file. Import a Ripple export (.json), a Day One export (.zip or .json), or Markdown notes (.md, .zip).",
  notJson: "This file is not valid JSON, so nothing was imported.",
  notExport: "This JSON file is not a Ripple or Day One export, so nothing was imported.",
  damagedZip: "This ZIP file is damaged or incomplete, so nothing was imported.",
  emptyZip: "This ZIP file holds no Day One journal (.json) or notes (.md, .markdown, .txt), so nothing was imported.",
  notUtf8: "This note is not UTF-8 text.",
  noteTooLarge: "This note is too large to be one entry.",
  unsafePath: "This file's path in the ZIP points outside it, so it was not read.",
  sealed: "This entry was sealed with your private journal key, which the server never holds; it was not imported.",
  unreadable: "This entry could not be opened when it was exported; it was not imported.",
  tooLargeUnpacked: (mb: number) =>
    `This ZIP file unpacks to more than ${mb} MB. Split it into smaller files and import them one at a time.`,
} as const;

export interface ReadOptions {
  /** The uploaded file's name (notes take their date from it). */
  fileName: string;
  /** The declared content type, to say clearly why a file that claims to be JSON or a ZIP is refused. */
  contentType: string;
  sha256: Sha256;
  /** The most a ZIP may unpack to (a ZIP bomb is refused with 413). */
  maxUnpackedBytes: number;
  /** Lets other work run between chunks of a ZIP (setImmediate on the server). */
  yieldToOthers?: () => Promise<void>;
}

export interface ReadResult {
  format: ImportFormat;
  items: ImportItem[];
}

const malformed = (message: string) => new ImportFileError(400, "malformed_file", message);

/** One JSON document: Ripple's export or a Day One journal, read one entry at a time. */
class JsonDocument {
  private readonly parser = new JSONParser({
    paths: ["$.format", "$.version", "$.metadata", "$.entries.*", "$.unreadable.*", "$.sealed.*"],
    keepStack: false,
  });
  private format: unknown;
  private version: unknown;
  private hasMetadata = false;
  private entries = 0;
  private dayOneEntries = 0;
  private started = false;
  readonly items: ImportItem[] = [];

  constructor(
    private readonly fileName: string,
    private readonly sha256: Sha256,
  ) {
    this.parser.onValue = ({ value, key, stack }) => {
      if (stack.length === 1) {
        if (key === "format") this.format = value;
        else if (key === "version") this.version = value;
        else if (key === "metadata") this.hasMetadata = true;
        return;
      }
      const list = stack[1]?.key;
      if (list === "entries") this.entry(value);
      else if (list === "sealed" || list === "unreadable") {
        const id = typeof value === "object" && value !== null && "id" in value ? String((value as { id: unknown }).id) : "";
        this.items.push(fail(`${this.fileName} ${list} ${id}`.trim(), list === "sealed" ? READ_MESSAGES.sealed : READ_MESSAGES.unreadable));
      }
    };
  }

  private entry(value: unknown): void {
    const index = this.entries;
    this.entries += 1;
    const ripple = this.format === RIPPLE_EXPORT_FORMAT || (this.format === undefined && !looksLikeDayOneEntry(value));
    if (ripple) this.items.push(rippleEntryItem(value, index, this.fileName));
    else {
      this.dayOneEntries += 1;
      this.items.push(dayOneEntryItem(value, index, this.fileName, this.sha256));
    }
  }

  write(chunk: Uint8Array): void {
    if (!this.started) {
      this.started = true;
      // a UTF-8 byte-order mark is not JSON
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    }
    if (chunk.length === 0) return;
    try {
      this.parser.write(chunk);
    } catch {
      throw malformed(READ_MESSAGES.notJson);
    }
  }

  finish(): "ripple" | "dayone" {
    try {
      if (!this.parser.isEnded) this.parser.end();
    } catch {
      throw malformed(READ_MESSAGES.notJson);
    }
    if (this.format !== undefined) {
      const problem = rippleHeaderProblem(this.format, this.version);
      if (problem) throw malformed(problem);
      return "ripple";
    }
    if (this.hasMetadata || this.dayOneEntries > 0) return "dayone";
    if (this.entries > 0) throw malformed(READ_MESSAGES.notExport);
    throw malformed(READ_MESSAGES.notExport);
  }
}

/** The chunks with the first ones joined until the kind can be told. */
async function* withHead(chunks: AsyncIterable<Uint8Array>, onHead: (head: Uint8Array) => void): AsyncGenerator<Uint8Array> {
  let pending: Uint8Array[] = [];
  let size = 0;
  let told = false;
  for await (const chunk of chunks) {
    if (told) {
      yield chunk;
      continue;
    }
    pending.push(chunk);
    size += chunk.length;
    if (size >= SNIFF_BYTES) {
      const head = concatBytes(pending);
      told = true;
      pending = [];
      onHead(head);
      yield head;
    }
  }
  if (!told) {
    const head = concatBytes(pending);
    onHead(head);
    if (head.length > 0) yield head;
  }
}

function decodeNote(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

async function readZip(chunks: AsyncIterable<Uint8Array>, options: ReadOptions): Promise<ReadResult> {
  const items: ImportItem[] = [];
  const documents: JsonDocument[] = [];
  let notes = 0;
  let unpacked = 0;
  let open = 0;
  let failure: unknown = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  const countUnpacked = (length: number) => {
    unpacked += length;
    if (unpacked > options.maxUnpackedBytes) {
      throw new ImportFileError(
        413,
        "payload_too_large",
        READ_MESSAGES.tooLargeUnpacked(Math.round(options.maxUnpackedBytes / 1024 / 1024)),
      );
    }
  };
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
          if (size > MAX_NOTE_BYTES) return void items.push(fail(file.name, READ_MESSAGES.noteTooLarge));
          const text = decodeNote(concatBytes(parts));
          items.push(text === null ? fail(file.name, READ_MESSAGES.notUtf8) : markdownNoteItem(file.name, text, options.sha256));
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
  if (documents.length === 0 && notes === 0) throw malformed(READ_MESSAGES.emptyZip);
  const formats = documents.map((document) => document.finish());
  for (const document of documents) items.push(...document.items);
  const format: ImportFormat = formats.includes("ripple") ? "ripple" : formats.includes("dayone") ? "dayone" : "markdown";
  return { format, items };
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
  let unpacked = 0;
  const countUnpacked = (length: number) => {
    unpacked += length;
    if (unpacked > options.maxUnpackedBytes) {
      throw new ImportFileError(
        413,
        "payload_too_large",
        READ_MESSAGES.tooLargeUnpacked(Math.round(options.maxUnpackedBytes / 1024 / 1024)),
      );
    }
  };
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
    if (size > MAX_NOTE_BYTES) items.push(fail(member.name, READ_MESSAGES.noteTooLarge));
    else {
      const text = decodeNote(concatBytes(parts));
      items.push(text === null ? fail(member.name, READ_MESSAGES.notUtf8) : markdownNoteItem(member.name, text, options.sha256));
    }
  }
  if (documents.length === 0 && notes === 0) throw malformed(READ_MESSAGES.emptyZip);
  const formats = documents.map((document) => document.finish());
  for (const document of documents) items.push(...document.items);
  const format: ImportFormat = formats.includes("ripple") ? "ripple" : formats.includes("dayone") ? "dayone" : "markdown";
  return { format, items };
}

/** A ZIP that cannot be read at all (no central directory, cut short): the same words as the streamed reader's. */
export const damagedZipError = () => malformed(READ_MESSAGES.damagedZip);

async function readJson(chunks: AsyncIterable<Uint8Array>, options: ReadOptions): Promise<ReadResult> {
  const document = new JsonDocument(options.fileName, options.sha256);
  for await (const chunk of chunks) document.write(chunk);
  const format = document.finish();
  return { format, items: document.items };
}

async function readNote(chunks: AsyncIterable<Uint8Array>, options: ReadOptions): Promise<ReadResult> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size <= MAX_NOTE_BYTES) parts.push(chunk);
  }
  if (size > MAX_NOTE_BYTES) return { format: "markdown", items: [fail(options.fileName, READ_MESSAGES.noteTooLarge)] };
  const text = decodeNote(concatBytes(parts));
  if (text === null) throw malformed(READ_MESSAGES.unknown);
  return { format: "markdown", items: [markdownNoteItem(options.fileName, text, options.sha256)] };
}

/** Reads the whole file; throws ImportFileError 400 (malformed) or 413 (too large once unpacked). */
export async function readImportFile(chunks: AsyncIterable<Uint8Array>, options: ReadOptions): Promise<ReadResult> {
  const sniffed: { kind: FileKind } = { kind: "binary" };
  const stream = withHead(chunks, (head) => {
    sniffed.kind = head.length === 0 ? "binary" : sniffKind(head);
  });
  const iterator = stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw malformed("The file is empty, so nothing was imported.");
  const rest: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      try {
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } finally {
        // reading stopped early (a bad file): the upload is not read further
        await iterator.return(undefined);
      }
    },
  };
  const { kind } = sniffed;
  const declared = options.contentType.toLowerCase();
  try {
    if (declared.includes("json") && kind !== "json") throw malformed(READ_MESSAGES.notJson);
    if (declared.includes("zip") && kind !== "zip") throw malformed(READ_MESSAGES.damagedZip);
    if (kind === "zip") return await readZip(rest, options);
    if (kind === "json") return await readJson(rest, options);
    if (kind === "text") return await readNote(rest, options);
    throw malformed(READ_MESSAGES.unknown);
  } finally {
    await iterator.return(undefined);
  }
}
