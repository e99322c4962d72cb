// The replica's sync engine over fake-indexeddb, against a small stand-in for
// GET /api/entries/changes (a change log paged by a cursor, as the contract describes).
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EntryChangesResponse } from "../../../domain/contract/entries";
import type { JournalEntry } from "../../../domain/types";
import { ApiError } from "../api-client";
import { replicaDbName } from "./replica-name";
import { viewOf } from "./replica-rows";
import { memoryStore, openReplica } from "./replica-store";
import { clearReplica, putEntry, requestSync, restoreRow, syncReplica, takeEntry } from "./sync-replica";

type Change =
  | { kind: "entry"; entry: JournalEntry }
  | { kind: "deleted"; id: string; deletedAt: string }
  | { kind: "sealed"; id: string; createdAt: string; updatedAt: string; envelope: string }
  | { kind: "unreadable"; id: string; createdAt: string; updatedAt: string };

function entry(id: string, day: number, text = `entry ${id}`, updatedAt?: string): JournalEntry {
  const createdAt = new Date(Date.UTC(2026, 0, day, 9)).toISOString();
  return {
    id,
    entryText: text,
    emotion: "calm",
    language: "en",
    duration: 30,
    emotionIntensity: 5,
    mood: "neutral",
    wellnessScore: 6,
    aiInsights: null,
    aiSuggestions: [],
    themes: [],
    isAiGenerated: false,
    createdAt,
    updatedAt: updatedAt ?? createdAt,
  };
}

/** A change log per user, answered a few changes per page whatever the limit asked. */
class FakeServer {
  log = new Map<string, Change[]>();
  requests: { user: string; since: string | null; limit: string | null }[] = [];
  pageSize = 3;
  /** While set, each request waits for it. */
  gate: Promise<void> | null = null;
  failWith: number | null = null;
  currentUser = "user-a";

  add(user: string, ...changes: Change[]) {
    this.log.set(user, [...(this.log.get(user) ?? []), ...changes]);
  }

  answer(since: string | null): EntryChangesResponse {
    const log = this.log.get(this.currentUser) ?? [];
    const from = since === null ? 0 : Number(since);
    const slice = log.slice(from, from + this.pageSize);
    const latest = new Map<string, Change>();
    for (const change of slice) latest.set(change.kind === "entry" ? change.entry.id : change.id, change);
    const page: EntryChangesResponse = {
      entries: [],
      deleted: [],
      unreadable: [],
      sealed: [],
      cursor: String(from + slice.length),
      hasMore: false,
    };
    for (const change of latest.values()) {
      if (change.kind === "entry") page.entries.push(change.entry);
      else if (change.kind === "deleted") page.deleted.push({ id: change.id, deletedAt: change.deletedAt });
      else if (change.kind === "sealed")
        page.sealed.push({ id: change.id, createdAt: change.createdAt, updatedAt: change.updatedAt, envelope: change.envelope });
      else page.unreadable.push({ id: change.id, createdAt: change.createdAt, updatedAt: change.updatedAt });
    }
    page.hasMore = from + slice.length < log.length;
    return page;
  }

  fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    expect(url.pathname).toBe("/api/entries/changes");
    const since = url.searchParams.get("since");
    this.requests.push({ user: this.currentUser, since, limit: url.searchParams.get("limit") });
    // The answer is what the server held when asked, however long it takes to arrive.
    const body = this.answer(since);
    if (this.gate) await this.gate;
    if (this.failWith) return Response.json({ error: { code: "boom", message: "Something failed" } }, { status: this.failWith });
    return Response.json(body);
  });
}

let server: FakeServer;
let userSeq = 0;
let user: string;

beforeEach(() => {
  server = new FakeServer();
  globalThis.fetch = server.fetch as unknown as typeof fetch;
  userSeq += 1;
  user = `user-${userSeq}`;
  server.currentUser = user;
});

afterEach(async () => {
  await clearReplica(user);
});

async function view(userId = user) {
  const { rows, meta } = await (await openReplica(userId)).read();
  return viewOf(rows, meta);
}

const ids = (entries: JournalEntry[]) => entries.map((e) => e.id);

