// An entry's recording and photos (decision 050), the contract in src/domain/contract/media.ts:
//   PUT    /api/entries/:entryId/media/:mediaId  the bytes as the raw body, streamed into the store
//   GET    /api/entries/:entryId/media/:mediaId  the bytes, streamed, with Range for seeking
//   DELETE /api/entries/:entryId/media/:mediaId  204; a photo's thumbnail goes with it
//   GET    /api/media/usage                      the account's used bytes and quota
// Another person's entry or item answers 404, exactly as a missing one. The bytes are never logged.
import { Hono } from "hono";
import type { Context } from "hono";
import type { MediaItem, MediaUsage } from "../../domain/contract/media";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, MEDIA_TYPES, MediaUploadQuerySchema, SEALED_MEDIA_HEADER } from "../../domain/contract/media";
import { entryIdSchema } from "../../domain/entries/entry-schema";
import { ENTRY_MESSAGES } from "../../domain/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError } from "../lib/http-error";
import { parseWith } from "../lib/parse";
import type { PrivateGuard } from "../lib/private-guard";
import { MediaIntegrityError } from "../media/media-cipher";
import type { MediaService } from "../media/media-service";

const MEDIA_UNREADABLE = "This photo or recording could not be read on the server. Please try again later.";

export interface MediaRouteDeps {
  media: MediaService;
  guard: PrivateGuard;
}

/** "audio/webm;codecs=opus" → "audio/webm"; undefined for nothing. */
const baseType = (value: string | undefined) => value?.split(";")[0]?.trim().toLowerCase() || undefined;

function ids(c: Context<AppEnv>, missing: string): { entryId: string; mediaId: string } {
  const entryId = entryIdSchema().safeParse(c.req.param("entryId"));
  if (!entryId.success) throw new HttpError(404, "not_found", MEDIA_MESSAGES.entryNotFound);
  const mediaId = entryIdSchema().safeParse(c.req.param("mediaId"));
  if (!mediaId.success) throw new HttpError(404, "not_found", missing);
  return { entryId: entryId.data, mediaId: mediaId.data };
}

/** A single `bytes=` range of an item of `size` bytes; undefined for none (or one this does not serve: the whole item then). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

/**
 * A web stream that pulls from `source` only as fast as the client reads. The first piece is read
 * before the answer starts, so an item that cannot be opened answers 500 instead of a cut-off 200.
 */
async function toWebStream(source: AsyncIterable<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const iterator = source[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array> | null;
  try {
    first = await iterator.next();
  } catch (error) {
    if (error instanceof MediaIntegrityError) throw new HttpError(500, "media_unreadable", MEDIA_UNREADABLE);
    throw error;
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (first) {
        const taken = first;
        first = null;
        if (taken.done) controller.close();
        else controller.enqueue(taken.value);
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The request body as it arrives; a body cut off (the client went away) is a 400, not a server error. */
async function* requestBody(c: Context<AppEnv>): AsyncGenerator<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return;
  const reader = body.getReader();
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        throw new HttpError(400, "upload_incomplete", "The upload was cut off before it ended. Please try again.");
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    reader.releaseLock();
  }
}

export function mediaRoutes({ media, guard }: MediaRouteDeps) {
  return new Hono<AppEnv>()
    .get("/media/usage", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.loadNoUser);
      return c.json((await media.usage(user.id)) satisfies MediaUsage, 200);
    })
    .put("/entries/:entryId/media/:mediaId", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
      const entryId = entryIdSchema().safeParse(c.req.param("entryId"));
      if (!entryId.success) throw new HttpError(404, "not_found", MEDIA_MESSAGES.entryNotFound);
      const mediaId = entryIdSchema().safeParse(c.req.param("mediaId"));
      if (!mediaId.success) throw new HttpError(400, "invalid_input", "mediaId: must be a UUID");
      const query = parseWith(MediaUploadQuerySchema, c.req.query());
      const sealed = c.req.header(SEALED_MEDIA_HEADER) === "1";
      const contentType = baseType(sealed ? query.type : c.req.header("content-type"));
      if (!contentType || !MEDIA_TYPES[query.kind].includes(contentType)) {
        throw new HttpError(415, "unsupported_media_type", MEDIA_MESSAGES.unsupportedType);
      }
      if (query.kind === "thumbnail" && !query.of) throw new HttpError(400, "invalid_input", "of: a thumbnail names its photo");
      if (query.kind !== "thumbnail" && query.of) throw new HttpError(400, "invalid_input", "of: only a thumbnail names a photo");
      const length = Number(c.req.header("content-length") ?? NaN);
      if (length > MEDIA_MAX_BYTES) throw new HttpError(413, "media_too_large", MEDIA_MESSAGES.tooLarge);
      // answered before the body is read: the same id again, a missing entry, a private journal's clear bytes,
      // sealed bytes without a private journal
      const stored = await media.find(user.id, entryId.data, mediaId.data);
      if (stored) return c.json(stored satisfies MediaItem, 200);
      if (!sealed) await guard(user.id);
      await media.precheck(user.id, entryId.data, query.kind, query.of, sealed);
      const { item, created } = await media.put({
        userId: user.id,
        entryId: entryId.data,
        mediaId: mediaId.data,
        kind: query.kind,
        contentType,
        sealed,
        of: query.of ?? null,
        durationMs: query.durationMs ?? null,
        width: query.width ?? null,
        height: query.height ?? null,
        body: requestBody(c),
      });
      return c.json(item satisfies MediaItem, created ? 201 : 200);
    })
    .get("/entries/:entryId/media/:mediaId", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.loadNoUser);
      const { entryId, mediaId } = ids(c, MEDIA_MESSAGES.mediaNotFound);
      const item = await media.find(user.id, entryId, mediaId);
      if (!item) throw new HttpError(404, "not_found", MEDIA_MESSAGES.mediaNotFound);
      const range = parseRange(c.req.header("range"), item.byteSize);
      const headers: Record<string, string> = {
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "accept-ranges": "bytes",
        // a sealed item is the browser's envelope: bytes to open, not to show
        "content-type": item.sealed ? "application/octet-stream" : item.contentType,
        "content-disposition": item.sealed ? "attachment" : "inline",
      };
      if (range === "unsatisfiable") {
        return c.body(null, 416, { ...headers, "content-range": `bytes */${item.byteSize}` });
      }
      const opened = await media.open(user.id, entryId, mediaId, range);
      if (!opened) throw new HttpError(404, "not_found", MEDIA_MESSAGES.mediaNotFound);
      headers["content-length"] = String(item.byteSize === 0 ? 0 : opened.end - opened.start + 1);
      if (range) headers["content-range"] = `bytes ${opened.start}-${opened.end}/${item.byteSize}`;
      return new Response(await toWebStream(opened.body), { status: range ? 206 : 200, headers });
    })
    .delete("/entries/:entryId/media/:mediaId", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.deleteNoUser);
      const { entryId, mediaId } = ids(c, MEDIA_MESSAGES.mediaNotFound);
      if (!(await media.delete(user.id, entryId, mediaId))) throw new HttpError(404, "not_found", MEDIA_MESSAGES.mediaNotFound);
      return c.body(null, 204);
    });
}
