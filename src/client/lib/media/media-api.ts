// An entry's photos and recording over /api/entries/:entryId/media (decision 050): upload (sealed first in
// a private journal), fetch (opened here when sealed), delete, and the account's usage.
import type { MediaItem, MediaKind } from "../../../domain/contract/media";
import { SEALED_MEDIA_HEADER } from "../../../domain/contract/media";
import { pathOf, routes } from "../../../domain/contract/routes";
import { api, fetchAnswer } from "../api-client";
import { openMedia, sealMedia } from "./media-envelope";

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
  const headers: Record<string, string> = {};
  let body = upload.file;
  if (upload.sealWith) {
    body = await sealMedia(upload.sealWith.key, upload.sealWith.userId, upload.mediaId, upload.file);
    headers[SEALED_MEDIA_HEADER] = "1";
  }
  const path = pathOf(
    routes.mediaPut,
    { entryId: upload.entryId, mediaId: upload.mediaId },
    {
      kind: upload.kind,
      of: upload.of || undefined,
      durationMs: upload.durationMs === undefined ? undefined : Math.round(upload.durationMs),
      width: upload.width,
      height: upload.height,
      // the real type travels in the query: the sealed body is application/octet-stream
      type: upload.sealWith ? upload.file.type : undefined,
    },
  );
  return api.put(path, routes.mediaPut.response, body, { headers, signal: upload.signal });
}

/** The item's bytes with their real type; a sealed item is opened with the journal key (null when it cannot be). */
export async function fetchMedia(item: MediaItem, openWith?: { key: CryptoKey; userId: string } | null): Promise<Blob | null> {
  const response = await fetchAnswer("GET", pathOf(routes.mediaGet, { entryId: item.entryId, mediaId: item.id }), undefined, {}, "*/*");
  const bytes = await response.blob();
  if (!item.sealed) return bytes.type ? bytes : new Blob([bytes], { type: item.contentType });
  if (!openWith) return null;
  return openMedia(openWith.key, openWith.userId, item.id, bytes, item.contentType);
}

/** The item's URL for an <img> or <audio> when it is not sealed (the browser streams it and caches nothing private). */
export const mediaUrl = (item: MediaItem) => pathOf(routes.mediaGet, { entryId: item.entryId, mediaId: item.id });

export const deleteMedia = (item: Pick<MediaItem, "entryId" | "id">) =>
  api.delete(pathOf(routes.mediaDelete, { entryId: item.entryId, mediaId: item.id }));

export const getMediaUsage = () => api.get(pathOf(routes.mediaUsage), routes.mediaUsage.response);
