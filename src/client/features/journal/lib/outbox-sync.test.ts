import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { inputOfPending, nextSyncDelayMs, readingOver, settleSynced, syncRound, syncedToastOf } from "./outbox-sync";
import type { JournalEntry } from "../../../../domain/types";
import type { PendingReflection } from "../../../lib/outbox/pending-reflections";

const kept = (id: string): PendingReflection => ({
  id,
  transcript: `words ${id}`,
  duration: 10,
  speechDetected: true,
  keptAt: "2026-11-25T08:00:00.000Z",
  savedOnDeviceAt: "2026-11-25T08:00:01.000Z",
});
const answer = { result: {}, entry: null } as never;
const apiError = (status: number) => new ApiError({ status, code: `http_${status}`, message: "no" });

describe("syncRound", () => {
  it("sends each kept reflection oldest first with its own id and forgets what the server confirmed", async () => {
    const sent: string[] = [];
    const synced = vi.fn();
    const round = await syncRound({
      pending: async () => [kept("a"), kept("b")],
      send: async (reflection) => (sent.push(reflection.id), answer),
      synced,
    });
    expect(round).toBe("done");
    expect(sent).toEqual(["a", "b"]);
    expect(synced.mock.calls.map(([reflection]) => (reflection as PendingReflection).id)).toEqual(["a", "b"]);
  });

  it("stops at no connection, a timeout, a failing or busy server, keeping the rest for later", async () => {
    for (const error of [apiError(0), apiError(408), apiError(429), apiError(503), new TypeError("failed to fetch")]) {
      const synced = vi.fn();
      const send = vi.fn().mockRejectedValueOnce(error).mockResolvedValue(answer);
      expect(await syncRound({ pending: async () => [kept("a"), kept("b")], send, synced })).toBe("later");
      expect(send).toHaveBeenCalledTimes(1);
      expect(synced).not.toHaveBeenCalled();
    }
  });

  it("counts an id the server already holds as synced, and skips the one the screen is sending", async () => {
    const synced = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(apiError(409)).mockResolvedValue(answer);
    expect(await syncRound({ pending: async () => [kept("a"), kept("busy"), kept("c")], send, synced, busyId: "busy" })).toBe("done");
    expect(send.mock.calls.map(([reflection]) => (reflection as PendingReflection).id)).toEqual(["a", "c"]);
    expect(synced.mock.calls.map(([reflection, response]) => [(reflection as PendingReflection).id, response])).toEqual([
      ["a", null],
      ["c", answer],
    ]);
  });

  it("keeps a reflection the server refuses because the journal turned private (409 private_journal): it is sealed next time, never dropped", async () => {
    const synced = vi.fn();
    const refused = new ApiError({ status: 409, code: "private_journal", message: "private" });
    const send = vi.fn().mockRejectedValueOnce(refused).mockResolvedValue(answer);
    expect(await syncRound({ pending: async () => [kept("a"), kept("b")], send, synced })).toBe("done");
    expect(synced.mock.calls.map(([reflection]) => (reflection as PendingReflection).id)).toEqual(["b"]);
  });

  it("keeps a reflection the server refuses for good and goes on with the others", async () => {
    const synced = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(apiError(400)).mockResolvedValue(answer);
    expect(await syncRound({ pending: async () => [kept("a"), kept("b")], send, synced })).toBe("done");
    expect(synced.mock.calls.map(([reflection]) => (reflection as PendingReflection).id)).toEqual(["b"]);
  });
});

describe("nextSyncDelayMs", () => {
  it("waits 2 s, then twice as long each time, never more than 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(nextSyncDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe("inputOfPending", () => {
  it("sends a kept reflection as a ripple with the time it was said, not the time it syncs", () => {
    expect(inputOfPending({ ...kept("a"), language: "es" })).toEqual({
      id: "a",
      transcript: "words a",
      duration: 10,
      speechDetected: true,
      language: "es",
      recordedAt: "2026-11-25T08:00:00.000Z",
      mode: "voice",
    });
  });
});

describe("settleSynced", () => {
  it("shows the server's entry before the device's copy leaves the outbox, then tells the person", async () => {
    const steps: string[] = [];
    const entry = { id: "a" } as never;
    await settleSynced(kept("a"), { result: {}, entry } as never, {
      show: async (shown) => void steps.push(`show ${shown === entry ? "server entry" : "nothing"}`),
      forget: async (id) => void steps.push(`forget ${id}`),
      announce: (id) => void steps.push(`announce ${id}`),
    });
    expect(steps).toEqual(["show server entry", "forget a", "announce a"]);
  });

  it("with no entry in the answer (already stored: 409) still forgets and tells, after asking for a sync", async () => {
    const steps: string[] = [];
    await settleSynced(kept("b"), null, {
      show: async (shown) => void steps.push(`show ${shown === undefined ? "nothing" : "entry"}`),
      forget: async (id) => void steps.push(`forget ${id}`),
      announce: (id) => void steps.push(`announce ${id}`),
    });
    expect(steps).toEqual(["show nothing", "forget b", "announce b"]);
  });
});

describe("readingOver (a private journal's Ask the AI about this, decision 026)", () => {
  const entry = (over: Partial<JournalEntry>): JournalEntry => ({
    id: "0b7c2f8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f",
    entryText: "words",
    language: "en",
    duration: 10,
    emotion: "calm",
    emotionIntensity: 4,
    mood: "positive",
    wellnessScore: 7,
    aiInsights: "device insight",
    aiSuggestions: ["device line"],
    themes: [],
    isAiGenerated: false,
    createdAt: "2026-11-25T08:00:00.000Z",
    updatedAt: "2026-11-25T08:00:00.000Z",
    ...over,
  });
  const cloud = entry({
    emotion: "happy",
    emotionIntensity: 3,
    mood: "positive",
    wellnessScore: 8,
    aiInsights: "cloud insight",
    aiSuggestions: ["cloud line"],
    isAiGenerated: true,
    createdAt: "2026-11-25T09:00:00.000Z",
  });

  it("keeps the emotion, intensity, mood and mark the person chose, and takes the rest from the cloud", () => {
    const corrected = entry({ emotion: "sad", emotionIntensity: 8, mood: "negative", emotionSetBy: "person" });
    const kept = readingOver(corrected, cloud);
    expect(kept).toMatchObject({ emotion: "sad", emotionIntensity: 8, mood: "negative", emotionSetBy: "person" });
    expect(kept).toMatchObject({ aiInsights: "cloud insight", aiSuggestions: ["cloud line"], wellnessScore: 8, isAiGenerated: true });
    expect(kept.createdAt).toBe(corrected.createdAt);
  });

  it("takes the cloud's reading when nobody chose, or when the entry is not in this browser", () => {
    expect(readingOver(entry({}), cloud)).toMatchObject({ emotion: "happy", emotionIntensity: 3 });
    expect(readingOver(entry({}), cloud).emotionSetBy).toBeUndefined();
    expect(readingOver(null, cloud)).toEqual(cloud);
  });
});

describe("syncedToastOf (decision 048)", () => {
  it("names a reflection as a reflection and a check-in as a check-in", () => {
    expect(syncedToastOf(kept("a"))).toBe("A reflection saved on this device is now in your journal.");
    const checkIn: PendingReflection = { ...kept("b"), transcript: "", checkIn: { emotion: "sad", emotionIntensity: 4 } };
    expect(syncedToastOf(checkIn)).toBe("A check-in saved on this device is now in your journal.");
  });
});
