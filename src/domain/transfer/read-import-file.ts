// Reading an uploaded file as it streams in: what it is is told by its first bytes (sniff.ts),
// then a ZIP is unpacked (read-zip.ts), a JSON document (on its own or inside the
// ZIP) is parsed one entry at a time (json-document.ts) (`$.entries.*`, nothing else kept),
// and notes are read one by one. Only the parsed entries are kept. A file that is none of these,
// broken JSON, a damaged ZIP or one with nothing to import is an ImportFileError (the server
// answers its status, 400 or 413) and nothing is written; an item that cannot be read goes into
// the summary's `failed` with the reason. No Node.js API: the server reads an upload with it, and
// the browser a private journal's file (decision 021: its words never reach the server).
import type { ImportFormat } from "../contract/transfer";
import type { ImportItem, Sha256 } from "./imported-entry";
import { fail } from "./imported-entry";
import { JsonDocument } from "./json-document";
import { markdownNoteItem } from "./markdown-import";
import { MAX_NOTE_BYTES, READ_MESSAGES, concatBytes, decodeNote, malformed } from "./read-messages";
import { readZip } from "./read-zip";
import { sniffKind } from "./sniff";
import type { FileKind } from "./sniff";

export { ImportFileError, damagedZipError } from "./read-messages";
export { readZipMembers } from "./read-zip";

/** Bytes needed to tell a file's kind. */
const SNIFF_BYTES = 512;

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
