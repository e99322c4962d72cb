// An entry's photos and recording over /api/entries/:entryId/media (decision 050): upload (sealed first in
// a private journal), fetch (opened here when sealed), delete, and the account's usage.
import type { MediaItem, MediaKind } from "../../../domain/contract/media";
import { MediaItemSchema, MediaUsageSchema, SEALED_MEDIA_HEADER } from "../../../domain/contract/media";
import { api, errorFromResponse, networkError } from "../api-client";
import { openMedia, sealMedia } from "./media-envelope";

const mediaPath = (entryId: string, mediaId: string) => `/api/entries/${entryId}/media/${mediaId}`;

export interface MediaUpload {
  entryId: string;
  /** The client's id (a UUID): sending it again is answered with the stored item. */
  mediaId: string;
  kind: MediaKind;
  file: Blob;
  /** A thumbnail's photo. */
  of?: string;
  durationMs?: number;
  width?: number;
  height?: number;
  /** A private journal's key and the account it belongs to: the file is sealed before it leaves. */
  sealWith?: { key: CryptoKey; userId: string } | null;
  signal?: AbortSignal;
}

export async function uploadMedia(upload: MediaUpload): Promise<MediaItem> {
  const query = new URLSearchParams({ kind: upload.kind });
  if (upload.of) query.set("of", upload.of);
  if (upload.durationMs !== undefined) query.set("durationMs", String(Math.round(upload.durationMs)));
  if (upload.width !== undefined) query.set("width", String(upload.width));
  if (upload.height !== undefined) query.set("height", String(upload.height));
  const headers: Record<string, string> = {};
  let body = upload.file;
  if (upload.sealWith) {
    body = await sealMedia(upload.sealWith.key, upload.sealWith.userId, upload.mediaId, upload.file);
    headers[SEALED_MEDIA_HEADER] = "1";
    // the real type travels in the query: the sealed body is application/octet-stream
    query.set("type", upload.file.type);
  }
  return api.put(`${mediaPath(upload.entryId, upload.mediaId)}?${query}`, MediaItemSchema, body, { headers, signal: upload.signal });
}

/** The item's bytes with their real type; a sealed item is opened with the journal key (null when it cannot be). */
export async function fetchMedia(item: MediaItem, openWith?: { key: CryptoKey; userId: string } | null): Promise<Blob | null> {
  let response: Response;
  try {
    response = await fetch(mediaPath(item.entryId, item.id), { credentials: "same-origin" });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  const bytes = await response.blob();
  if (!item.sealed) return bytes.type ? bytes : new Blob([bytes], { type: item.contentType });
  if (!openWith) return null;
  return openMedia(openWith.key, openWith.userId, item.id, bytes, item.contentType);
}

/** The item's URL for an <img> or <audio> when it is not sealed (the browser streams it and caches nothing private). */
export const mediaUrl = (item: MediaItem) => mediaPath(item.entryId, item.id);

export const deleteMedia = (item: Pick<MediaItem, "entryId" | "id">) => api.delete(mediaPath(item.entryId, item.id));

export const getMediaUsage = () => api.get("/api/media/usage", MediaUsageSchema);
