// The warm start's head start: the replica is read while the landing intro still shows (the user
// is known, the main screen is not yet on screen), so the journal is in memory when the main
// screen appears. The screen's live query takes over as soon as it has read for itself.
// Reading 10,000 rows from IndexedDB takes a few hundred milliseconds here (bench/replica.ts);
// the intro lasts 3 s. Keyed by user: a view read for one person is never handed to another.
import { viewOf } from "./replica-rows";
import type { ReplicaView } from "./replica-rows";
import { openReplica } from "./replica-store";

interface EarlyRead {
  userId: string;
  view: ReplicaView | undefined;
  done: Promise<ReplicaView | undefined>;
}

let early: EarlyRead | null = null;

/** The performance mark the early read leaves (the bench reads how long the read itself took). */
export const EARLY_READ_MARK = "ripple:replica-early-read";

/** Starts reading `userId`'s replica, once; a failure only means the screen reads it itself. */
export function startEarlyRead(userId: string): Promise<ReplicaView | undefined> {
  if (early?.userId === userId) return early.done;
  const started = performance.now();
  const read: EarlyRead = {
    userId,
    view: undefined,
    done: openReplica(userId)
      .then((store) => store.read())
      .then(({ rows, meta }) => {
        const view = viewOf(rows, meta);
        read.view = view;
        performance.mark(EARLY_READ_MARK, { detail: { ms: performance.now() - started, entries: view.entries.length } });
        return view;
      })
      .catch(() => undefined),
  };
  early = read;
  return read.done;
}

/** The early view if it is already in memory (for the screen's first render). */
export function earlyView(userId: string): ReplicaView | undefined {
  return early?.userId === userId ? early.view : undefined;
}

/** The early read of `userId`, if one was started, to wait for. */
export function earlyRead(userId: string): Promise<ReplicaView | undefined> | undefined {
  return early?.userId === userId ? early.done : undefined;
}

/** Forgets whatever was read early (sign-out, account deletion). */
export function forgetEarlyRead(): void {
  early = null;
}
