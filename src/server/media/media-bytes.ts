// An item's bytes on their way into and out of the store (decision 050), for the media service
// (media-service.ts), which keeps the rows: written sealed chunk by chunk as they come, counted
// against a limit and refused with the contract's 413 past it (the blob removed); read back as a
// range of the plain bytes, opening only the chunks that range needs.
import { MEDIA_MESSAGES } from "../../domain/contract/media";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { MEDIA_CHUNK_BYTES, MediaIntegrityError, chunkCount, createMediaCipher, mediaKeyFrom } from "./media-cipher";
import type { BlobRef, MediaBlobStore } from "./media-store";

/** What the sealed bytes are bound to: bytes moved to another item or account do not open. */
interface Binding {
  userId: string;
  mediaId: string;
}

class LimitReached extends Error {
  constructor(readonly limit: "item" | "quota") {
    super(`media ${limit} limit reached`);
  }
}

const tooLarge = () => new HttpError(413, "media_too_large", MEDIA_MESSAGES.tooLarge);
export const quotaExceeded = () => new HttpError(413, "media_quota_exceeded", MEDIA_MESSAGES.quotaExceeded);

/**
 * Counts the bytes as they pass and stops at the first byte past `limit`. The first failure (the
 * limit, or the upload cut off) is kept in `seen`, whatever a store makes of it on its way out.
 */
async function* counted(
  source: AsyncIterable<Uint8Array>,
  limit: number,
  which: "item" | "quota",
  seen: { bytes: number; failure?: unknown },
) {
  try {
    for await (const piece of source) {
      seen.bytes += piece.length;
      if (seen.bytes > limit) throw new LimitReached(which);
      yield piece;
    }
  } catch (error) {
    seen.failure ??= error;
    throw error;
  }
}

/** The plain bytes from `skip` on, at most `length` of them. */
async function* slice(source: AsyncIterable<Uint8Array>, skip: number, length: number) {
  let left = length;
  for await (const piece of source) {
    if (left <= 0) return;
    const start = Math.min(skip, piece.length);
    skip -= start;
    const part = piece.subarray(start, start + Math.min(left, piece.length - start));
    left -= part.length;
    if (part.length > 0) yield part;
  }
}

export function createMediaBytes(store: MediaBlobStore, encryptionKey: string, logger?: Pick<Logger, "warn">) {
  const cipher = createMediaCipher(mediaKeyFrom(encryptionKey));
  return {
    /**
     * Seals `body` into the store under `ref` and answers how many plain bytes it held. Past `limit`
     * it is refused with the 413 of `past` (the item's size, or the quota); on any failure the blob
     * is removed and the first failure thrown.
     */
    async write(ref: BlobRef, binding: Binding, body: AsyncIterable<Uint8Array>, limit: number, past: "item" | "quota"): Promise<number> {
      const seen: { bytes: number; failure?: unknown } = { bytes: 0 };
      try {
        await store.write(ref, cipher.sealStream(binding, counted(body, limit, past, seen)));
      } catch (error) {
        await store.remove([ref]).catch(() => {});
        const cause = seen.failure ?? error;
        if (cause instanceof LimitReached) throw cause.limit === "item" ? tooLarge() : quotaExceeded();
        throw cause;
      }
      return seen.bytes;
    },

    /** The plain bytes from `start` to `end` (inclusive) of an item of `size` bytes, opened as they are read. */
    async *read(ref: BlobRef, binding: Binding, size: number, start: number, end: number): AsyncGenerator<Uint8Array> {
      const first = Math.floor(start / MEDIA_CHUNK_BYTES);
      const last = size === 0 ? first + 1 : Math.floor(end / MEDIA_CHUNK_BYTES) + 1;
      const sealed = store.read(ref, first, last);
      const opened = cipher.openStream(binding, sealed, { totalChunks: chunkCount(size), firstIndex: first, endIndex: last });
      try {
        yield* slice(opened, start - first * MEDIA_CHUNK_BYTES, end - start + 1);
      } catch (error) {
        if (error instanceof MediaIntegrityError)
          logger?.warn({ mediaId: binding.mediaId, reason: error.reason }, "media could not be opened");
        throw error;
      }
    },
  };
}
