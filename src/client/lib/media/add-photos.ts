// Adding photos to an entry (decision 052): as many as the entry has room for (MAX_PHOTOS_PER_ENTRY),
// each made ready in the browser (downscale.ts) and uploaded as a photo, then its thumbnail as a
// thumbnail `of` it; a private journal's are sealed with the journal key before they leave. One at a
// time, so the person sees how far it is and a refusal (no room left, too large) stops the rest.
import type { MediaItem } from "../../../domain/contract/media";
import { MEDIA_MESSAGES } from "../../../domain/contract/media";
import { PHOTO_COPY, photosToTake } from "../../../domain/media/photos";
import { ApiError, getErrorMessage } from "../api-client";
import { newId } from "../new-id";
import type { PreparedPhoto } from "./downscale";
import { downscalePhoto } from "./downscale";
import { uploadMedia } from "./media-api";

export interface AddPhotos {
  entryId: string;
  files: readonly Blob[];
  /** Photos the entry holds now. */
  held: number;
  /** A private journal's key and account: each file is sealed before it leaves. */
  sealWith: { key: CryptoKey; userId: string } | null;
  /** After each photo (and its thumbnail) is stored: its items. */
  onAdded?: (items: MediaItem[]) => void;
  /** Before each photo: how many are done of how many are being added. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Tests pass their own; the browser's canvas otherwise. */
  prepare?: (file: Blob) => Promise<PreparedPhoto>;
  makeId?: () => string;
}

export interface PhotosAdded {
  /** The photos stored (each with its thumbnail when that was stored too). */
  items: MediaItem[];
  photos: number;
  /** What the person should read when not every photo chosen was added; null when all were. */
  problem: string | null;
  /** The server said the account's room for media is full. */
  quotaReached: boolean;
}

/** Any image the browser may decode (a file of no stated type is tried too: some systems give HEIC none); what is uploaded is always a JPEG. */
const isImage = (file: Blob) => file.type === "" || file.type.startsWith("image/");

const joined = (...parts: (string | null)[]) => parts.filter((part) => part).join(" ") || null;

export async function addPhotos(request: AddPhotos): Promise<PhotosAdded> {
  const prepare = request.prepare ?? downscalePhoto;
  const makeId = request.makeId ?? newId;
  const images = request.files.filter(isImage);
  const notImages = request.files.length - images.length;
  const { take, leftOut } = photosToTake(request.held, images.length);
  const chosen = images.slice(0, take);
  const items: MediaItem[] = [];
  let photos = 0;
  let unreadable = 0;
  let failure: string | null = null;
  let quotaReached = false;

  for (const [index, file] of chosen.entries()) {
    request.onProgress?.(index, chosen.length);
    let prepared: PreparedPhoto;
    try {
      prepared = await prepare(file);
    } catch {
      // not decoded (UnreadableImageError), or no canvas to draw it on: it is not added
      unreadable += 1;
      continue;
    }
    const common = { entryId: request.entryId, sealWith: request.sealWith, signal: request.signal };
    const photoId = makeId();
    let stored: MediaItem[];
    try {
      const photo = await uploadMedia({ ...common, mediaId: photoId, kind: "photo", file: prepared.photo.blob, ...size(prepared.photo) });
      stored = [photo];
      photos += 1;
    } catch (error) {
      failure = uploadProblem(error, chosen.length - index - 1);
      quotaReached = isQuotaRefusal(error);
      break;
    }
    try {
      const { blob, ...dimensions } = prepared.thumbnail;
      stored.push(await uploadMedia({ ...common, mediaId: makeId(), kind: "thumbnail", of: photoId, file: blob, ...dimensions }));
    } catch (error) {
      // the photo is kept: without its thumbnail the gallery shows the photo itself
      failure = uploadProblem(error, chosen.length - index - 1);
      quotaReached = isQuotaRefusal(error);
      items.push(...stored);
      request.onAdded?.(stored);
      break;
    }
    items.push(...stored);
    request.onAdded?.(stored);
  }
  request.onProgress?.(chosen.length, chosen.length);

  return {
    items,
    photos,
    quotaReached,
    problem: joined(
      failure,
      unreadable > 0 ? PHOTO_COPY.unreadable : null,
      notImages > 0 ? MEDIA_MESSAGES.unsupportedType : null,
      leftOut > 0 ? `${MEDIA_MESSAGES.tooManyPhotos} ${PHOTO_COPY.leftOut(leftOut)}` : null,
    ),
  };
}

const isQuotaRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 413 && error.message === MEDIA_MESSAGES.quotaExceeded;

const size = ({ width, height }: { width: number; height: number }) => ({ width, height });

/** The server's words for a refusal (no room left, too large, the entry gone), else the connection's; and how many were not tried. */
function uploadProblem(error: unknown, notTried: number): string {
  const message = error instanceof ApiError ? error.message : getErrorMessage(error);
  return notTried > 0 ? `${message} ${PHOTO_COPY.leftOut(notTried)}` : message;
}
