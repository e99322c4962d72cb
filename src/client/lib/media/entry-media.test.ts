// An entry's recording read from the media list it carries (decision 051): the audio item, none on
// an entry without the list (kept by an earlier version) or with only photos, a damaged item skipped.
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../../domain/contract/media";
import { keptAudioType, recordingOf } from "./entry-media";

const item = (overrides: Partial<MediaItem>): MediaItem => ({
  id: "m1",
  entryId: "e1",
  kind: "audio",
  contentType: "audio/webm",
  byteSize: 1200,
  sealed: false,
  of: null,
  durationMs: 7400,
  width: null,
  height: null,
  createdAt: "2026-11-22T08:00:00.000Z",
  ...overrides,
});

describe("an entry's recording", () => {
  it("is its audio item", () => {
    const photo = item({ id: "p1", kind: "photo", contentType: "image/jpeg", durationMs: null, width: 10, height: 10 });
    expect(recordingOf({ id: "e1", media: [photo, item({})] })).toEqual(item({}));
  });

  it("is none without the list, with photos only, or with a damaged item", () => {
    expect(recordingOf({ id: "e1" })).toBeNull();
    expect(recordingOf({ id: "e1", media: [item({ kind: "photo" })] })).toBeNull();
    expect(recordingOf({ id: "e1", media: [{ ...item({}), byteSize: "big" }] })).toBeNull();
    expect(recordingOf({ id: "e1", media: "nope" })).toBeNull();
  });
});

describe("the type a recording is kept with", () => {
  it("is the container without its codec", () => {
    expect(keptAudioType("audio/webm;codecs=opus")).toBe("audio/webm");
    expect(keptAudioType("audio/mp4")).toBe("audio/mp4");
    expect(keptAudioType("")).toBe("audio/webm");
  });
});
