// The outbox: reflections the server has not yet confirmed, kept in the browser per user so that
// nothing a user said is lost to a failed save, a closed tab, a reload or a lost connection. Each
// is sent again with its own id, so the server stores it once however often it arrives.
//
// They live in IndexedDB (a Dexie database per user, decision 020); earlier versions kept them in
// localStorage, and the first open moves those over. Every read goes to the database, so two tabs
// always see the same outbox; the writes of one page run one after another, so a save's keep,
// mark and forget never overtake each other. Where the browser gives no IndexedDB (some private
// modes) localStorage still holds them: words outlive the visit either way.
import Dexie from "dexie";
import type { Table } from "dexie";
import { z } from "zod";
import { JournalEntrySchema } from "../../../domain/contract/entries";
import { STORAGE_KEYS, readStoredJson, removeStored, writeStoredJson } from "../storage";
import { outboxDbName } from "./outbox-name";

const PendingReflectionSchema = z
  .object({
    id: z.string().min(1),
    /** The words; a check-in's optional line, "" when it has none. */
    transcript: z.string(),
    duration: z.number().min(0),
    speechDetected: z.boolean(),
    /** The language it was spoken or written in (absent in reflections kept before there was a choice). */
    language: z.string().optional(),
    /** When it was first kept (ISO): the time it was said, which the entry keeps. */
    keptAt: z.string(),
    /** Set when the server could not be reached and the device answered it (offline, decision 020): it syncs in the background. */
    savedOnDeviceAt: z.string().optional(),
    /** The entry as the device analysed it, shown in the journal until the server's takes its place. */
    entry: JournalEntrySchema.optional(),
    /** A check-in (decision 048): the feeling and strength the person chose; `transcript` is its line. */
    checkIn: z.object({ emotion: z.string().min(1), emotionIntensity: z.number().int().min(1).max(10) }).optional(),
  })
  .refine((item) => item.transcript !== "" || item.checkIn !== undefined);

export type PendingReflection = z.infer<typeof PendingReflectionSchema>;

/** More would be a runaway loop, not a person speaking; the oldest are kept. */
const MAX_PENDING = 50;

interface OutboxStore {
  /** Oldest first; items that do not parse are left out. */
  all(): Promise<PendingReflection[]>;
  keep(reflection: PendingReflection): Promise<void>;
  forget(id: string): Promise<void>;
  /** True when the item is there (changed or not). */
  update(id: string, change: (item: PendingReflection) => PendingReflection | null): Promise<boolean>;
}

function parsed(items: readonly unknown[]): PendingReflection[] {
  return items.flatMap((item) => {
    const result = PendingReflectionSchema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

const byKeptAt = (a: PendingReflection, b: PendingReflection) => (a.keptAt < b.keptAt ? -1 : a.keptAt > b.keptAt ? 1 : 0);

/** A spoken reflection's audio waiting to be sent with its entry (decision 051; pending-recordings.ts). */
export interface PendingRecording {
  /** The media item's id (a client UUID): sending it again is answered with the stored item. */
  id: string;
  entryId: string;
  audio: Blob;
  durationMs: number;
  keptAt: string;
}

class OutboxDb extends Dexie {
  reflections!: Table<PendingReflection, string>;
  recordings!: Table<PendingRecording, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ reflections: "id, keptAt" });
    this.version(2).stores({ reflections: "id, keptAt", recordings: "id, entryId" });
  }
}

/** What an earlier version left in localStorage: moved into the database once, then removed there. */
function readLegacy(userId: string): PendingReflection[] {
  const stored = readStoredJson(STORAGE_KEYS.pendingReflections(userId));
  return Array.isArray(stored) ? parsed(stored) : [];
}

async function moveLegacy(db: OutboxDb, userId: string): Promise<void> {
  const legacy = readLegacy(userId);
  if (legacy.length > 0) {
    await db.transaction("rw", db.reflections, async () => {
      const present = await db.reflections.bulkGet(legacy.map((item) => item.id));
      await db.reflections.bulkAdd(legacy.filter((_, index) => present[index] === undefined));
    });
  }
  removeStored(STORAGE_KEYS.pendingReflections(userId));
}

function dexieStore(db: OutboxDb): OutboxStore {
  return {
    all: async () => parsed(await db.reflections.orderBy("keptAt").toArray()),
    keep: (reflection) =>
      db.transaction("rw", db.reflections, async () => {
        if ((await db.reflections.get(reflection.id)) || (await db.reflections.count()) >= MAX_PENDING) return;
        await db.reflections.add(reflection);
      }),
    forget: (id) => db.reflections.delete(id),
    update: (id, change) =>
      db.transaction("rw", db.reflections, async () => {
        const [item] = parsed([await db.reflections.get(id)]);
        const next = item && change(item);
        if (next) await db.reflections.put(next);
        return item !== undefined;
      }),
  };
}

