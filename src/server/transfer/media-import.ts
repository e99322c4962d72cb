// Writing an imported entry with its photos and recordings (decision 053), the way the media
// service asks (media-service.ts): each item's bytes are streamed from the spooled ZIP and staged
// (sealed into the store under a fresh blob, outside any transaction, invisible), then the entry row
// and every item's row are inserted in one short transaction. A kill -9 before the commit leaves
// only bytes no row points to, which the media sweep removes; after it, the entry and all its
// media. An item whose bytes cannot be read (damaged in the ZIP, past 25 MB, no room left) is left
// out and listed in the summary's `failed`; the entry keeps its words and its other media.
import { MAX_PHOTOS_PER_ENTRY } from "../../domain/contract/media";
import { MEDIA_IMPORT_REASONS } from "../../domain/transfer/dayone-media";
import type { ImportFailure } from "../../domain/transfer/imported-entry";
import type { Db } from "../db/create-db";
import type { EntryImport } from "../db/entry-import";
import { HttpError } from "../lib/http-error";
import type { MediaService, StagedMedia } from "../media/media-service";
import type { EntryWithMediaWriter } from "./import-service";

const TOO_MANY_PHOTOS = `An entry keeps at most ${MAX_PHOTOS_PER_ENTRY} photos, so the entry was imported without this one.`;

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
    const stagedPhotos = new Set<string>();
    for (const { item, open } of found) {
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
          }),
        );
        if (item.kind === "photo") stagedPhotos.add(item.id);
      } catch (error) {
        failed.push({ name: item.label, reason: reasonFor(error) });
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
