// The private journal's rows (decision 021): its wrapped keys and status, the entries the browser seals
// (written as the envelopes they are: the server neither opens nor checks them beyond their format
// byte), and how many entries each side has sealed, which decides when turning it on or off is done.
//
// The state is checked where it is relied on, in the write's own transaction (decision 031): a write
// takes the shared form of a per-person lock and reads the state row FOR SHARE; finishing a switch
// (on, or off) takes the exclusive form and the row FOR UPDATE before it counts. So a switch waits for
// the writes in flight and counts them, and a write that comes after it sees the new state.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PrivateJournalKeys, PrivateJournalStatus } from "../../domain/contract/private-journal";
import { PRIVATE_JOURNAL_MESSAGES } from "../../domain/private-journal/messages";
import { HttpError } from "../lib/http-error";
import type { Db } from "./create-db";
import { STORED, unpack } from "./entry-rows";
import type { StatisticsKeeper } from "./planner-statistics";
import { entryMedia, journalEntries, privateJournals } from "./schema";

/**
 * The advisory lock class of a person's private-journal state (the change_seq trigger's is
 * 1380536400). A lock, not only the state row: while the journal is off there is no row to lock,
 * and a write that found none must still be waited for by a switch that starts after it.
 */
const STATE_LOCK_CLASS = 1380536401;

/** What a write's transaction offers (a transaction, or the database for a one-statement write). */
export type Tx = Pick<Db, "execute" | "select">;

/** The state as a write in `tx` sees it, holding it (shared) until the transaction ends. */
async function holdState(tx: Tx, userId: string): Promise<PrivateJournalStatus | null> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${STATE_LOCK_CLASS}, hashtext(${userId}))`);
  const [row] = await tx
    .select({ status: privateJournals.status })
    .from(privateJournals)
    .where(eq(privateJournals.userId, userId))
    .for("share");
  return row ? (row.status as PrivateJournalStatus) : null;
}

/**
 * In a write that keeps words readable by the server (a saved, edited, re-analysed, imported or put
 * back entry): refuses with the 409 while the journal is private (turning on, or on), as it is at
 * the moment of the write. Turning it off lifts the guard, so the browser can put entries back.
 */
export async function refuseWhilePrivate(tx: Tx, userId: string): Promise<void> {
  const status = await holdState(tx, userId);
  if (status !== null && status !== "disabling") throw new HttpError(409, "private_journal", PRIVATE_JOURNAL_MESSAGES.isPrivate);
}

/**
 * In a write of a browser envelope (a sealed entry, photo or recording): refuses with a 409 when the
 * journal is not private (any state) at that moment.
 */
export async function requirePrivate(tx: Tx, userId: string): Promise<void> {
  if ((await holdState(tx, userId)) === null) throw new HttpError(409, "no_private_journal", PRIVATE_JOURNAL_MESSAGES.notOn);
}

/** Finishing a switch: waits for the writes in flight, then holds the state until the transaction ends. */
async function lockState(tx: Tx, userId: string): Promise<PrivateJournalStatus | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STATE_LOCK_CLASS}, hashtext(${userId}))`);
  const [row] = await tx
    .select({ status: privateJournals.status })
    .from(privateJournals)
    .where(eq(privateJournals.userId, userId))
    .for("update");
  return row ? (row.status as PrivateJournalStatus) : null;
}

/** How many of my photos, thumbnails and recordings are stored sealed in the browser (`true`) or in the clear. */
async function mediaSealed(tx: Tx, userId: string, sealed: boolean): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(entryMedia)
    .where(and(eq(entryMedia.userId, userId), eq(entryMedia.sealed, sealed)));
  return Number(row?.n ?? 0);
}

/** How finishing a switch went: done (or done before), not in that switch, or entries still to do. */
export type SwitchOutcome =
  { kind: "done" } | { kind: "wrong_state" } | { kind: "remaining"; count: number } | { kind: "media_remaining"; count: number };

export interface PrivateJournalRecord {
  status: PrivateJournalStatus;
  keys: PrivateJournalKeys;
  updatedAt: string;
}

/** An entry's stamps after a browser envelope was written. */
export interface SealedWrite {
  id: string;
  createdAt: string;
  updatedAt: string;
  created: boolean;
}

/** The first byte of a browser envelope is 0x80 or more (decision 013); an unconverted row has none. */
const SEALED_IN_BROWSER = sql`get_byte(${journalEntries.sealed}, 0) >= 128`;

/** How many of my entries each side sealed: the server (readable by it) and the browser. */
async function sealedBy(tx: Tx, userId: string): Promise<{ server: number; browser: number }> {
  const [row] = await tx
    .select({ all: count(), browser: sql<number>`count(*) filter (where ${SEALED_IN_BROWSER})` })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  const browser = Number(row?.browser ?? 0);
  return { server: Number(row?.all ?? 0) - browser, browser };
}

