// How entry rows are read (decision 013): one packed text value per row, split in JavaScript, for the
// list, the sync and the edits alike.
import { sql } from "drizzle-orm";
import type { StoredEntryRow } from "./entry-sealing";
import { journalEntries } from "./schema";

const US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const MS_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** A time stamp as the API shows it: ISO 8601, UTC, milliseconds. */
export const msText = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(MS_FORMAT)})`;

/**
 * A stored entry read as one text value: "id createdAt(µs) updatedAt(µs) changeSeq envelope", the
 * envelope in base64 and absent on a row not yet converted. Measured on PGlite (decision 013): each
 * column of each row costs more to read than this split, and bytea's hex text parses ~4× slower
 * than base64. The list cursor needs the creation time's microseconds and an edit the update
 * time's (its version); the API shows milliseconds.
 */
const PACKED_ROW = sql<string>`concat_ws(' ', ${journalEntries.id},
  to_char(${journalEntries.createdAt} at time zone 'UTC', ${sql.raw(US)}),
  to_char(${journalEntries.updatedAt} at time zone 'UTC', ${sql.raw(US)}),
  ${journalEntries.changeSeq},
  encode(${journalEntries.sealed}, 'base64'))`;
export const STORED = { packed: PACKED_ROW };

export interface PackedRow extends StoredEntryRow {
  /** The creation time with microseconds, for the list cursor. */
  cursorAt: string;
  /** The update time with microseconds: what an edit compares and swaps. */
  version: string;
  /** The row's place in the order of changes (decision 016). */
  changeSeq: number;
}

const toMs = (us: string) => `${us.slice(0, 23)}Z`;

export function unpack({ packed }: { packed: string }): PackedRow {
  const [id = "", cursorAt = "", version = "", seq = "0", sealed] = packed.split(" ");
  return { id, cursorAt, createdAt: toMs(cursorAt), updatedAt: toMs(version), version, changeSeq: Number(seq), sealed: sealed ?? null };
}
