// The private journal's rows (issue 12): its wrapped keys and status, the entries the browser seals
// (written as the envelopes they are: the server neither opens nor checks them beyond their format
// byte), and how many entries each side has sealed, which decides when turning it on or off is done.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PrivateJournalKeys, PrivateJournalStatus } from "../../domain/contract/private-journal";
import type { Db } from "./create-db";
import { STORED, unpack } from "./entry-rows";
import { journalEntries, privateJournals } from "./schema";

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

export function createPrivateJournalQueries(db: Db) {
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

    /** Turning it off is done: the record (and its wrapped keys) goes. */
    async remove(userId: string, from: PrivateJournalStatus): Promise<boolean> {
      const rows = await db
        .delete(privateJournals)
        .where(and(mine(userId), eq(privateJournals.status, from)))
        .returning({ userId: privateJournals.userId });
      return rows.length > 0;
    },

    /** How many of my entries each side sealed: the server (readable by it) and the browser. */
    async sealedBy(userId: string): Promise<{ server: number; browser: number }> {
      const [row] = await db
        .select({ all: count(), browser: sql<number>`count(*) filter (where ${SEALED_IN_BROWSER})` })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId));
      const browser = Number(row?.browser ?? 0);
      return { server: Number(row?.all ?? 0) - browser, browser };
    },

    /**
     * Writes an entry sealed in the browser: a new one (dated `createdAt` when given, never later
     * than now), or in place of the stored one (its companion reply, which the server sealed, goes
     * too). `updatedAt` moves on, so every replica fetches it.
     */
    async putSealed(userId: string, id: string, envelope: Buffer, createdAt?: Date): Promise<SealedWrite> {
      const [row] = await db
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
      if (!row) throw new Error("the sealed entry was not written");
      const { createdAt: created, updatedAt } = unpack(row);
      return { id, createdAt: created, updatedAt, created: row.inserted };
    },
  };
}

export type PrivateJournalQueries = ReturnType<typeof createPrivateJournalQueries>;
