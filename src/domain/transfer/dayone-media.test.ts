// The media a Day One entry lists (dayone-media.ts) and Ripple's own Day One export (dayone-export.ts):
// paths and stems to look for, ids, types, what cannot come in, and the export read back the same.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../contract/media";
import type { JournalEntry } from "../types";
import { dayOneExport } from "./dayone-export";
import { dayOneEntryItem } from "./dayone-import";
import { MEDIA_IMPORT_REASONS, dayOneMedia, extensionOf, typeOfExtension } from "./dayone-media";

const sha256 = (text: string) => createHash("sha256").update(text).digest();
const ENTRY = "0f8e6a2c-4b1d-4e3f-9a7b-5c6d7e8f9a0b";

describe("Day One media", () => {
  it("names where a photo and a recording are: by md5 with the type Day One gives, then by md5 or identifier in the folder", () => {
    const { media, problems } = dayOneMedia(
      {
        photos: [
          {
            identifier: "0A1B2C3D4E5F40718293A4B5C6D7E8F9",
            md5: "ABCDEF0123456789ABCDEF0123456789",
            type: "jpeg",
            width: 3024,
            height: 4032,
          },
        ],
        audios: [{ identifier: "AUDIO1", md5: "fedcba9876543210fedcba9876543210", format: "m4a", duration: 12.25 }],
      },
      ENTRY,
      sha256,
    );
    expect(problems).toEqual([]);
    expect(media[0]).toMatchObject({
      id: "0a1b2c3d-4e5f-4071-8293-a4b5c6d7e8f9",
      kind: "photo",
      contentType: "image/jpeg",
      width: 3024,
      height: 4032,
      paths: ["photos/abcdef0123456789abcdef0123456789.jpeg", "photos/0A1B2C3D4E5F40718293A4B5C6D7E8F9.jpeg"],
      folder: "photos",
      stems: ["abcdef0123456789abcdef0123456789", "0A1B2C3D4E5F40718293A4B5C6D7E8F9"],
      label: "photo 1",
    });
    expect(media[1]).toMatchObject({ kind: "audio", contentType: "audio/mp4", durationMs: 12_250, folder: "audios", label: "recording 1" });
    // an identifier that is not a UUID gets a stable name-based id within its entry
    const again = dayOneMedia({ audios: [{ identifier: "AUDIO1", format: "aac" }] }, ENTRY, sha256).media[0]!;
    expect(again.id).toBe(media[1]!.id);
    expect(dayOneMedia({ audios: [{ identifier: "AUDIO1" }] }, "another-entry", sha256).media[0]!.id).not.toBe(media[1]!.id);
  });

  it("lists a type Ripple does not keep, and an item with no name at all, as problems", () => {
    const { media, problems } = dayOneMedia(
      { photos: [{ identifier: "X", type: "tiff" }, {}], audios: [{ identifier: "Y", format: "flac" }] },
      ENTRY,
      sha256,
    );
    expect(media).toEqual([]);
    expect(problems).toEqual([
      { label: "photo 1", reason: MEDIA_IMPORT_REASONS.unsupported },
      { label: "photo 2", reason: MEDIA_IMPORT_REASONS.missing },
      { label: "recording 1", reason: MEDIA_IMPORT_REASONS.unsupported },
    ]);
  });

  it("maps types and extensions both ways", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/heic"])
      expect(typeOfExtension("photo", extensionOf(type))).toBe(type);
    for (const type of ["audio/mp4", "audio/aac", "audio/mpeg", "audio/wav", "audio/webm", "audio/ogg"])
      expect(typeOfExtension("audio", extensionOf(type))).toBe(type);
    expect(typeOfExtension("photo", "tiff")).toBeNull();
  });
});

describe("Ripple's Day One export", () => {
  const entry: JournalEntry = {
    id: ENTRY,
    entryText: "A long walk \\. with a backslash kept",
    emotion: "calm",
    language: "en",
    duration: 42,
    emotionIntensity: 4,
    mood: "positive",
    wellnessScore: 7,
    aiInsights: null,
    aiSuggestions: [],
    themes: ["walks"],
    isAiGenerated: false,
    createdAt: "2025-03-04T09:15:00.000Z",
    updatedAt: "2025-03-04T09:20:00.000Z",
    emotionSetBy: "person",
  };
  const item = (id: string, kind: MediaItem["kind"], contentType: string, of: string | null = null) => ({
    id,
    entryId: ENTRY,
    kind,
    contentType,
    byteSize: 10,
    sealed: false,
    of,
    durationMs: kind === "audio" ? 3000 : null,
    width: kind === "audio" ? null : 40,
    height: kind === "audio" ? null : 30,
    createdAt: "2025-03-04T09:16:00.000Z",
    md5: createHash("md5").update(id).digest("hex"),
  });
  const photo = item("1a2b3c4d-0000-4000-8000-000000000001", "photo", "image/jpeg");
  const thumbnail = item("1a2b3c4d-0000-4000-8000-000000000002", "thumbnail", "image/webp", photo.id);
  const audio = item("1a2b3c4d-0000-4000-8000-000000000003", "audio", "audio/webm");

  it("writes Day One's fields and files, and reads back as the same entry with the same media", () => {
    const { journal, files } = dayOneExport([{ entry, media: [photo, thumbnail, audio] }]);
    const [exported] = journal.entries as Record<string, unknown>[];
    expect(exported).toMatchObject({
      uuid: "0F8E6A2C4B1D4E3F9A7B5C6D7E8F9A0B",
      creationDate: "2025-03-04T09:15:00Z",
      modifiedDate: "2025-03-04T09:20:00Z",
      photos: [{ identifier: "1A2B3C4D000040008000000000000001", md5: photo.md5, type: "jpeg", width: 40, height: 30 }],
      audios: [{ identifier: "1A2B3C4D000040008000000000000003", md5: audio.md5, format: "webm", duration: 3 }],
    });
    expect(String(exported!.text)).toContain("![](dayone-moment://1A2B3C4D000040008000000000000001)");
    expect(files.map((file) => file.path)).toEqual([
      `photos/${photo.md5}.jpeg`,
      `thumbnails/${thumbnail.md5}.webp`,
      `audios/${audio.md5}.webm`,
    ]);
    const read = dayOneEntryItem(JSON.parse(JSON.stringify(exported)), 0, "Journal.json", sha256);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.entry).toMatchObject({ id: ENTRY, createdAt: entry.createdAt, updatedAt: entry.updatedAt, entryText: entry.entryText });
    expect(read.entry.analysis).toMatchObject({ emotion: "calm", emotionSetBy: "person", themes: ["walks"] });
    expect(read.entry.media!.map(({ id, kind, contentType, of, paths }) => ({ id, kind, contentType, of, paths }))).toEqual([
      { id: photo.id, kind: "photo", contentType: "image/jpeg", of: null, paths: [`photos/${photo.md5}.jpeg`] },
      { id: thumbnail.id, kind: "thumbnail", contentType: "image/webp", of: photo.id, paths: [`thumbnails/${thumbnail.md5}.webp`] },
      { id: audio.id, kind: "audio", contentType: "audio/webm", of: null, paths: [`audios/${audio.md5}.webm`] },
    ]);
  });
});
