// The photos and recordings of a journal turned private or back, against a fetch this test answers as
// the media routes do (idempotent PUT on the client's id, a photo's thumbnails deleted with it): each
// photo then its thumbnail naming the photo's copy, then the delete; the copies sealed with the key
// (format byte 0x80) and their sizes kept; nothing deleted before its copy is stored; a failing upload
// stops the switch and a later run goes on without duplicates; and turning off gives the bytes back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaItem, MediaKind } from "../../../../domain/contract/media";
import { MediaItemSchema, SEALED_MEDIA_HEADER } from "../../../../domain/contract/media";
import { openMedia } from "../../../lib/media/media-envelope";
import { switchJournalMedia, switchedMediaId } from "./switch-media";
import type { Progress } from "./switch-journal";

const ENTRY = "0b9f6a57-3f0e-4b8e-9b35-5b2d8f1f0a01";
const PHOTO = "1c3e2a10-0000-4000-8000-000000000001";
const THUMB = "1c3e2a10-0000-4000-8000-000000000002";
const AUDIO = "1c3e2a10-0000-4000-8000-000000000003";

interface Stored {
  item: MediaItem;
  bytes: Uint8Array;
}

/** The media routes as the test sees them: the items, every request in order, and a failure to script. */
let items: Map<string, Stored>;
let log: string[];
let failPut: ((id: string) => boolean) | null;

function add(id: string, kind: MediaKind, text: string, extra: Partial<MediaItem> = {}) {
  const bytes = new TextEncoder().encode(text);
  const item: MediaItem = {
    id,
    entryId: ENTRY,
    kind,
    contentType: kind === "audio" ? "audio/webm" : "image/jpeg",
    byteSize: bytes.length,
    sealed: false,
    of: null,
    durationMs: null,
    width: null,
    height: null,
    createdAt: "2026-11-26T10:00:00.000Z",
    ...extra,
  };
  items.set(id, { item, bytes });
}

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://ripple.test");
  const method = init?.method ?? "GET";
  const id = url.pathname.split("/").at(-1)!;
  const kind = items.get(id)?.item.kind;
  log.push(`${method} ${kind ?? url.searchParams.get("kind")} ${id}`);
  if (method === "GET") {
    const stored = items.get(id);
    return stored
      ? new Response(new Blob([stored.bytes as BlobPart]))
      : Response.json({ error: { code: "not_found", message: "gone" } }, { status: 404 });
  }
  if (method === "DELETE") {
    const stored = items.get(id)!;
    items.delete(id);
    if (stored.item.kind === "photo") for (const [other, { item }] of items) if (item.of === id) items.delete(other);
    return new Response(null, { status: 204 });
  }
  // PUT
  if (items.has(id)) return Response.json(items.get(id)!.item, { status: 200 });
  if (failPut?.(id)) return Response.json({ error: { code: "unavailable", message: "Try again later" } }, { status: 503 });
  const q = url.searchParams;
  const headers = new Headers(init?.headers);
  const body = new Uint8Array(await (init?.body as Blob).arrayBuffer());
  const sealed = headers.get(SEALED_MEDIA_HEADER) === "1";
  const number = (name: string) => (q.has(name) ? Number(q.get(name)) : null);
  const item = MediaItemSchema.parse({
    id,
    entryId: ENTRY,
    kind: q.get("kind"),
    contentType: sealed ? q.get("type") : (init?.body as Blob).type,
    byteSize: body.length,
    sealed,
    of: q.get("of"),
    durationMs: number("durationMs"),
    width: number("width"),
    height: number("height"),
    createdAt: "2026-11-26T11:00:00.000Z",
  });
  items.set(id, { item, bytes: body });
  return Response.json(item, { status: 201 });
}

beforeEach(() => {
  items = new Map();
  log = [];
  failPut = null;
  vi.stubGlobal("fetch", vi.fn(answer));
  add(PHOTO, "photo", "the photo's bytes", { width: 2048, height: 1536 });
  add(THUMB, "thumbnail", "the thumbnail's bytes", { of: PHOTO, width: 320, height: 240 });
  add(AUDIO, "audio", "the recording's bytes", { durationMs: 4200 });
});
afterEach(() => vi.unstubAllGlobals());

const journal = async () => ({
  key: await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]),
  userId: "user-1",
});
const list = async () => [...items.values()].map(({ item }) => item);
const text = async (blob: Blob | null) => (blob ? new TextDecoder().decode(await blob.arrayBuffer()) : null);

