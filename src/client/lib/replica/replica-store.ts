// Where the replica lives: a Dexie (IndexedDB) database per user, or, when the browser gives no
// IndexedDB (some private modes), a store in memory with the same surface, so the app still works
// for the visit. One store per user per page, opened on first use and cached; `forgetReplica`
// closes it and deletes the database. Opening a replica also deletes any other user's replica
// left on this browser (signed out without the app, a session that expired): only the person
// signed in keeps a journal here.
import Dexie from "dexie";
import type { Table } from "dexie";
import { REPLICA_DB_PREFIX, replicaDbName } from "./replica-name";
import { replaces } from "./replica-rows";
import type { ReplicaChange, ReplicaMeta, ReplicaRow } from "./replica-rows";

interface ReplicaSnapshot {
  rows: ReplicaRow[];
  meta: ReplicaMeta | undefined;
}

export interface ReplicaStore {
  readonly kind: "indexeddb" | "memory";
  /** Every row and the sync meta (inside a Dexie live query, this read is observed, across tabs too). */
  read(): Promise<ReplicaSnapshot>;
  readMeta(): Promise<ReplicaMeta | undefined>;
  get(id: string): Promise<ReplicaRow | undefined>;
  /** One atomic write: rows put where they are newer, ids removed, meta stored. */
  apply(change: ReplicaChange): Promise<void>;
  /** Memory store only (a Dexie live query sees IndexedDB writes by itself): told after each write. */
  subscribe(listener: () => void): () => void;
  /** The last replies written on this device, newest first (decision 028: local prose says something new). */
  recentReplies(): Promise<string[]>;
  /** Keeps `reply` first among the recent replies, at most `max` of them. */
  keepReply(reply: string, max: number): Promise<void>;
  /** Bumped by each write to the memory store; always 0 for IndexedDB. */
  version(): number;
  /** Closes the store and deletes what it holds. */
  destroy(): Promise<void>;
}

const SYNC_META_KEY = "sync";
const REPLIES_META_KEY = "replies";

type MetaRow = (ReplicaMeta & { key: typeof SYNC_META_KEY }) | { key: typeof REPLIES_META_KEY; replies: string[] };
type SyncMetaRow = Extract<MetaRow, { key: typeof SYNC_META_KEY }>;

const withReply = (replies: readonly string[], reply: string, max: number): string[] =>
  [reply, ...replies.filter((kept) => kept !== reply)].slice(0, max);

class ReplicaDb extends Dexie {
  entries!: Table<ReplicaRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ entries: "id, createdAt", meta: "key" });
  }
}

const metaOf = (row: MetaRow | undefined): ReplicaMeta | undefined =>
  row?.key === SYNC_META_KEY ? { cursor: row.cursor, syncedAt: row.syncedAt } : undefined;

function dexieStore(db: ReplicaDb): ReplicaStore {
  return {
    kind: "indexeddb",
    read: async () => {
      const rows = await db.entries.toArray();
      const meta = metaOf(await db.meta.get(SYNC_META_KEY));
      return { rows, meta };
    },
    readMeta: async () => metaOf(await db.meta.get(SYNC_META_KEY)),
    get: (id) => db.entries.get(id),
    apply: (change) =>
      db.transaction("rw", db.entries, db.meta, async () => {
        if (change.put.length > 0) {
          const stored = await db.entries.bulkGet(change.put.map((row) => row.id));
          const newer = change.put.filter((row, index) => replaces(row, stored[index]));
          if (newer.length > 0) await db.entries.bulkPut(newer);
        }
        if (change.remove.length > 0) await db.entries.bulkDelete(change.remove);
        if (change.meta) await db.meta.put({ key: SYNC_META_KEY, ...change.meta } satisfies SyncMetaRow);
      }),
    recentReplies: async () => {
      const row = await db.meta.get(REPLIES_META_KEY);
      return row?.key === REPLIES_META_KEY ? row.replies : [];
    },
    keepReply: (reply, max) =>
      db.transaction("rw", db.meta, async () => {
        const row = await db.meta.get(REPLIES_META_KEY);
        const replies = row?.key === REPLIES_META_KEY ? row.replies : [];
        await db.meta.put({ key: REPLIES_META_KEY, replies: withReply(replies, reply, max) });
      }),
    subscribe: () => () => undefined,
    version: () => 0,
    destroy: async () => {
      db.close();
      await Dexie.delete(db.name);
    },
  };
}

export function memoryStore(): ReplicaStore {
  const rows = new Map<string, ReplicaRow>();
  let meta: ReplicaMeta | undefined;
  let replies: string[] = [];
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    kind: "memory",
    read: async () => ({ rows: [...rows.values()], meta }),
    readMeta: async () => meta,
    get: async (id) => rows.get(id),
    apply: async (change) => {
      for (const row of change.put) if (replaces(row, rows.get(row.id))) rows.set(row.id, row);
      for (const id of change.remove) rows.delete(id);
      if (change.meta) meta = { ...change.meta };
      changed();
    },
    recentReplies: async () => [...replies],
    keepReply: async (reply, max) => {
      replies = withReply(replies, reply, max);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    destroy: async () => {
      rows.clear();
      meta = undefined;
      replies = [];
      changed();
    },
  };
}

/** Deletes the replicas of everyone but `userId` (where the browser can list its databases). */
async function forgetOtherReplicas(userId: string): Promise<void> {
  const own = replicaDbName(userId);
  const databases = (await globalThis.indexedDB.databases?.()) ?? [];
  const others = databases.map((database) => database.name).filter((name) => name?.startsWith(REPLICA_DB_PREFIX) && name !== own);
  await Promise.all(others.map((name) => Dexie.delete(name!)));
}

async function openStore(userId: string): Promise<ReplicaStore> {
  if (typeof globalThis.indexedDB === "undefined") return memoryStore();
  const db = new ReplicaDb(replicaDbName(userId));
  try {
    await db.open();
  } catch (error) {
    console.warn(
      `[ripple] browser storage unavailable (${error instanceof Error ? error.name : "unknown"}): the journal is kept in memory for this visit`,
    );
    return memoryStore();
  }
  void forgetOtherReplicas(userId).catch(() => undefined);
  return dexieStore(db);
}

const stores = new Map<string, Promise<ReplicaStore>>();

/** The user's replica, opened once per page. Never rejects: without IndexedDB it is a memory store. */
export function openReplica(userId: string): Promise<ReplicaStore> {
  let store = stores.get(userId);
  if (!store) {
    store = openStore(userId);
    stores.set(userId, store);
  }
  return store;
}

/** Closes the user's replica and deletes its database, whether or not this page opened it. */
export async function forgetReplica(userId: string): Promise<void> {
  const store = stores.get(userId);
  stores.delete(userId);
  if (store) await (await store).destroy();
  if (typeof globalThis.indexedDB !== "undefined") await Dexie.delete(replicaDbName(userId));
}
