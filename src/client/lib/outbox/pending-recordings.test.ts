// Recordings kept in the outbox with their entries (decision 051), over fake-indexeddb: the audio
// is kept as a Blob (its bytes and type read back), per user, oldest first, once per id; letting an
// entry's words go lets its recording go; an outbox an earlier version made (reflections only) opens
// with its reflections; and without IndexedDB a recording waits in the page's memory.
import "fake-indexeddb/auto";
import Dexie from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { outboxDbName } from "./outbox-name";
import { forgetRecording, forgetRecordingsOf, keepRecording, readKeptRecordings } from "./pending-recordings";
import type { PendingRecording } from "./pending-recordings";
import { keepPendingReflection, readPendingReflections } from "./pending-reflections";

const storage = new Map<string, string>();
let user = "";
let people = 0;

beforeEach(() => {
  storage.clear();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  people += 1;
  user = `speaker-${people}`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const BYTES = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5]);

const recording = (overrides: Partial<PendingRecording> = {}): PendingRecording => ({
  id: "0b7d9a8e-5f0c-4b6e-8a1d-2c3e4f5a6b7c",
  entryId: "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01",
  audio: new Blob([BYTES], { type: "audio/webm" }),
  durationMs: 7_400,
  keptAt: "2026-11-22T08:00:00.000Z",
  ...overrides,
});

describe("recordings in the outbox", () => {
  it("keeps the audio as a Blob with its bytes, type and length until it is forgotten", async () => {
    await keepRecording(user, recording());
    const [kept, ...others] = await readKeptRecordings(user);
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ id: recording().id, entryId: recording().entryId, durationMs: 7_400 });
    expect(kept!.audio.type).toBe("audio/webm");
    expect(new Uint8Array(await kept!.audio.arrayBuffer())).toEqual(BYTES);

    await forgetRecording(user, recording().id);
    expect(await readKeptRecordings(user)).toEqual([]);
  });

  it("keeps each per user, oldest first, once per id", async () => {
    await keepRecording(user, recording({ id: "later", keptAt: "2026-11-22T09:00:00.000Z" }));
    await keepRecording(user, recording());
    await keepRecording(user, recording({ durationMs: 1 }));
    await keepRecording(`${user}-other`, recording({ id: "hers" }));
    const kept = await readKeptRecordings(user);
    expect(kept.map((item) => item.id)).toEqual([recording().id, "later"]);
    expect(kept[0]!.durationMs).toBe(7_400);
    expect((await readKeptRecordings(`${user}-other`)).map((item) => item.id)).toEqual(["hers"]);
  });

  it("lets an entry's recording go with its words, and no other", async () => {
    await keepRecording(user, recording());
    await keepRecording(user, recording({ id: "other", entryId: "another-entry" }));
    await forgetRecordingsOf(user, recording().entryId);
    expect((await readKeptRecordings(user)).map((item) => item.id)).toEqual(["other"]);
  });

  it("opens an outbox an earlier version made, with the reflections it held", async () => {
    const old = new Dexie(outboxDbName(user));
    old.version(1).stores({ reflections: "id, keptAt" });
    await old.table("reflections").add({
      id: "from-before",
      transcript: "Words from before recordings were kept.",
      duration: 4,
      speechDetected: true,
      keptAt: "2026-11-20T08:00:00.000Z",
    });
    old.close();

    await keepRecording(user, recording({ entryId: "from-before" }));
    expect((await readPendingReflections(user)).map((item) => item.id)).toEqual(["from-before"]);
    expect((await readKeptRecordings(user)).map((item) => item.entryId)).toEqual(["from-before"]);
  });

  it("is seen only after the words kept before it (one page's writes in order)", async () => {
    void keepPendingReflection(user, {
      id: recording().entryId,
      transcript: "Said aloud.",
      duration: 7,
      speechDetected: true,
      keptAt: "2026-11-22T08:00:00.000Z",
    });
    void keepRecording(user, recording());
    const recordings = await readKeptRecordings(user);
    const words = await readPendingReflections(user);
    expect(recordings.map((item) => item.entryId)).toEqual(words.map((item) => item.id));
  });
});

describe("without IndexedDB", () => {
  it("keeps the recording in this page's memory", async () => {
    vi.stubGlobal("indexedDB", undefined);
    await keepRecording(user, recording());
    expect((await readKeptRecordings(user)).map((item) => item.id)).toEqual([recording().id]);
    await forgetRecordingsOf(user, recording().entryId);
    expect(await readKeptRecordings(user)).toEqual([]);
  });
});
