// Reflections answered on this device and not yet in the journal the server holds (offline,
// decision 020) are part of the journal the person sees: in the drawer, the search and the patterns,
// marked as waiting to sync. Pure: the outbox's items in, the journal with them out.
import type { JournalEntry } from "../../../domain/types";
import type { PendingReflection } from "./pending-reflections";

const timeOf = (entry: JournalEntry): number => Date.parse(entry.createdAt) || 0;

/** The outbox's device-answered entries, newest first. */
export function waitingEntries(outbox: readonly PendingReflection[]): JournalEntry[] {
  return outbox
    .flatMap((item) => (item.savedOnDeviceAt && item.entry ? [item.entry] : []))
    .sort((a, b) => timeOf(b) - timeOf(a) || (a.id < b.id ? 1 : -1));
}

export interface JournalWithWaiting {
  entries: JournalEntry[];
  /** The ids merged in: entries the server does not have yet. */
  waitingIds: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The journal (newest first) with the waiting entries it lacks merged in at their place; the same
 * array when there is nothing to add (the search index and the charts see no change). An entry the
 * server already sent wins over the device's copy.
 */
export function withWaiting(journal: JournalEntry[], waiting: readonly JournalEntry[]): JournalWithWaiting {
  if (waiting.length === 0) return { entries: journal, waitingIds: NONE };
  const known = new Set(journal.map((entry) => entry.id));
  const fresh = waiting.filter((entry) => !known.has(entry.id));
  if (fresh.length === 0) return { entries: journal, waitingIds: NONE };
  const merged: JournalEntry[] = [];
  let next = 0;
  for (const entry of journal) {
    while (next < fresh.length && timeOf(fresh[next]!) >= timeOf(entry)) merged.push(fresh[next++]!);
    merged.push(entry);
  }
  return { entries: merged.concat(fresh.slice(next)), waitingIds: new Set(fresh.map((entry) => entry.id)) };
}
