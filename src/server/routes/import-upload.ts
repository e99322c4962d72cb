// The file of an import request (src/server/routes/import.ts), streamed and never held whole: a raw
// body with its content type (a raw body may name its file in Content-Disposition) or the one file
// field of a multipart/form-data body (read with busboy). Its kind is told from its first bytes: a
// ZIP is held to its own, larger limit, anything else to the smaller one, each refused with 413 and
// its own words once more bytes than that have come.
import { Readable } from "node:stream";
import busboy from "busboy";
import type { Context } from "hono";
import { sniffKind } from "../../domain/transfer/sniff";
import { HttpError } from "../lib/http-error";

const ACCEPTED_TYPES = [
  "application/json",
  "application/zip",
  "application/x-zip-compressed",
  "text/markdown",
  "text/plain",
  "application/octet-stream",
];
/** Room for a multipart body's boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const IMPORT_MESSAGES = {
  unsupportedType:
    "Send the file as application/json, application/zip, text/markdown or text/plain, or as multipart/form-data with one file field.",
  noFile: "The form has no file: send one file field.",
  malformedMultipart: "The multipart/form-data body is malformed, so nothing was imported.",
  truncated:
    "The upload was cut short (the multipart/form-data body ends before its closing boundary), so nothing was imported. Please send the file again.",
} as const;

interface Upload {
  name: string;
  contentType: string;
  chunks: AsyncIterable<Uint8Array>;
}

const tooLarge = (message: string) => new HttpError(413, "payload_too_large", message);

/** The body's chunks, refused with 413 once more than `maxBytes` have come. */
async function* limited(body: ReadableStream<Uint8Array> | null, maxBytes: number, message: string): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let total = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.length;
      if (total > maxBytes) throw tooLarge(message);
      yield read.value;
    }
  } finally {
    // stops the upload when the reading stopped early (a bad file, too large)
    await reader.cancel().catch(() => {});
  }
}

/** Bytes enough to tell a ZIP from the rest. */
const KIND_BYTES = 4;

/**
 * The upload's chunks with its kind told from its first bytes: a ZIP is held to `zip.max`, anything
 * else to `other.max`, each refused with its own words past it.
 */
async function byKind(
  chunks: AsyncIterable<Uint8Array>,
  other: { max: number; message: string },
  zip: { max: number; message: string },
): Promise<{ zip: boolean; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < KIND_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(head);
  const isZip = sniffKind(first) === "zip";
  const limit = isZip ? zip : other;
  async function* rest(): AsyncGenerator<Uint8Array> {
    let total = first.length;
    try {
      if (total > limit.max) throw tooLarge(limit.message);
      if (first.length > 0) yield first;
      if (done) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        total += next.value.length;
        if (total > limit.max) throw tooLarge(limit.message);
        yield next.value;
      }
    } finally {
      await iterator.return?.(undefined);
    }
  }
  return { zip: isZip, chunks: rest() };
}

/** The file name a raw body names in Content-Disposition (`filename*=UTF-8''…` or `filename="…"`). */
function dispositionFileName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // the plain form below
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2];
  return name?.trim() || undefined;
}

/**
 * Busboy's own errors as a 400 with words: a body that ends before its closing boundary (an upload
 * cut short: "Unexpected end of form", "Unexpected end of file", or a part header left unfinished)
 * or one whose part headers cannot be read. Our own HttpErrors (too large) pass through.
 */
function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const text = error instanceof Error ? error.message : "";
  if (/^Unexpected end of (form|file)$/.test(text)) return new HttpError(400, "malformed_file", IMPORT_MESSAGES.truncated);
  return new HttpError(400, "malformed_file", IMPORT_MESSAGES.malformedMultipart);
}

/** The one file of a multipart body, streamed: busboy reads the (limited) body as the file is consumed. */
function multipartUpload(c: Context, maxBytes: number, message: string): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": c.req.header("content-type") ?? "" },
        limits: { files: 1, fileSize: maxBytes, fields: 20 },
      });
    } catch {
      reject(new HttpError(400, "malformed_file", "The multipart/form-data body has no boundary."));
      return;
    }
    const source = Readable.from(limited(c.req.raw.body, maxBytes + MULTIPART_OVERHEAD, message));
    let fileStream: Readable | null = null;
    let ended = false;
    source.on("error", (error) => {
      fileStream?.destroy(error);
      reject(error);
    });
    source.on("end", () => {
      ended = true;
    });
    parser.on("file", (_field, stream, info) => {
      if (fileStream) return void stream.resume();
      fileStream = stream;
      // an error before the reader starts is kept by the stream and thrown by its iterator
      stream.on("error", () => {});
      async function* chunks(): AsyncGenerator<Uint8Array> {
        try {
          for await (const chunk of stream as AsyncIterable<Uint8Array>) yield chunk;
        } catch (error) {
          throw multipartError(error);
        }
        if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(message);
      }
      resolve({ name: info.filename || "upload", contentType: info.mimeType, chunks: chunks() });
    });
    parser.on("error", (error) => {
      // a part header the body ended in the middle of is an upload cut short too
      const failure =
        ended && error instanceof Error && error.message === "Malformed part header" ? new Error("Unexpected end of form") : error;
      reject(multipartError(failure));
    });
    parser.on("close", () => reject(new HttpError(400, "no_file", IMPORT_MESSAGES.noFile)));
    source.pipe(parser);
  });
}

async function uploadOf(c: Context, maxBytes: number, message: string): Promise<Upload> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const mediaType = type.split(";")[0]!.trim();
  if (mediaType === "multipart/form-data") return multipartUpload(c, maxBytes, message);
  if (!ACCEPTED_TYPES.includes(mediaType)) throw new HttpError(415, "unsupported_media_type", IMPORT_MESSAGES.unsupportedType);
  return {
    name: dispositionFileName(c.req.header("content-disposition")) ?? "upload",
    contentType: mediaType,
    chunks: limited(c.req.raw.body, maxBytes, message),
  };
}

interface UploadLimit {
  max: number;
  message: string;
}

/**
 * The request's file with its kind told: a declared length past the limit is refused before a byte
 * is read, a declared type that is not a ZIP is held to the smaller limit from the start.
 */
export async function readUpload(
  c: Context,
  other: UploadLimit,
  zip: UploadLimit,
): Promise<{ upload: Upload; kind: { zip: boolean; chunks: AsyncIterable<Uint8Array> } }> {
  const declaredType = (c.req.header("content-type") ?? "").toLowerCase();
  const mayBeZip = /zip|octet-stream|multipart/.test(declaredType);
  const cap = mayBeZip ? Math.max(zip.max, other.max) : other.max;
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > cap + MULTIPART_OVERHEAD) throw tooLarge(mayBeZip ? zip.message : other.message);
  const upload = await uploadOf(c, cap, mayBeZip ? zip.message : other.message);
  return { upload, kind: await byKind(upload.chunks, other, zip) };
}
