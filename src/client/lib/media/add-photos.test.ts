// addPhotos against a fetch this test answers: the limit of photos per entry, each photo then its
// thumbnail, the sealing of a private journal's photos, and the words a refusal brings.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "../../../domain/contract/media";
import { MAX_PHOTOS_PER_ENTRY, MEDIA_MESSAGES, MediaItemSchema, SEALED_MEDIA_HEADER } from "../../../domain/contract/media";
import { PHOTO_COPY } from "../../../domain/media/photos";
import { addPhotos } from "./add-photos";
import type { PreparedPhoto } from "./downscale";
import { UnreadableImageError } from "./downscale";
import { openMedia } from "./media-envelope";

interface Sent {
  url: URL;
  headers: Headers;
  body: Blob;
}

let sent: Sent[];
/** Answers each PUT: the stored item, or a refusal the test scripts. */
let answer: (request: Sent) => Response;

const stored = (request: Sent, status = 201): Response => {
  const q = request.url.searchParams;
  const mediaId = request.url.pathname.split("/").at(-1)!;
  const item: MediaItem = {
    id: mediaId,
    entryId: "entry-1",
    kind: q.get("kind") as MediaItem["kind"],
    contentType: q.get("type") ?? request.body.type,
    byteSize: request.body.size,
    sealed: request.headers.get(SEALED_MEDIA_HEADER) === "1",
    of: q.get("of"),
    durationMs: null,
    width: Number(q.get("width")),
    height: Number(q.get("height")),
    createdAt: "2026-11-26T10:00:00.000Z",
  };
  return Response.json(MediaItemSchema.parse(item), { status });
};

const refused = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

beforeEach(() => {
  sent = [];
  answer = (request) => stored(request);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      url: new URL(String(input), "http://ripple.test"),
      headers: new Headers(init?.headers),
      body: init?.body as Blob,
    };
    sent.push(request);
    return answer(request);
  });
});
afterEach(() => vi.unstubAllGlobals());

const jpeg = (bytes: string) => new Blob([bytes], { type: "image/jpeg" });
/** A stand-in for the canvas: a 2048 × 1536 "photo" and a 320 × 240 "thumbnail" made of the file's bytes. */
const prepare = async (file: Blob): Promise<PreparedPhoto> => {
  const text = await file.text();
  if (text === "broken") throw new UnreadableImageError();
  return {
    photo: { blob: jpeg(`photo of ${text}`), width: 2048, height: 1536 },
    thumbnail: { blob: jpeg(`thumbnail of ${text}`), width: 320, height: 240 },
  };
};
let ids = 0;
const makeId = () => `id-${++ids}`;
const files = (...names: string[]) => names.map((name) => new Blob([name], { type: "image/png" }));