describe("syncReplica", () => {
  it("pulls every page until hasMore is false, passing each cursor on, and stores the last cursor", async () => {
    server.add(user, ...[1, 2, 3, 4, 5, 6, 7].map((day) => ({ kind: "entry" as const, entry: entry(`e${day}`, day) })));
    await syncReplica(user);
    expect(server.requests.map((r) => r.since)).toEqual([null, "3", "6"]);
    expect(server.requests.every((r) => r.limit === "1000")).toBe(true);
    const shown = await view();
    expect(ids(shown.entries)).toEqual(["e7", "e6", "e5", "e4", "e3", "e2", "e1"]);
    expect(shown.synced).toBe(true);
    expect((await (await openReplica(user)).readMeta())?.cursor).toBe("7");
  });

  it("asks only for what changed since the stored cursor, applies latest states and removes tombstoned entries", async () => {
    server.add(user, { kind: "entry", entry: entry("a", 1) }, { kind: "entry", entry: entry("b", 2) });
    await syncReplica(user);
    server.add(
      user,
      { kind: "entry", entry: entry("a", 1, "fixed words", "2026-02-01T00:00:00.000Z") },
      { kind: "deleted", id: "b", deletedAt: "2026-02-01T00:00:00.000Z" },
      { kind: "entry", entry: entry("c", 3) },
    );
    await syncReplica(user);
    expect(server.requests.map((r) => r.since)).toEqual([null, "2"]);
    const shown = await view();
    expect(ids(shown.entries)).toEqual(["c", "a"]);
    expect(shown.entries[1]!.entryText).toBe("fixed words");
  });

  it("keeps a browser-sealed entry as its envelope only, and counts unreadable ones", async () => {
    const stamps = { createdAt: "2026-01-05T10:00:00.000Z", updatedAt: "2026-01-05T10:00:00.000Z" };
    server.add(
      user,
      { kind: "sealed", id: "s", envelope: "gAAAAA==", ...stamps },
      { kind: "unreadable", id: "u", ...stamps },
      { kind: "entry", entry: entry("p", 1) },
    );
    await syncReplica(user);
    const store = await openReplica(user);
    expect(await store.get("s")).toEqual({ kind: "sealed", id: "s", envelope: "gAAAAA==", ...stamps });
    const shown = await view();
    expect(ids(shown.entries)).toEqual(["p"]);
    expect(shown.sealed.map((row) => row.id)).toEqual(["s"]);
    expect(shown.unreadable).toBe(1);
    // A tombstone removes a sealed or unreadable entry like any other.
    server.add(user, { kind: "deleted", id: "u", deletedAt: stamps.updatedAt }, { kind: "deleted", id: "s", deletedAt: stamps.updatedAt });
    await syncReplica(user);
    expect((await view()).unreadable).toBe(0);
    expect((await view()).sealed).toEqual([]);
  });

  it("keeps what was written before a failed page, with its cursor, and rejects with the HTTP error", async () => {
    server.add(user, ...[1, 2, 3, 4, 5].map((day) => ({ kind: "entry" as const, entry: entry(`e${day}`, day) })));
    server.fetch.mockImplementationOnce(async (input) => {
      const url = new URL(String(input), "http://localhost");
      server.requests.push({ user, since: url.searchParams.get("since"), limit: null });
      return Response.json(server.answer(null));
    });
    server.failWith = 500;
    const failure = await syncReplica(user).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
    expect(ids((await view()).entries)).toEqual(["e3", "e2", "e1"]);
    server.failWith = null;
    await syncReplica(user);
    expect(server.requests.at(-1)?.since).toBe("3");
    expect(ids((await view()).entries)).toEqual(["e5", "e4", "e3", "e2", "e1"]);
  });

  it("rejects an answer that is not the contract's shape, writing nothing", async () => {
    server.fetch.mockImplementationOnce(async () => Response.json({ entries: "nope" }));
    await expect(syncReplica(user)).rejects.toMatchObject({ code: "invalid_response" });
    expect((await view()).synced).toBe(false);
  });

  it("coalesces calls made during a run into one more run after it", async () => {
    server.add(user, { kind: "entry", entry: entry("a", 1) });
    let open!: () => void;
    server.gate = new Promise((resolve) => (open = resolve));
    const first = syncReplica(user);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    // Written on the server while the first run is on its way: the follow-up run brings it.
    server.add(user, { kind: "entry", entry: entry("b", 2) });
    const later = [syncReplica(user), syncReplica(user), syncReplica(user)];
    expect(later[0]).toBe(later[1]);
    expect(later[1]).toBe(later[2]);
    server.gate = null;
    open();
    await Promise.all([first, ...later]);
    expect(server.requests.map((r) => r.since)).toEqual([null, "1"]);
    expect(ids((await view()).entries)).toEqual(["b", "a"]);
  });

  it("runs again for a call made after the last run ended", async () => {
    await syncReplica(user);
    await syncReplica(user);
    expect(server.requests).toHaveLength(2);
  });

  it("requestSync logs a failure (status and code, no words) instead of rejecting", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.failWith = 503;
    requestSync(user);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("[ripple] journal sync failed: 503 boom"));
  });
});