/** No IndexedDB here: the outbox stays in localStorage, read and written whole. */
function localStorageStore(userId: string): OutboxStore {
  const key = STORAGE_KEYS.pendingReflections(userId);
  const write = (items: PendingReflection[]) => (items.length === 0 ? removeStored(key) : writeStoredJson(key, items));
  return {
    all: async () => readLegacy(userId).sort(byKeptAt),
    keep: async (reflection) => {
      const items = readLegacy(userId);
      if (!items.some((item) => item.id === reflection.id) && items.length < MAX_PENDING) write([...items, reflection]);
    },
    forget: async (id) => {
      const items = readLegacy(userId);
      const left = items.filter((item) => item.id !== id);
      if (left.length !== items.length) write(left);
    },
    update: async (id, change) => {
      const items = readLegacy(userId);
      const index = items.findIndex((item) => item.id === id);
      const next = index >= 0 && change(items[index]!);
      if (next) write(items.map((item, i) => (i === index ? next : item)));
      return index >= 0;
    },
  };
}

/** Each user's open database, where there is one (recordings are kept there only). */
const databases = new Map<string, OutboxDb>();

async function openStore(userId: string): Promise<OutboxStore> {
  if (typeof globalThis.indexedDB === "undefined") return localStorageStore(userId);
  const db = new OutboxDb(outboxDbName(userId));
  try {
    await db.open();
    await moveLegacy(db, userId);
  } catch (error) {
    console.warn(
      `[ripple] browser database unavailable (${error instanceof Error ? error.name : "unknown"}): unsaved words stay in localStorage`,
    );
    db.close();
    return localStorageStore(userId);
  }
  databases.set(userId, db);
  return dexieStore(db);
}

const stores = new Map<string, Promise<OutboxStore>>();
/** The last write of this page: the next one starts after it, whatever its outcome. */
let lastWrite: Promise<unknown> = Promise.resolve();
/** Bumped after each write of this page, for views of the outbox (another tab's writes reach a Dexie live query by themselves). */
let writes = 0;
const listeners = new Set<() => void>();

/** The user's outbox, opened once per page (localStorage where there is no IndexedDB). Never rejects. */
function storeOf(userId: string): Promise<OutboxStore> {
  let store = stores.get(userId);
  if (!store) {
    store = openStore(userId);
    stores.set(userId, store);
  }
  return store;
}

/** The user's outbox to read from (a Dexie live query observes the read). */
export const openOutbox: (userId: string) => Promise<Pick<OutboxStore, "all">> = storeOf;

function write<T>(userId: string, run: (store: OutboxStore) => Promise<T>): Promise<T> {
  const step = () => storeOf(userId).then(run);
  const next = lastWrite.then(step, step).finally(() => {
    writes += 1;
    for (const listener of listeners) listener();
  });
  lastWrite = next.catch(() => undefined);
  return next;
}

/**
 * Runs `step` on the user's recordings table (null where the browser gives no IndexedDB) in this
 * page's write order: a recording kept after its reflection is never seen without it.
 */
export function writeRecordings<T>(userId: string, step: (table: Table<PendingRecording, string> | null) => Promise<T>): Promise<T> {
  return write(userId, () => step(databases.get(userId)?.recordings ?? null));
}

/** Reads the user's recordings table after this page's writes so far (null where there is none). */
export async function readRecordings<T>(userId: string, step: (table: Table<PendingRecording, string> | null) => Promise<T>): Promise<T> {
  await lastWrite;
  await storeOf(userId);
  return step(databases.get(userId)?.recordings ?? null);
}

/** Told after each write of this page. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxWrites = (): number => writes;

/** Oldest first, read now (another tab may have sent or kept some); after this page's writes so far. */
export async function readPendingReflections(userId: string): Promise<PendingReflection[]> {
  await lastWrite;
  return (await storeOf(userId)).all();
}

/** Keeps a reflection until forgetPendingReflection; keeping the same id again changes nothing. */
export function keepPendingReflection(userId: string, reflection: PendingReflection): Promise<void> {
  return write(userId, (store) => store.keep(reflection));
}

/** The server confirmed it (or the user chose to let it go). */
export function forgetPendingReflection(userId: string, id: string): Promise<void> {
  return write(userId, (store) => store.forget(id));
}

/**
 * The server could not be reached: the reflection was answered on this device (`entry`) and waits
 * to sync. False when the outbox does not hold it (it was full): then it is not saved anywhere.
 */
export function markSavedOnDevice(userId: string, id: string, entry: PendingReflection["entry"], at: Date = new Date()): Promise<boolean> {
  return write(userId, (store) =>
    store.update(id, (item) => (item.savedOnDeviceAt ? null : { ...item, savedOnDeviceAt: at.toISOString(), entry })),
  );
}
