// Writing an imported entry with its photos and recordings (decision 053), the way the media
// service asks (media-service.ts): each item's bytes are streamed from the spooled ZIP and staged
// (sealed into the store under a fresh blob, outside any transaction, invisible), then the entry row
// and every item's row are inserted in one short transaction. A kill -9 before the commit leaves
// only bytes no row points to, which the media sweep removes; after it, the entry and all its
// media. An item whose bytes cannot be read (damaged in the ZIP, past 25 MB, no room left) is left
// out and listed in the summary's `failed`; the entry keeps its words and its other media. A photo
// that comes without a thumbnail gets one made here (thumbnail.ts), under an id derived from the
// photo's; one that cannot be made is left out silently (the drawer shows the photo itself). Each
// item is dated when Day One (or Ripple's export) says it was taken or recorded, else by its entry's
// date, a millisecond apart in the file's order so they keep it.
import { createHash } from "node:crypto";
import { MAX_PHOTOS_PER_ENTRY } from "../../domain/contract/media";
import { MEDIA_IMPORT_REASONS } from "../../domain/transfer/dayone-media";
import type { ImportFailure } from "../../domain/transfer/imported-entry";
import { uuidFromDigest } from "../../domain/transfer/imported-entry";
import type { Db } from "../db/create-db";
import type { EntryImport } from "../db/entry-import";
import { HttpError } from "../lib/http-error";
import type { MediaService, StagedMedia } from "../media/media-service";
import { makeThumbnail } from "../media/thumbnail";
import type { EntryWithMediaWriter } from "./import-service";
import type { FoundMedia } from "./zip-import";

const TOO_MANY_PHOTOS = `An entry keeps at most ${MAX_PHOTOS_PER_ENTRY} photos, so the entry was imported without this one.`;

/** The id of the thumbnail made for a photo: the same on every import of it. */
const thumbnailIdOf = (photoId: string): string =>
  uuidFromDigest(createHash("sha256").update(`ripple-thumbnail:${photoId}`, "utf8").digest());

function reasonFor(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) {
    return error.code === "media_quota_exceeded" ? MEDIA_IMPORT_REASONS.noRoom : MEDIA_IMPORT_REASONS.tooLarge;
  }
  return MEDIA_IMPORT_REASONS.damaged;
}

export function createMediaImportWriter(
  db: Db,
  entries: Pick<EntryImport, "insertWithin">,
  media: Pick<MediaService, "stage" | "attach" | "discardAll">,
): EntryWithMediaWriter {
  return async (userId, row, found) => {
    const failed: ImportFailure[] = [];
    const staged: StagedMedia[] = [];
    let photos = 0;
    const stagedPhotos = new Map<string, FoundMedia>();
    const entryTime = Date.parse(row.createdAt);
    let order = 0;
    const dated = (createdAt: string | null) => (createdAt ? new Date(createdAt) : new Date(entryTime + order++));
    for (const one of found) {
      const { item, open } = one;
      if (item.kind === "photo" && (photos += 1) > MAX_PHOTOS_PER_ENTRY) {
        failed.push({ name: item.label, reason: TOO_MANY_PHOTOS });
        continue;
      }
      // a thumbnail comes only with its photo
      if (item.kind === "thumbnail" && (item.of === null || !stagedPhotos.has(item.of))) continue;
      try {
        const body = await open();
        staged.push(
          await media.stage({
            userId,
            entryId: row.id,
            mediaId: item.id,
            kind: item.kind,
            contentType: item.contentType,
            sealed: false,
            body,
            of: item.of,
            durationMs: item.durationMs,
            width: item.width,
            height: item.height,
            createdAt: dated(item.createdAt),
          }),
        );
        if (item.kind === "photo") stagedPhotos.set(item.id, one);
      } catch (error) {
        failed.push({ name: item.label, reason: reasonFor(error) });
      }
    }
    const withThumbnail = new Set(staged.filter((item) => item.kind === "thumbnail").map((item) => item.of));
    for (const [photoId, photo] of stagedPhotos) {
      if (withThumbnail.has(photoId)) continue;
      const thumbnail = await makeThumbnail(await photo.open()).catch(() => null);
      if (!thumbnail) continue;
      try {
        staged.push(
          await media.stage({
            userId,
            entryId: row.id,
            mediaId: thumbnailIdOf(photoId),
            kind: "thumbnail",
            contentType: "image/jpeg",
            sealed: false,
            body: (async function* () {
              yield thumbnail.bytes;
            })(),
            of: photoId,
            width: thumbnail.width,
            height: thumbnail.height,
            createdAt: dated(photo.item.createdAt),
          }),
        );
      } catch {
        // no room for it: the drawer shows the photo itself
      }
    }
    try {
      const outcome = await db.transaction(async (tx) => {
        if (!(await entries.insertWithin(tx, userId, row))) return { written: false, unused: [] as StagedMedia[] };
        const unused: StagedMedia[] = [];
        for (const item of staged) if (!(await media.attach(tx, item)).created) unused.push(item);
        return { written: true, unused };
      });
      // the entry was there already (another import got there first): its staged bytes go
      if (!outcome.written) await media.discardAll(staged);
      else await media.discardAll(outcome.unused);
      return { written: outcome.written, failed };
    } catch (error) {
      await media.discardAll(staged);
      throw error;
    }
  };
}
