// POST /api/import (?dryRun=1): a Ripple export, a Day One export (its ZIP, or the JSON inside)
// or Markdown notes (a ZIP, or one .md/.txt file), sent as the body with its content type
// (application/json, application/zip, text/markdown, text/plain, application/octet-stream; a
// raw body may name its file in Content-Disposition, so a note can take its date from it) or as
// multipart/form-data with one file field (read by import-upload.ts). The kind is told from the
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
import { createHash } from "node:crypto";
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
import { readUpload } from "./import-upload";

const NDJSON = "application/x-ndjson";

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
    const { upload, kind } = await readUpload(c, other, zip);
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