export function createPrivateJournalQueries(db: Db, statistics?: Pick<StatisticsKeeper, "noteWrites">) {
  const mine = (userId: string) => eq(privateJournals.userId, userId);

  return {
    async get(userId: string): Promise<PrivateJournalRecord | null> {
      const [row] = await db
        .select({ status: privateJournals.status, keys: privateJournals.keys, updatedAt: privateJournals.updatedAt })
        .from(privateJournals)
        .where(mine(userId));
      return row
        ? { status: row.status as PrivateJournalStatus, keys: row.keys as PrivateJournalKeys, updatedAt: row.updatedAt.toISOString() }
        : null;
    },

    /** Starts turning it on; false when there already is a private journal (in any state). */
    async start(userId: string, keys: PrivateJournalKeys): Promise<boolean> {
      const rows = await db
        .insert(privateJournals)
        .values({ userId, status: "enabling", keys })
        .onConflictDoNothing()
        .returning({ userId: privateJournals.userId });
      return rows.length > 0;
    },

    /** New wraps (a new passphrase, or after recovery); false when there is no private journal to change. */
    async replaceKeys(userId: string, keys: PrivateJournalKeys): Promise<boolean> {
      const rows = await db
        .update(privateJournals)
        .set({ keys, updatedAt: sql`now()` })
        .where(and(mine(userId), inArray(privateJournals.status, ["enabling", "on"])))
        .returning({ userId: privateJournals.userId });
      return rows.length > 0;
    },

    /** Moves the status on from one of `from`; false when it was not there. */
    async move(userId: string, from: readonly PrivateJournalStatus[], to: PrivateJournalStatus): Promise<boolean> {
      const rows = await db
        .update(privateJournals)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(mine(userId), inArray(privateJournals.status, [...from])))
        .returning({ userId: privateJournals.userId });
      return rows.length > 0;
    },

    /**
     * Turning it on is done: `on` once no entry and no photo or recording the server can read is
     * left, counted after the writes in flight have ended (a readable write that comes later is refused).
     */
    async complete(userId: string): Promise<SwitchOutcome> {
      return db.transaction(async (tx) => {
        const status = await lockState(tx, userId);
        if (status === "on") return { kind: "done" };
        if (status !== "enabling") return { kind: "wrong_state" };
        const { server } = await sealedBy(tx, userId);
        if (server > 0) return { kind: "remaining", count: server };
        // a clear upload checks the state in its own transaction (media-service), so none lands after this count
        const media = await mediaSealed(tx, userId, false);
        if (media > 0) return { kind: "media_remaining", count: media };
        await tx
          .update(privateJournals)
          .set({ status: "on", updatedAt: sql`now()` })
          .where(mine(userId));
        return { kind: "done" };
      });
    },

    /**
     * Turning it off is done: the record (and its wrapped keys) goes once no browser envelope is
     * left, entry, photo or recording, counted after the envelope writes in flight have ended (a
     * later one is refused).
     */
    async completeDisable(userId: string): Promise<SwitchOutcome> {
      return db.transaction(async (tx) => {
        const status = await lockState(tx, userId);
        if (status === null) return { kind: "done" };
        if (status !== "disabling") return { kind: "wrong_state" };
        const { browser } = await sealedBy(tx, userId);
        if (browser > 0) return { kind: "remaining", count: browser };
        // a sealed upload checks the state in its own transaction (media-service), so none lands after this count
        const media = await mediaSealed(tx, userId, true);
        if (media > 0) return { kind: "media_remaining", count: media };
        await tx.delete(privateJournals).where(mine(userId));
        return { kind: "done" };
      });
    },

    /**
     * Writes an entry sealed in the browser: a new one (dated `createdAt` when given, never later
     * than now), or in place of the stored one (its companion reply, which the server sealed, goes
     * too). `updatedAt` moves on, so every replica fetches it.
     */
    async putSealed(userId: string, id: string, envelope: Buffer, createdAt?: Date): Promise<SealedWrite> {
      const row = await db.transaction(async (tx) => {
        await requirePrivate(tx, userId);
        const [written] = await tx
          .insert(journalEntries)
          .values({
            id,
            userId,
            sealed: envelope,
            sealedReply: null,
            ...(createdAt ? { createdAt: sql`least(${createdAt.toISOString()}::timestamptz, now())` } : {}),
          })
          .onConflictDoUpdate({
            target: [journalEntries.userId, journalEntries.id],
            set: {
              sealed: sql`excluded.sealed`,
              sealedReply: null,
              updatedAt: sql`greatest(now(), date_trunc('milliseconds', ${journalEntries.updatedAt}) + interval '1 millisecond')`,
            },
          })
          .returning({ ...STORED, inserted: sql<boolean>`(xmax = 0)` });
        return written;
      });
      if (!row) throw new Error("the sealed entry was not written");
      // turning a journal private or back rewrites every entry, one request each (decision 033)
      statistics?.noteWrites(1);
      const { createdAt: created, updatedAt } = unpack(row);
      return { id, createdAt: created, updatedAt, created: row.inserted };
    },
  };
}

export type PrivateJournalQueries = ReturnType<typeof createPrivateJournalQueries>;