describe("addPhotos", () => {
  beforeEach(() => (ids = 0));

  it("uploads each photo downscaled with its size, then its thumbnail of it", async () => {
    const progress: [number, number][] = [];
    const added: MediaItem[][] = [];
    const result = await addPhotos({
      entryId: "entry-1",
      files: files("a", "b"),
      held: 0,
      sealWith: null,
      prepare,
      makeId,
      onProgress: (done, total) => progress.push([done, total]),
      onAdded: (items) => added.push(items),
    });
    expect(result.problem).toBeNull();
    expect(result.photos).toBe(2);
    expect(sent.map((r) => `${r.url.pathname}?${r.url.searchParams}`)).toEqual([
      "/api/entries/entry-1/media/id-1?kind=photo&width=2048&height=1536",
      "/api/entries/entry-1/media/id-2?kind=thumbnail&of=id-1&width=320&height=240",
      "/api/entries/entry-1/media/id-3?kind=photo&width=2048&height=1536",
      "/api/entries/entry-1/media/id-4?kind=thumbnail&of=id-3&width=320&height=240",
    ]);
    expect(await sent[0]!.body.text()).toBe("photo of a");
    expect(sent[0]!.headers.get("content-type")).toBe("image/jpeg");
    expect(sent[0]!.headers.get(SEALED_MEDIA_HEADER)).toBeNull();
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    expect(added.map((items) => items.map((item) => `${item.kind}:${item.id}`))).toEqual([
      ["photo:id-1", "thumbnail:id-2"],
      ["photo:id-3", "thumbnail:id-4"],
    ]);
  });

  it(`takes no more than ${MAX_PHOTOS_PER_ENTRY} photos per entry and says so with the contract's words`, async () => {
    const result = await addPhotos({
      entryId: "entry-1",
      files: files("a", "b", "c"),
      held: MAX_PHOTOS_PER_ENTRY - 1,
      sealWith: null,
      prepare,
      makeId,
    });
    expect(result.photos).toBe(1);
    expect(sent.filter((r) => r.url.searchParams.get("kind") === "photo")).toHaveLength(1);
    expect(result.problem).toBe(`${MEDIA_MESSAGES.tooManyPhotos} 2 photos were not added.`);

    sent = [];
    const full = await addPhotos({ entryId: "entry-1", files: files("d"), held: MAX_PHOTOS_PER_ENTRY, sealWith: null, prepare, makeId });
    expect(sent).toEqual([]);
    expect(full.problem).toBe(`${MEDIA_MESSAGES.tooManyPhotos} One photo was not added.`);
  });

  it("seals a private journal's photo and thumbnail with the journal key, bound to the account and each item", async () => {
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    const result = await addPhotos({
      entryId: "entry-1",
      files: files("garden"),
      held: 0,
      sealWith: { key, userId: "user-1" },
      prepare,
      makeId,
    });
    expect(result.items.map((item) => [item.kind, item.sealed, item.contentType])).toEqual([
      ["photo", true, "image/jpeg"],
      ["thumbnail", true, "image/jpeg"],
    ]);
    const [photo, thumbnail] = sent;
    for (const request of [photo!, thumbnail!]) {
      expect(request.headers.get(SEALED_MEDIA_HEADER)).toBe("1");
      expect(request.headers.get("content-type")).toBe("application/octet-stream");
      expect(request.url.searchParams.get("type")).toBe("image/jpeg");
      expect(await request.body.text()).not.toContain("garden");
    }
    const opened = await openMedia(key, "user-1", "id-1", photo!.body, "image/jpeg");
    expect(await opened?.text()).toBe("photo of garden");
    expect(await (await openMedia(key, "user-1", "id-2", thumbnail!.body, "image/jpeg"))?.text()).toBe("thumbnail of garden");
    // bound: another account or another item does not open it
    expect(await openMedia(key, "user-2", "id-1", photo!.body, "image/jpeg")).toBeNull();
    expect(await openMedia(key, "user-1", "id-2", photo!.body, "image/jpeg")).toBeNull();
  });

  it("shows the server's words when there is no room left, and stops there", async () => {
    answer = (request) =>
      request.url.pathname.endsWith("id-3") ? refused(413, "media_quota_exceeded", MEDIA_MESSAGES.quotaExceeded) : stored(request);
    const added: MediaItem[][] = [];
    const result = await addPhotos({
      entryId: "entry-1",
      files: files("a", "b", "c"),
      held: 0,
      sealWith: null,
      prepare,
      makeId,
      onAdded: (items) => added.push(items),
    });
    expect(result.photos).toBe(1);
    expect(added).toHaveLength(1);
    expect(sent).toHaveLength(3);
    expect(result.problem).toBe(`${MEDIA_MESSAGES.quotaExceeded} One photo was not added.`);
    expect(result.quotaReached).toBe(true);
  });

  it("keeps a photo whose thumbnail was refused, and says why", async () => {
    answer = (request) =>
      request.url.searchParams.get("kind") === "thumbnail" ? refused(413, "media_too_large", MEDIA_MESSAGES.tooLarge) : stored(request);
    const result = await addPhotos({ entryId: "entry-1", files: files("a"), held: 0, sealWith: null, prepare, makeId });
    expect(result.photos).toBe(1);
    expect(result.items.map((item) => item.kind)).toEqual(["photo"]);
    expect(result.problem).toBe(MEDIA_MESSAGES.tooLarge);
    expect(result.quotaReached).toBe(false);
  });

  it("leaves out an image the browser cannot read and a file that is not an image, and adds the rest", async () => {
    const result = await addPhotos({
      entryId: "entry-1",
      files: [...files("broken", "fine"), new Blob(["%PDF"], { type: "application/pdf" })],
      held: 0,
      sealWith: null,
      prepare,
      makeId,
    });
    expect(result.photos).toBe(1);
    expect(result.problem).toBe(`${PHOTO_COPY.unreadable} ${MEDIA_MESSAGES.unsupportedType}`);
  });

  it("says the connection failed when Ripple cannot be reached", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const result = await addPhotos({ entryId: "entry-1", files: files("a"), held: 0, sealWith: null, prepare, makeId });
    expect(result.photos).toBe(0);
    expect(result.problem).toBe("Could not reach Ripple. Check your connection.");
  });
});
