// Sending the reflections kept in this browser (offline, decision 020): oldest first, each with its own
// id, so the server stores it once however often it arrives (a tab closed mid-sync, two tabs at
// once). A round stops at the first failure that means "not now" (no connection, the server
// failing or busy) and is tried again later with a growing wait; the server already holding the id
// (409) counts as synced. The server's own analysis (cloud when configured) replaces the device's.
import type { ReflectionResponse } from "../../../../domain/contract/reflections";
import { OFFLINE_COPY } from "../../../../domain/ui-copy";
import { keepPersonsChoice } from "../../../../domain/analysis/emotion-correction";
import { entryFieldsOf } from "../../../../domain/entries/entry-fields";
import type { JournalEntry, OrchestratorResult } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-error";
import type { ReflectionInput } from "../api/create-reflection";
import type { PendingReflection } from "../../../lib/outbox/pending-reflections";

export type SyncRound = "done" | "later";

/** The entry as the device analysed it, for the journal until the server's analysis takes its place (or, in a private journal, for good). */
export function deviceEntry(input: ReflectionInput, result: OrchestratorResult): JournalEntry {
  const at = input.recordedAt ?? new Date().toISOString();
  const { id, transcript, language, duration } = input;
  return { id, entryText: transcript, language: language ?? "en", duration, ...entryFieldsOf(result), createdAt: at, updatedAt: at };
}

/**
 * A new reading of an entry (a private journal's `Ask the AI about this`) over the entry as it is
 * stored: the emotion, intensity and mood the person chose stay theirs, with their mark, as a
 * re-analysis keeps them (decision 026); its time stays the stored one. Without a stored entry,
 * the new reading as it is.
 */
export function readingOver(stored: JournalEntry | null, fresh: JournalEntry): JournalEntry {
  if (!stored) return fresh;
  const kept = { ...fresh, ...keepPersonsChoice(stored, fresh), createdAt: stored.createdAt };
  return stored.emotionSetBy ? { ...kept, emotionSetBy: stored.emotionSetBy } : kept;
}

/** A kept reflection as it is sent: as a ripple, with the time it was said. */
export function inputOfPending({ id, transcript, duration, speechDetected, language, keptAt }: PendingReflection): ReflectionInput {
  return { id, transcript, duration, speechDetected, language, recordedAt: keptAt, mode: "voice" };
}

export interface SyncDeps {
  /** Read afresh for each round: another tab may have sent some. */
  pending(): Promise<PendingReflection[]>;
  /** The server's answer; null when there is nothing of the server's to show (a private journal's sealed entry, already in the replica). */
  send(reflection: PendingReflection): Promise<ReflectionResponse | null>;
  /** The server has it: forget the browser's copy and show what the server answered. */
  synced(reflection: PendingReflection, response: ReflectionResponse | null): Promise<void> | void;
  /** An id the screen is sending right now: not sent twice at once. */
  busyId?: string | null;
}

/** Not now: no answer, a timeout, the server failing, or too many requests. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export async function syncRound(deps: SyncDeps): Promise<SyncRound> {
  for (const reflection of await deps.pending()) {
    if (reflection.id === deps.busyId) continue;
    try {
      await deps.synced(reflection, await deps.send(reflection));
    } catch (error) {
      // 409 is "already there" — except a journal turned private meanwhile, which refuses words in the clear: kept, sealed next time.
      if (error instanceof ApiError && error.status === 409 && error.code !== "private_journal") {
        await deps.synced(reflection, null);
        continue;
      }
      if (isTransient(error)) return "later";
      // Refused for good (the words are no longer valid?): kept, never lost, tried on the next visit.
    }
  }
  return "done";
}

export interface SettleDeps {
  /** Puts the server's entry in the journal the screen shows (and asks for a sync). */
  show(entry: ReflectionResponse["entry"] | undefined): Promise<void>;
  /** Drops the device's copy from the outbox. */
  forget(id: string): Promise<void>;
  /** Tells the person. */
  announce(id: string): void;
}

/**
 * A reflection the server now has: its entry goes into the journal first, then the device's copy
 * leaves the outbox — the other order would leave the journal on screen without it in between.
 */
export async function settleSynced(reflection: PendingReflection, response: ReflectionResponse | null, deps: SettleDeps): Promise<void> {
  await deps.show(response?.entry ?? undefined);
  await deps.forget(reflection.id);
  deps.announce(reflection.id);
}

/** What the toast says once a kept item is in the journal: a check-in is named as one (decision 048). */
export function syncedToastOf(item: PendingReflection): string {
  return item.checkIn ? OFFLINE_COPY.syncedCheckInToast : OFFLINE_COPY.syncedToast;
}

/** The wait before the next round after `failures` failed ones: 2 s, 4 s, 8 s … at most 30 s. */
export function nextSyncDelayMs(failures: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));
}
