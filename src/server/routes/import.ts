// POST /api/import (?dryRun=1): a Ripple export, a Day One export (its ZIP, or the JSON inside)
// or Markdown notes (a ZIP, or one .md/.txt file), sent as the body with its content type
// (application/json, application/zip, text/markdown, text/plain, application/octet-stream; a
// raw body may name its file in Content-Disposition, so a note can take its date from it) or as
// multipart/form-data with one file field (read with busboy). The kind is told from the
// content. The body is streamed, never held whole: past IMPORT_MAX_BYTES it is refused with 413
// and nothing is written (the app's 1 MB limit does not apply here). A ZIP (told by its first
// bytes) may be up to IMPORT_MAX_MEDIA_ZIP_BYTES: it is spooled to a temporary file as it comes
// (spool.ts), read from its central directory, and its photos and recordings are streamed from it
// into the media store entry by entry (decision 053); the file is removed when the import ends,
// fails or the client goes away. Answers 200 with the
// ImportSummary (also when nothing was new: the summary says so). With `Accept:
// application/x-ndjson`, the file is read first (a bad file still gets its 4xx), then 200 with
// ImportProgressEvent lines while entries are analysed and written: progress every 250 entries,
// then the summary (or one error line). Entries are analysed on this server, never by a cloud
// provider and never from the AI allowance.
import { Readable } from "node:stream";
import busboy from "busboy";
import type { Context } from "hono";
import { Hono } from "hono";
import { resolveCrisisLines } from "../../domain/crisis/lines";
import type { ImportProgressEvent, ImportSummary } from "../../domain/contract/transfer";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEDIA_ZIP_BYTES,
  IMPORT_MAX_UNPACKED_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_ZIP_TOO_LARGE_MESSAGE,
  ImportQuerySchema,
} from "../../domain/contract/transfer";
import { sniffKind } from "../../domain/transfer/sniff";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryImport } from "../db/entry-import";
import type { PrivateGuard } from "../lib/private-guard";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { parseWith } from "../lib/parse";
import { requestLocale } from "../lib/request-locale";
import type { EntryWithMediaWriter, ImportHooks, ImportRequest } from "../transfer/import-service";
import { prepareImport } from "../transfer/import-service";
import type { Spooled } from "../transfer/spool";
import { spoolToFile } from "../transfer/spool";
import { readZipImport } from "../transfer/zip-import";
import { createHash } from "node:crypto";

const NDJSON = "application/x-ndjson";
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

export interface ImportDeps {
  writer: EntryImport;
  /** A private journal's words never reach the server, a dry run's included. */
  guard: PrivateGuard;
  logger?: Pick<Logger, "error">;
  crisisRegion?: string;
  /** The largest file taken (tests pass a small one); IMPORT_MAX_BYTES by default. */
  maxBytes?: number;
  maxUnpackedBytes?: number;
  tooLargeMessage?: string;
  /** The largest ZIP taken; IMPORT_MAX_MEDIA_ZIP_BYTES by default. */
  maxZipBytes?: number;
  zipTooLargeMessage?: string;
  /** Writes an entry with its photos and recordings (the media store); without it a ZIP's media is listed as not imported. */
  writeWithMedia?: EntryWithMediaWriter;
  /** Where ZIPs are spooled (tests pass their own folder). */
  spoolDir?: string;
  hooks?: ImportHooks;
  now?: () => Date;
}

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

const sha256 = (text: string): Uint8Array => createHash("sha256").update(text, "utf8").digest();

export function importRoutes(deps: ImportDeps) {
  const other = { max: deps.maxBytes ?? IMPORT_MAX_BYTES, message: deps.tooLargeMessage ?? IMPORT_TOO_LARGE_MESSAGE };
  const zip = { max: deps.maxZipBytes ?? IMPORT_MAX_MEDIA_ZIP_BYTES, message: deps.zipTooLargeMessage ?? IMPORT_ZIP_TOO_LARGE_MESSAGE };
  const maxUnpackedBytes = deps.maxUnpackedBytes ?? IMPORT_MAX_UNPACKED_BYTES;
  return new Hono<AppEnv>().post("/", async (c) => {
    const user = requireUser(c);
    await deps.guard(user.id);
    const query = parseWith(ImportQuerySchema, c.req.query());
    const dryRun = query.dryRun === "1" || query.dryRun === "true";
    // a declared type that is not a ZIP is held to the smaller limit from the start
    const declaredType = (c.req.header("content-type") ?? "").toLowerCase();
    const mayBeZip = /zip|octet-stream|multipart/.test(declaredType);
    const cap = mayBeZip ? Math.max(zip.max, other.max) : other.max;
    const declared = Number(c.req.header("content-length"));
    if (Number.isFinite(declared) && declared > cap + MULTIPART_OVERHEAD) throw tooLarge(mayBeZip ? zip.message : other.message);
    const upload = await uploadOf(c, cap, mayBeZip ? zip.message : other.message);
    const kind = await byKind(upload.chunks, other, zip);
    // Imported entries carry no language of their own (they are stored as "en"): the header decides.
    const crisisLines = resolveCrisisLines({ configuredRegion: deps.crisisRegion, ...requestLocale(c, undefined) });
    let spooled: Spooled | null = null;
    let closeZip = () => {};
    const cleanUp = async () => {
      closeZip();
      await spooled?.remove();
    };
    let source: ImportRequest["chunks"] = kind.chunks;
    if (kind.zip) {
      spooled = await spoolToFile(kind.chunks, deps.spoolDir);
      const file = spooled.path;
      let opened: Awaited<ReturnType<typeof readZipImport>> | null = null;
      source = {
        read: async () => {
          opened = await readZipImport(file, { fileName: upload.name, contentType: upload.contentType, sha256, maxUnpackedBytes });
          closeZip = opened.close;
          return opened;
        },
        mediaOf: (entryId) => opened?.mediaOf(entryId) ?? [],
      };
    }
    let prepared: Awaited<ReturnType<typeof prepareImport>>;
    try {
      prepared = await prepareImport(
        { userId: user.id, chunks: source, fileName: upload.name, contentType: upload.contentType, dryRun },
        {
          writer: deps.writer,
          writeWithMedia: deps.writeWithMedia,
          analyser: { crisisLines },
          maxUnpackedBytes,
          hooks: deps.hooks,
          now: deps.now,
        },
      );
    } catch (error) {
      await cleanUp();
      throw error;
    }
    if (!(c.req.header("accept") ?? "").includes(NDJSON)) {
      try {
        return c.json(await prepared.write(), 200);
      } finally {
        await cleanUp();
      }
    }

    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: ImportProgressEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        try {
          const summary: ImportSummary = await prepared.write((processed) => send({ type: "progress", processed }));
          send({ type: "summary", summary });
        } catch (error) {
          if (error instanceof HttpError) send({ type: "error", error: { code: error.code, message: error.message } });
          else {
            deps.logger?.error({ err: { name: (error as Error).name } }, "import failed");
            send({ type: "error", error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } });
          }
        } finally {
          await cleanUp();
        }
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { "content-type": `${NDJSON}; charset=utf-8`, "cache-control": "no-store" } });
  });
}