describe("switchJournalMedia", () => {
  it("turning on: each photo sealed and stored, then its thumbnail naming the copy, then the clear one deleted; sizes kept", async () => {
    const key = await journal();
    const photo = await switchedMediaId("seal", PHOTO);
    const thumb = await switchedMediaId("seal", THUMB);
    const audio = await switchedMediaId("seal", AUDIO);
    const progress: Progress[] = [];
    const result = await switchJournalMedia("seal", key, list, (p) => progress.push(p));

    expect(result.unopened).toEqual([]);
    expect(log).toEqual([
      `GET photo ${PHOTO}`,
      `PUT photo ${photo}`,
      `GET thumbnail ${THUMB}`,
      `PUT thumbnail ${thumb}`,
      `DELETE photo ${PHOTO}`,
      `GET audio ${AUDIO}`,
      `PUT audio ${audio}`,
      `DELETE audio ${AUDIO}`,
    ]);
    expect(progress).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    // no clear item is left; every copy is the browser's envelope and opens with the key to the same bytes
    expect([...items.keys()].sort()).toEqual([photo, thumb, audio].sort());
    for (const { item, bytes } of items.values()) {
      expect(item.sealed).toBe(true);
      expect(bytes[0]).toBe(0x80);
    }
    expect(items.get(photo)!.item).toMatchObject({ kind: "photo", contentType: "image/jpeg", width: 2048, height: 1536, of: null });
    expect(items.get(thumb)!.item).toMatchObject({ kind: "thumbnail", of: photo, width: 320, height: 240 });
    expect(items.get(audio)!.item).toMatchObject({ kind: "audio", contentType: "audio/webm", durationMs: 4200 });
    const opened = await openMedia(key.key, key.userId, photo, new Blob([items.get(photo)!.bytes as BlobPart]), "image/jpeg");
    expect(await text(opened)).toBe("the photo's bytes");
  });

  it("a failing upload stops it with nothing deleted; run again, it goes on from there without a second copy", async () => {
    const key = await journal();
    const thumb = await switchedMediaId("seal", THUMB);
    failPut = (id) => id === thumb;
    await expect(switchJournalMedia("seal", key, list)).rejects.toThrow("Try again later");
    // the sealed photo is stored, but its clear original and thumbnail are still there, and the recording untouched
    expect(log.filter((line) => line.startsWith("DELETE"))).toEqual([]);
    expect([...items.values()].filter(({ item }) => !item.sealed).map(({ item }) => item.id)).toEqual([PHOTO, THUMB, AUDIO]);

    failPut = null;
    log = [];
    await switchJournalMedia("seal", key, list);
    expect(log.filter((line) => line.startsWith("PUT"))).toHaveLength(3); // the photo's again answered with the stored copy
    expect(items.size).toBe(3);
    expect([...items.values()].every(({ item }) => item.sealed)).toBe(true);

    // and once all is done, another run has nothing to do
    log = [];
    expect(await switchJournalMedia("seal", key, list)).toEqual({ unopened: [] });
    expect(log).toEqual([]);
  });

  it("never deletes an item before its copy is stored", async () => {
    const key = await journal();
    const deleted: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const id = String(input).split("?")[0]!.split("/").at(-1)!;
        if (init?.method === "DELETE") {
          expect(items.has(await switchedMediaId("seal", id))).toBe(true);
          deleted.push(id);
        }
        return answer(input, init);
      }),
    );
    await switchJournalMedia("seal", key, list);
    expect(deleted).toEqual([PHOTO, AUDIO]);
  });

  it("turning off: the sealed copies opened and stored in the clear, the sealed ones deleted; an item the key cannot open is left and named", async () => {
    const key = await journal();
    await switchJournalMedia("seal", key, list);
    const stranger = "1c3e2a10-0000-4000-8000-000000000009";
    add(stranger, "audio", "sealed with another key", { sealed: true });
    log = [];
    const result = await switchJournalMedia("open", key, list);
    expect(result.unopened.map((item) => item.id)).toEqual([stranger]);
    const clear = [...items.values()].filter(({ item }) => !item.sealed);
    expect(clear.map(({ item }) => [item.kind, new TextDecoder().decode(items.get(item.id)!.bytes)]).sort()).toEqual([
      ["audio", "the recording's bytes"],
      ["photo", "the photo's bytes"],
      ["thumbnail", "the thumbnail's bytes"],
    ]);
    const photo = clear.find(({ item }) => item.kind === "photo")!.item;
    expect(clear.find(({ item }) => item.kind === "thumbnail")!.item.of).toBe(photo.id);
    expect(photo).toMatchObject({ width: 2048, height: 1536, sealed: false });
    expect([...items.values()].filter(({ item }) => item.sealed).map(({ item }) => item.id)).toEqual([stranger]);
  });

  it("makes the copy's id from the old one: the same each time, a UUID, different each way", async () => {
    const sealed = await switchedMediaId("seal", PHOTO);
    expect(await switchedMediaId("seal", PHOTO.toUpperCase())).toBe(sealed);
    expect(sealed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await switchedMediaId("open", PHOTO)).not.toBe(sealed);
    expect(await switchedMediaId("seal", THUMB)).not.toBe(sealed);
  });
});
