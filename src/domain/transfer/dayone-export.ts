// Ripple's journal in Day One's layout (GET /api/export?format=dayone, decision 053): Journal.json
// with one Day One entry per ripple (`uuid`, `creationDate`, `modifiedDate`, `text` with Day One's
// photo markers, `tags`, `photos`, `audios`) beside photos/<md5>.<type> and audios/<md5>.<ext>, so
// Day One reads it. Each entry also carries a `ripple` key with the entry as Ripple keeps it (its
// feeling, analysis and edits, which Day One has no field for) and every media item's id, kind,
// type and path (thumbnails, which Day One does not have, under thumbnails/), so Ripple reads its
// own export back identical. The bytes are the caller's to stream; this only names them. Pure.
import type { MediaItem } from "../contract/media";
import type { JournalEntry } from "../types";
import { extensionOf } from "./dayone-media";

/** A media item with the MD5 of its bytes (Day One names its files by it). */
export type HashedMedia = MediaItem & { md5: string };

/** One file of the export: where it goes in the ZIP and which item's bytes it holds. */
interface DayOneExportFile {
  path: string;
  entryId: string;
  mediaId: string;
  byteSize: number;
}

export interface DayOneExport {
  /** Journal.json's content. */
  journal: { metadata: { version: string }; entries: Record<string, unknown>[] };
  files: DayOneExportFile[];
}

const dayOneId = (id: string) => id.replace(/-/g, "").toUpperCase();
const FOLDERS = { photo: "photos", audio: "audios", thumbnail: "thumbnails" } as const;

/** Day One's UTC form without milliseconds (`2025-03-04T09:15:00Z`). */
const dayOneDate = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

export function dayOneExport(entries: readonly { entry: JournalEntry; media: readonly HashedMedia[] }[]): DayOneExport {
  const files: DayOneExportFile[] = [];
  // the same bytes twice (one photo in two entries) are one file, as in Day One's own exports
  const written = new Set<string>();
  const out = entries.map(({ entry, media }) => {
    const pathOf = (item: HashedMedia) => `${FOLDERS[item.kind]}/${item.md5}.${extensionOf(item.contentType)}`;
    for (const item of media) {
      const path = pathOf(item);
      if (written.has(path)) continue;
      written.add(path);
      files.push({ path, entryId: entry.id, mediaId: item.id, byteSize: item.byteSize });
    }
    const photos = media.filter((item) => item.kind === "photo");
    const audios = media.filter((item) => item.kind === "audio");
    const markers = [
      ...photos.map((item) => `![](dayone-moment://${dayOneId(item.id)})`),
      ...audios.map((item) => `![](dayone-moment:/audio/${dayOneId(item.id)})`),
    ];
    return {
      uuid: dayOneId(entry.id),
      creationDate: dayOneDate(entry.createdAt),
      modifiedDate: dayOneDate(entry.updatedAt),
      timeZone: "UTC",
      starred: false,
      text: [entry.entryText, ...markers].join("\n\n"),
      tags: entry.themes,
      ...(photos.length > 0
        ? {
            photos: photos.map((item, index) => ({
              identifier: dayOneId(item.id),
              md5: item.md5,
              type: extensionOf(item.contentType),
              orderInEntry: index,
              date: dayOneDate(item.createdAt),
              fileSize: item.byteSize,
              ...(item.width !== null ? { width: item.width } : {}),
              ...(item.height !== null ? { height: item.height } : {}),
            })),
          }
        : {}),
      ...(audios.length > 0
        ? {
            audios: audios.map((item) => ({
              identifier: dayOneId(item.id),
              md5: item.md5,
              format: extensionOf(item.contentType),
              date: dayOneDate(item.createdAt),
              fileSize: item.byteSize,
              duration: (item.durationMs ?? 0) / 1000,
            })),
          }
        : {}),
      ripple: {
        entry,
        media: media.map((item) => ({
          id: item.id,
          kind: item.kind,
          contentType: item.contentType,
          of: item.of,
          durationMs: item.durationMs,
          width: item.width,
          height: item.height,
          createdAt: item.createdAt,
          file: pathOf(item),
        })),
      },
    };
  });
  return { journal: { metadata: { version: "1.0" }, entries: out }, files };
}
