// On this day, on the main screen: entries from today's date in earlier years, from the browser's
// replica (so a private journal's too, opened on this device), a quiet line each — "On this day —
// 1 year ago: <first words>" — that opens the entry. Nothing at all when there are none.
import { History } from "lucide-react";
import { useMemo, useState } from "react";
import { onThisDay } from "../../../../domain/looking-back/on-this-day";
import type { JournalEntry } from "../../../../domain/types";

/** At most this many lines: a memory, not a list. */
const SHOWN = 3;

interface Props {
  entries: readonly JournalEntry[] | undefined;
  onOpen: (id: string) => void;
}

export function OnThisDay({ entries, onOpen }: Props) {
  const [now] = useState(() => new Date());
  const items = useMemo(() => (entries ? onThisDay(entries, { now }).slice(0, SHOWN) : []), [entries, now]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="on-this-day-heading" className="w-full max-w-md">
      <h2 id="on-this-day-heading" className="sr-only">
        On this day
      </h2>
      <ul className="grid gap-1.5">
        {items.map((item) => (
          <li key={item.entry.id}>
            <button
              type="button"
              onClick={() => onOpen(item.entry.id)}
              className="flex min-h-10 w-full items-center gap-2 rounded-2xl bg-white/60 px-3 py-2 text-left text-sm text-slate-600 ring-1 ring-violet-100 hover:bg-white hover:text-slate-800"
            >
              <History className="size-4 shrink-0 text-violet-500" aria-hidden="true" />
              <span className="min-w-0">
                <span className="font-medium text-violet-800">On this day — {item.when}:</span> {item.preview}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
