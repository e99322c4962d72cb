import { describe, expect, it } from "vitest";
import type { MediaItem } from "../contract/media";
import { MAX_PHOTOS_PER_ENTRY, PHOTO_MAX_EDGE, THUMBNAIL_EDGE } from "../contract/media";
import { PHOTO_COPY, entryPhotos, fitWithin, mergeMedia, photosToTake, sizeText } from "./photos";

const item = (id: string, overrides: Partial<MediaItem> = {}): MediaItem => ({
  id,
  entryId: "entry-1",
  kind: "photo",
  contentType: "image/jpeg",
  byteSize: 1000,
  sealed: false,
  of: null,
  durationMs: null,
  width: 2048,
  height: 1536,
  createdAt: "2026-11-26T10:00:00.000Z",
  ...overrides,
});

describe("fitWithin: the size a photo is drawn at", () => {
  it("brings a phone camera's landscape photo down to the longest side allowed, keeping its proportions", () => {
    expect(fitWithin(4032, 3024, PHOTO_MAX_EDGE)).toEqual({ width: 2048, height: 1536 });
  });

  it("brings a portrait photo down by its height", () => {
    expect(fitWithin(3024, 4032, PHOTO_MAX_EDGE)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(3024, 4032, THUMBNAIL_EDGE)).toEqual({ width: 240, height: 320 });
  });

  it("never enlarges a photo already within the limit", () => {
    expect(fitWithin(800, 600, PHOTO_MAX_EDGE)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 2048, PHOTO_MAX_EDGE)).toEqual({ width: 2048, height: 2048 });
  });

  it("rounds to whole pixels and keeps a very thin panorama at least one pixel high", () => {
    expect(fitWithin(3000, 1001, 320)).toEqual({ width: 320, height: 107 });
    expect(fitWithin(100_000, 10, 320)).toEqual({ width: 320, height: 1 });
  });

  it("keeps the longer side within the limit for any size", () => {
    for (const [w, h] of [
      [4097, 4095],
      [2049, 1],
      [1, 2049],
      [12345, 6789],
      [4000.5, 3000.2],
    ] as const) {
      const size = fitWithin(w, h, PHOTO_MAX_EDGE);
      expect(Math.max(size.width, size.height)).toBe(PHOTO_MAX_EDGE);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(1);
    }
  });

  it("refuses an image with no size", () => {
    expect(() => fitWithin(0, 100, 320)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN, 320)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, 0)).toThrow(RangeError);
  });
});

describe("photosToTake: the limit of photos per entry", () => {
  it("takes every photo chosen while there is room", () => {
    expect(photosToTake(0, 3)).toEqual({ take: 3, leftOut: 0 });
    expect(photosToTake(MAX_PHOTOS_PER_ENTRY - 3, 3)).toEqual({ take: 3, leftOut: 0 });
  });

  it("takes as many as fit and says how many were left out", () => {
    expect(photosToTake(MAX_PHOTOS_PER_ENTRY - 2, 5)).toEqual({ take: 2, leftOut: 3 });
    expect(photosToTake(0, MAX_PHOTOS_PER_ENTRY + 1)).toEqual({ take: MAX_PHOTOS_PER_ENTRY, leftOut: 1 });
  });

  it("takes none into a full entry, or one over the limit", () => {
    expect(photosToTake(MAX_PHOTOS_PER_ENTRY, 1)).toEqual({ take: 0, leftOut: 1 });
    expect(photosToTake(MAX_PHOTOS_PER_ENTRY + 4, 2)).toEqual({ take: 0, leftOut: 2 });
  });
});

describe("entryPhotos: an entry's photos with their thumbnails", () => {
  it("pairs each photo with its thumbnail and leaves recordings and thumbnails out of the list", () => {
    const first = item("p1", { createdAt: "2026-11-26T10:00:00.000Z" });
    const second = item("p2", { createdAt: "2026-11-26T10:05:00.000Z" });
    const thumb = item("t2", { kind: "thumbnail", of: "p2", width: 320, height: 240 });
    const audio = item("a1", { kind: "audio", contentType: "audio/webm", width: null, height: null, durationMs: 5000 });
    expect(entryPhotos([thumb, second, audio, first])).toEqual([{ photo: first }, { photo: second, thumbnail: thumb }]);
  });

  it("has no photos for an entry without media", () => {
    expect(entryPhotos(undefined)).toEqual([]);
    expect(entryPhotos([])).toEqual([]);
  });
});

describe("mergeMedia: the entry's media as this view knows it", () => {
  it("adds what was uploaded here, once, and drops a deleted photo with its thumbnail", () => {
    const photo = item("p1");
    const thumb = item("t1", { kind: "thumbnail", of: "p1" });
    const other = item("p2");
    expect(mergeMedia([photo, thumb], [photo, other], new Set())).toEqual([photo, thumb, other]);
    expect(mergeMedia([photo, thumb], [other], new Set(["p1"]))).toEqual([other]);
  });
});

describe("sizeText: a size as a person reads it", () => {
  it("uses decimal units with one decimal below 100", () => {
    expect(sizeText(0)).toBe("0 bytes");
    expect(sizeText(999)).toBe("999 bytes");
    expect(sizeText(740_400)).toBe("740 kB");
    expect(sizeText(12_480_000)).toBe("12.5 MB");
    expect(sizeText(1024 * 1024 * 1024)).toBe("1.1 GB");
    expect(PHOTO_COPY.usage(1_000_000_000, 1_000_000_000)).toBe("Your journal's photos and recordings use 1 GB of 1 GB.");
  });
});
