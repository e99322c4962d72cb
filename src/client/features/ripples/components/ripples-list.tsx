// The drawer's list, virtualised (@tanstack/react-virtual): only the rows in view (and a few
// beyond) are in the page, each measured as it renders, so 10,000 entries scroll smoothly. Rows
// are day headers (headings) and ripple cards, or ranked search results. A focused row stays
// rendered when scrolled away; arrow keys, Home and End move between cards; after a delete,
// focus moves to the next card.
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import type { Range } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { dayLabel } from "../../../../domain/search/days";
import type { DayRow } from "../../../../domain/search/days";
import type { EntryHit } from "../../../../domain/search/entry-index";
import { formatEntryTime } from "../../../../domain/entries/entry-time";
import type { JournalEntry } from "../../../../domain/types";
import { RippleCard } from "./ripple-card";

export type ListRow = DayRow | { kind: "entry"; key: string; entry: JournalEntry; hit?: EntryHit };

interface Props {
  userId: string;
  rows: readonly ListRow[];
  label: string;
  /** Changes when the list shows something else (a new search): it scrolls back to the top. */
  resetKey: string;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  waitingIds: ReadonlySet<string>;
}

const ESTIMATE = { day: 40, entry: 156 };
const NAVIGATION_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

export function RipplesList({ userId, rows, label, resetKey, onOpen, onDelete, waitingIds }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusedKey = useRef<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const [, retry] = useState(0);
  const indexOf = useMemo(() => new Map(rows.map((row, i) => [row.key, i])), [rows]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? undefined : indexOf.get(focusedKey.current);
      if (focused !== undefined && !indexes.includes(focused)) return [...indexes, focused].sort((a, b) => a - b);
      return indexes;
    },
    [indexOf],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => ESTIMATE[rows[i]?.kind ?? "entry"],
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    paddingStart: 4,
    paddingEnd: 16,
    rangeExtractor,
  });

  useLayoutEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  // Focus asked for a row not yet rendered lands once the virtualiser has scrolled it in.
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    const target = list.current?.querySelector<HTMLElement>(`li[data-key="${CSS.escape(key)}"] [data-card-open]`);
    if (target) {
      pendingFocus.current = null;
      target.focus();
    }
  });

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    pendingFocus.current = row.key;
    virtualizer.scrollToIndex(index, { align: "auto" });
    retry((n) => n + 1);
  };

  const entryIndex = (from: number, step: 1 | -1): number | undefined => {
    for (let i = from; i >= 0 && i < rows.length; i += step) if (rows[i]?.kind === "entry") return i;
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!NAVIGATION_KEYS.has(event.key) || !(event.target instanceof HTMLElement) || !event.target.matches("[data-card-open]")) return;
    const current = indexOf.get(event.target.closest("li")?.dataset.key ?? "");
    if (current === undefined) return;
    const next =
      event.key === "ArrowDown"
        ? entryIndex(current + 1, 1)
        : event.key === "ArrowUp"
          ? entryIndex(current - 1, -1)
          : event.key === "Home"
            ? entryIndex(0, 1)
            : entryIndex(rows.length - 1, -1);
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  };

  const deleteRow = (id: string) => {
    const at = indexOf.get(id);
    if (at !== undefined && list.current?.contains(document.activeElement)) {
      const next = entryIndex(at + 1, 1) ?? entryIndex(at - 1, -1);
      if (next !== undefined) focusRow(next);
    }
    onDelete(id);
  };

  const now = new Date();
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4" data-testid="ripples-scroller">
      <ul
        ref={list}
        aria-label={label}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          focusedKey.current = (event.target as HTMLElement).closest("li")?.dataset.key ?? null;
        }}
        onBlur={(event) => {
          if (!list.current?.contains(event.relatedTarget)) focusedKey.current = null;
        }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-key={row.key}
              aria-posinset={item.index + 1}
              aria-setsize={rows.length}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === "day" ? (
                <h3 className="px-1 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-500">{dayLabel(row.date, now)}</h3>
              ) : (
                <div className="pb-3">
                  <RippleCard
                    userId={userId}
                    entry={row.entry}
                    hit={row.hit}
                    waiting={waitingIds.has(row.entry.id)}
                    timeLabel={
                      row.hit
                        ? dayLabel(new Date(row.entry.createdAt), now)
                        : formatEntryTime(row.entry.createdAt, now, { dateOnly: row.entry.dateOnly })
                    }
                    onOpen={() => onOpen(row.entry.id)}
                    onDelete={() => deleteRow(row.entry.id)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