describe("local writes", () => {
  it("putEntry shows an entry at once, and an older state from a later page does not overwrite it", async () => {
    const original = entry("a", 1, "first words");
    server.add(user, { kind: "entry", entry: original });
    await syncReplica(user);
    const edited = { ...original, entryText: "edited words", updatedAt: "2026-03-01T00:00:00.000Z", editedAt: "2026-03-01T00:00:00.000Z" };
    await putEntry(user, edited);
    expect((await view()).entries[0]!.entryText).toBe("edited words");
    // A page built before the edit reached the server still carries the old state.
    server.add(user, { kind: "entry", entry: { ...original, updatedAt: "2026-02-01T00:00:00.000Z" } });
    await syncReplica(user);
    expect((await view()).entries[0]!.entryText).toBe("edited words");
  });

  it("takeEntry removes an entry and restoreRow puts it back as it was", async () => {
    server.add(user, { kind: "entry", entry: entry("a", 1) }, { kind: "entry", entry: entry("b", 2) });
    await syncReplica(user);
    const row = await takeEntry(user, "a");
    expect(ids((await view()).entries)).toEqual(["b"]);
    await restoreRow(user, row!);
    expect(ids((await view()).entries)).toEqual(["b", "a"]);
  });
});

describe("users and clearing", () => {
  it("keeps each user in a database of their own; a new user on the browser starts empty and the other's replica is deleted", async () => {
    server.add(user, { kind: "entry", entry: entry("mine", 1, "private words") });
    await syncReplica(user);
    const names = async () => (await indexedDB.databases()).map((db) => db.name);
    expect(await names()).toContain(replicaDbName(user));

    const other = `${user}-other`;
    server.currentUser = other;
    const shown = await view(other);
    expect(shown.entries).toEqual([]);
    expect(shown.synced).toBe(false);
    await vi.waitFor(async () => expect(await names()).not.toContain(replicaDbName(user)));
    await clearReplica(other);
  });

  it("clearReplica deletes the user's database; the replica opened again is empty", async () => {
    server.add(user, { kind: "entry", entry: entry("a", 1) });
    await syncReplica(user);
    await clearReplica(user);
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(replicaDbName(user));
    const shown = await view();
    expect(shown.entries).toEqual([]);
    expect(shown.synced).toBe(false);
  });

  it("a sync on its way when the replica is cleared writes nothing, and no queued run reopens it", async () => {
    server.add(user, { kind: "entry", entry: entry("a", 1) });
    let open!: () => void;
    server.gate = new Promise((resolve) => (open = resolve));
    const running = syncReplica(user).catch(() => undefined);
    const queued = syncReplica(user).catch(() => undefined);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const clearing = clearReplica(user);
    open();
    await Promise.all([clearing, running, queued]);
    expect(server.requests).toHaveLength(1);
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(replicaDbName(user));
  });
});

describe("without IndexedDB", () => {
  it("falls back to a replica in memory that syncs and tells its readers of each write", async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error -- a browser without IndexedDB (some private modes)
    delete globalThis.indexedDB;
    try {
      server.add(user, { kind: "entry", entry: entry("a", 1) }, { kind: "deleted", id: "gone", deletedAt: "2026-01-01T00:00:00.000Z" });
      const store = await openReplica(user);
      expect(store.kind).toBe("memory");
      const told = vi.fn();
      store.subscribe(told);
      await syncReplica(user);
      expect(told).toHaveBeenCalled();
      expect(store.version()).toBeGreaterThan(0);
      expect(ids((await view()).entries)).toEqual(["a"]);
      await clearReplica(user);
      expect(ids((await view()).entries)).toEqual([]);
    } finally {
      globalThis.indexedDB = saved;
    }
  });

  it("memory store: newer wins, removals, meta", async () => {
    const store = memoryStore();
    const old = entry("a", 1, "old");
    await store.apply({
      put: [{ kind: "entry", id: "a", createdAt: old.createdAt, updatedAt: "2026-02-01T00:00:00.000Z", entry: old }],
      remove: [],
    });
    await store.apply({
      put: [
        { kind: "entry", id: "a", createdAt: old.createdAt, updatedAt: "2026-01-01T00:00:00.000Z", entry: { ...old, entryText: "older" } },
      ],
      remove: [],
      meta: { cursor: "c", syncedAt: "t" },
    });
    expect((await store.get("a"))?.kind === "entry" && (await store.get("a"))).toMatchObject({ entry: { entryText: "old" } });
    expect(await store.readMeta()).toEqual({ cursor: "c", syncedAt: "t" });
    await store.apply({ put: [], remove: ["a"] });
    expect(await store.get("a")).toBeUndefined();
  });
});
