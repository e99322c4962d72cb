// The entries waiting in this browser's outbox, kept current: a Dexie live query (another tab's
// writes show by themselves) re-read after each write of this page (which also covers the
// localStorage outbox of a browser without IndexedDB).
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { JournalEntry } from "../../../domain/types";
import { openOutbox, outboxWrites, subscribeOutbox } from "./pending-reflections";
import { waitingEntries } from "./waiting-entries";

type Outbox = Awaited<ReturnType<typeof openOutbox>>;

const NONE: JournalEntry[] = [];

export function useWaitingEntries(userId: string): JournalEntry[] {
  const [opened, setOpened] = useState<{ userId: string; outbox: Outbox } | null>(null);
  const outbox = opened?.userId === userId ? opened.outbox : null;
  useEffect(() => {
    let live = true;
    void openOutbox(userId).then((outbox) => {
      if (live) setOpened({ userId, outbox });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  const writes = useSyncExternalStore(subscribeOutbox, outboxWrites);
  const items = useLiveQuery(() => outbox?.all().catch(() => []), [outbox, writes]);
  return useMemo(() => (items ? waitingEntries(items) : NONE), [items]);
}
