// Sending a kept recording once its entry is saved (decision 051), against a fetch the test answers:
// an audio item with the client's id and its length, the bytes as they were recorded; a recording
// whose entry is still in the outbox waits; no answer keeps it for the next round, which sends it
// (the same id) and lets it go; an entry that is gone lets its recording go; a refusal keeps it and
// the round goes on; in a private journal the bytes leave sealed and open again only with the key,
// for this account and this item.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "../../../../domain/contract/media";
import { openMedia } from "../../../lib/media/media-envelope";
import { forgetRecording, keepRecording, readKeptRecordings } from "../../../lib/outbox/pending-recordings";
import type { PendingRecording } from "../../../lib/outbox/pending-recordings";
import { sendRecordings, uploadRecording } from "./recording-sync";

const ENTRY = "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01";
const MEDIA = "0b7d9a8e-5f0c-4b6e-8a1d-2c3e4f5a6b7c";
const BYTES = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9, 8, 7, 6, 5, 4]);

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: Uint8Array;
}

let seen: Seen[] = [];
let answers: Array<(request: Seen) => Response | Promise<Response>> = [];
const realFetch = globalThis.fetch;
let user = "";
let people = 0;

const stored = (request: Seen): MediaItem => ({
  id: request.url.pathname.split("/").at(-1)!,
  entryId: request.url.pathname.split("/")[3]!,
  kind: "audio",
  contentType: request.url.searchParams.get("type") ?? request.headers.get("content-type")!,
  byteSize: request.body.length,
  sealed: request.headers.get("x-ripple-sealed") === "1",
  of: null,
  durationMs: Number(request.url.searchParams.get("durationMs")),
  width: null,
  height: null,
  createdAt: "2026-11-22T08:00:01.000Z",
});

const created = (request: Seen) => Response.json(stored(request), { status: 201 });
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

beforeEach(() => {
  seen = [];
  answers = [];
  people += 1;
  user = `speaker-${people}`;
  vi.stubGlobal("window", { localStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : new Uint8Array();
    const request = {
      method: init?.method ?? "GET",
      url: new URL(String(input), "http://ripple.test"),
      headers: new Headers(init?.headers),
      body,
    };
    seen.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error("no answer scripted");
    return answer(request);
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.unstubAllGlobals();
});

const recording = (overrides: Partial<PendingRecording> = {}): PendingRecording => ({
  id: MEDIA,
  entryId: ENTRY,
  audio: new Blob([BYTES], { type: "audio/webm;codecs=opus" }),
  durationMs: 7_400,
  keptAt: "2026-11-22T08:00:00.000Z",
  ...overrides,
});

/** One round over this user's outbox, with the entries given as still waiting there. */
const round = (waiting: string[] = [], sealWith: { key: CryptoKey; userId: string } | null = null) =>
  sendRecordings({
    recordings: () => readKeptRecordings(user),
    waitingEntryIds: async () => new Set(waiting),
    upload: (item) => uploadRecording(item, sealWith),
    forget: (id) => forgetRecording(user, id),
  });

const keptIds = async () => (await readKeptRecordings(user)).map((item) => item.id);

describe("a kept recording after its entry is saved", () => {
  it("goes as an audio item with the client's id and its length, the bytes as recorded, then leaves the outbox", async () => {
    await keepRecording(user, recording());
    answers.push(created);
    expect(await round()).toBe("done");
    const [put] = seen;
    expect(put!.method).toBe("PUT");
    expect(put!.url.pathname).toBe(`/api/entries/${ENTRY}/media/${MEDIA}`);
    expect(Object.fromEntries(put!.url.searchParams)).toEqual({ kind: "audio", durationMs: "7400" });
    // the container's type, without the codec parameter
    expect(put!.headers.get("content-type")).toBe("audio/webm");
    expect(put!.headers.get("x-ripple-sealed")).toBeNull();
    expect(put!.body).toEqual(BYTES);
    expect(await keptIds()).toEqual([]);
  });

  it("waits while its entry is still in the outbox", async () => {
    await keepRecording(user, recording());
    expect(await round([ENTRY])).toBe("done");
    expect(seen).toEqual([]);
    expect(await keptIds()).toEqual([MEDIA]);
  });

  it("stays in the outbox when the server cannot be reached, and the next round sends it with the same id", async () => {
    await keepRecording(user, recording());
    await keepRecording(user, recording({ id: "second", keptAt: "2026-11-22T09:00:00.000Z" }));
    answers.push(offline);
    expect(await round()).toBe("later");
    expect(seen).toHaveLength(1); // the round stops at "not now"
    expect(await keptIds()).toEqual([MEDIA, "second"]);

    answers.push(created, created);
    expect(await round()).toBe("done");
    expect(seen.slice(1).map((request) => request.url.pathname.split("/").at(-1))).toEqual([MEDIA, "second"]);
    expect(seen[1]!.body).toEqual(BYTES);
    expect(await keptIds()).toEqual([]);
  });

  it("a busy or failing server is 'not now' too", async () => {
    await keepRecording(user, recording());
    answers.push(() => Response.json({ error: { code: "unavailable", message: "Busy" } }, { status: 503 }));
    expect(await round()).toBe("later");
    expect(await keptIds()).toEqual([MEDIA]);
  });

  it("lets it go when its entry is no longer there (deleted), and keeps one the server refused while the round goes on", async () => {
    await keepRecording(user, recording());
    await keepRecording(user, recording({ id: "too-large", entryId: "other", keptAt: "2026-11-22T09:00:00.000Z" }));
    await keepRecording(user, recording({ id: "third", entryId: "other", keptAt: "2026-11-22T10:00:00.000Z" }));
    answers.push(
      () => Response.json({ error: { code: "not_found", message: "Entry not found" } }, { status: 404 }),
      () => Response.json({ error: { code: "quota_exceeded", message: "No room" } }, { status: 413 }),
      created,
    );
    expect(await round()).toBe("done");
    expect(seen).toHaveLength(3);
    expect(await keptIds()).toEqual(["too-large"]);
  });
});

describe("in a private journal", () => {
  it("leaves sealed, its real type in the query, and opens again only with the key, for this account and item", async () => {
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    await keepRecording(user, recording());
    answers.push(created);
    expect(await round([], { key, userId: user })).toBe("done");
    const [put] = seen;
    expect(put!.headers.get("x-ripple-sealed")).toBe("1");
    expect(put!.headers.get("content-type")).toBe("application/octet-stream");
    expect(put!.url.searchParams.get("type")).toBe("audio/webm");
    expect(put!.url.searchParams.get("kind")).toBe("audio");
    // not the recorded bytes in the clear
    expect(Buffer.from(put!.body).includes(Buffer.from(BYTES))).toBe(false);

    const sealed = new Blob([put!.body as BlobPart]);
    const opened = await openMedia(key, user, MEDIA, sealed, "audio/webm");
    expect(opened!.type).toBe("audio/webm");
    expect(new Uint8Array(await opened!.arrayBuffer())).toEqual(BYTES);
    expect(await openMedia(key, "someone-else", MEDIA, sealed, "audio/webm")).toBeNull();
    expect(await openMedia(key, user, "another-item", sealed, "audio/webm")).toBeNull();
  });
});
