// Turning the private journal on and off in the browser (decision 021). On: every ordinary entry is
// sealed here and put in its own place, then the server is asked to complete — which it does only
// when it counts no entry it could read, so a tab closed midway simply runs this again and goes on
// from what is left. Off: the mirror, every sealed entry opened here and put back in the clear; an
// entry that cannot be opened is reported (the person decides to delete it), never skipped silently.
// A few requests run at once; progress is told after each.
import type { JournalEntry } from "../../../../domain/types";
import type { SealedRow } from "../../../lib/private-journal/open-journal";

/** Requests in flight at once: quicker than one by one, gentle on a small server. */
const AT_ONCE = 6;
/** Rounds before giving up when the server still counts entries left (another device writing meanwhile). */
const MAX_ROUNDS = 3;

export interface Progress {
  done: number;
  total: number;
}

async function eachAtMost<T>(items: readonly T[], work: (item: T) => Promise<void>, onDone: () => void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

/** True when the server said entries remain (409 entries_remaining): another round is needed. */
export type CompleteOutcome = "done" | "entries_remaining";

export interface SealDeps {
  /** The ordinary entries still on the server, read afresh each round. */
  ordinary(): Promise<JournalEntry[]>;
  seal(entry: JournalEntry): Promise<string>;
  putSealed(id: string, envelope: string): Promise<unknown>;
  complete(): Promise<CompleteOutcome>;
  onProgress?(progress: Progress): void;
}

export async function sealJournal(deps: SealDeps): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const left = await deps.ordinary();
    const progress = { done: 0, total: left.length };
    deps.onProgress?.({ ...progress });
    await eachAtMost(
      left,
      async (entry) => void (await deps.putSealed(entry.id, await deps.seal(entry))),
      () => deps.onProgress?.({ ...progress, done: ++progress.done }),
    );
    if ((await deps.complete()) === "done") return;
  }
  throw new Error("entries kept arriving in the clear while the journal was being sealed");
}

export interface OpenDeps {
  /** The sealed entries still on the server, read afresh each round. */
  sealed(): Promise<SealedRow[]>;
  /** The entry, or null when this key cannot open it. */
  open(row: SealedRow): Promise<JournalEntry | null>;
  putOpened(entry: JournalEntry): Promise<unknown>;
  complete(): Promise<CompleteOutcome>;
  onProgress?(progress: Progress): void;
}

/** "done", or the entries that could not be opened (nothing is completed while they remain). */
export async function openJournal(deps: OpenDeps): Promise<{ kind: "done" } | { kind: "unopened"; rows: SealedRow[] }> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const left = await deps.sealed();
    const unopened: SealedRow[] = [];
    const progress = { done: 0, total: left.length };
    deps.onProgress?.({ ...progress });
    await eachAtMost(
      left,
      async (row) => {
        const entry = await deps.open(row);
        if (entry) await deps.putOpened(entry);
        else unopened.push(row);
      },
      () => deps.onProgress?.({ ...progress, done: ++progress.done }),
    );
    if (unopened.length > 0) return { kind: "unopened", rows: unopened };
    if ((await deps.complete()) === "done") return { kind: "done" };
  }
  throw new Error("sealed entries kept arriving while the journal was being opened");
}
