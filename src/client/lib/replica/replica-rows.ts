// The rows of the browser replica and the pure steps around them (no I/O): a changes page turned
// into rows to put and ids to remove, newer-wins between a stored row and an incoming one, and the
// rows read back as the journal the screen shows (newest first, with the counts of the others).
//
// A row keeps only what the server sent: an entry the server could open (`entry`), a browser
// envelope (`sealed`: the base64 payload and the time stamps, no plain field at all) or an entry
// nobody here can open (`unreadable`: time stamps only). When the journal is sealed end to end
// (a later issue), opened envelopes live in memory beside the rows, never written back here.
import type { EntryChangesResponse } from "../../../domain/contract/entries";
import type { MediaItem } from "../../../domain/contract/media";
import type { JournalEntry } from "../../../domain/types";

interface RowStamps {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export type ReplicaRow =
  | (RowStamps & { kind: "entry"; entry: JournalEntry })
  | (RowStamps & { kind: "sealed"; envelope: string; media?: MediaItem[] })
  | (RowStamps & { kind: "unreadable" });

/** Where the replica stands with the server: the cursor to pass as `since`, and when it was last in step. */
export interface ReplicaMeta {
  cursor: string;
  syncedAt: string;
}

/** One write to the replica, applied all at once: rows to put (newer wins), ids to remove, the new meta. */
export interface ReplicaChange {
  put: ReplicaRow[];
  remove: string[];
  meta?: ReplicaMeta;
}

/** The journal as the screen reads it. */
export interface ReplicaView {
  /** Entries the server could open, newest first. */
  entries: JournalEntry[];
  /** Envelopes sealed in the browser, newest first (opened in memory only, by a later issue). */
  sealed: Extract<ReplicaRow, { kind: "sealed" }>[];
  unreadable: number;
  /** The replica has been in step with the server at least once: its rows are the journal, even none. */
  synced: boolean;
}

export function entryRow(entry: JournalEntry): ReplicaRow {
  return { kind: "entry", id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt, entry };
}

/** A changes page as one write: every row it carries, every tombstone, and the cursor after it. */
export function changeFromPage(page: EntryChangesResponse, syncedAt: Date): ReplicaChange {
  const put: ReplicaRow[] = page.entries.map(entryRow);
  // a sealed entry's media (decision 050) travels beside its envelope: its list is not inside it
  for (const { id, createdAt, updatedAt, envelope, media } of page.sealed) {
    put.push({ kind: "sealed", id, createdAt, updatedAt, envelope, ...(media ? { media } : {}) });
  }
  for (const { id, createdAt, updatedAt } of page.unreadable) put.push({ kind: "unreadable", id, createdAt, updatedAt });
  return { put, remove: page.deleted.map((tombstone) => tombstone.id), meta: { cursor: page.cursor, syncedAt: syncedAt.toISOString() } };
}

/**
 * Two writes as one, `later` after `earlier`: a row put later takes the place of one put or removed
 * earlier, a removal later drops a row put earlier, and the later meta wins.
 */
export function mergeChanges(earlier: ReplicaChange, later: ReplicaChange): ReplicaChange {
  const laterPut = new Set(later.put.map((row) => row.id));
  const laterRemove = new Set(later.remove);
  return {
    put: [...earlier.put.filter((row) => !laterPut.has(row.id) && !laterRemove.has(row.id)), ...later.put],
    remove: [...earlier.remove.filter((id) => !laterPut.has(id) && !laterRemove.has(id)), ...later.remove],
    meta: later.meta ?? earlier.meta,
  };
}

/** An ISO time as milliseconds; an unreadable one counts as the oldest. */
function timeOf(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Whether `incoming` replaces `stored`: a page fetched before a local write (an edit's answer, a
 * re-analysis) must not bring the older state back, so the later `updatedAt` wins; a tie takes
 * the incoming row (the server's latest word).
 */
export function replaces(incoming: ReplicaRow, stored: ReplicaRow | undefined): boolean {
  return !stored || timeOf(incoming.updatedAt) >= timeOf(stored.updatedAt);
}

/** Newest first by creation time, then by id (the server's order); times parsed once per row, not per comparison. */
function newestFirst(rows: readonly ReplicaRow[]): ReplicaRow[] {
  const keyed = rows.map((row) => ({ time: timeOf(row.createdAt), row }));
  keyed.sort((a, b) => b.time - a.time || (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0));
  return keyed.map((item) => item.row);
}

export function viewOf(rows: readonly ReplicaRow[], meta: ReplicaMeta | undefined): ReplicaView {
  const sorted = newestFirst(rows);
  const entries: JournalEntry[] = [];
  const sealed: ReplicaView["sealed"] = [];
  let unreadable = 0;
  for (const row of sorted) {
    if (row.kind === "entry") entries.push(row.entry);
    else if (row.kind === "sealed") sealed.push(row);
    else unreadable += 1;
  }
  return { entries, sealed, unreadable, synced: meta !== undefined };
}

/** Two journals, each newest first, as one newest first (a private journal's opened entries among the ordinary ones). */
export function mergeNewestFirst(a: readonly JournalEntry[], b: readonly JournalEntry[]): JournalEntry[] {
  if (b.length === 0) return [...a];
  if (a.length === 0) return [...b];
  const merged: JournalEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && timeOf(x.createdAt) >= timeOf(y.createdAt))) {
      merged.push(x!);
      i += 1;
    } else {
      merged.push(y);
      j += 1;
    }
  }
  return merged;
}
