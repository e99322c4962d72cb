// The calendar: a month as a grid of days (Monday first), each day with ripples marked by a dot in
// its mood's colour (the day's most frequent feeling, the app's emotion colours). A grid for
// assistive technology: one day is in the tab order at a time; arrows move a day or a week,
// Home/End to the week's ends, PageUp/PageDown a month, Enter or a tap chooses the day and lists
// its ripples below, each opening the ripple. Months and years step back and forward, by buttons
// named for where they lead ("Previous month", "Previous year, 2025"): the year alone said nothing.
import { useEffect, useMemo, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { calendarMonth, entriesByDay, moveFocus } from "../../../../domain/looking-back/calendar";
import type { CalendarDay } from "../../../../domain/looking-back/calendar";
import { fullDayLabel } from "../../../../domain/patterns/labels";
import { dayDate, dayNumber, dayOf } from "../../../../domain/lib/zoned-days";
import type { JournalEntry } from "../../../../domain/types";
import { familyDot } from "../lib/chart-colours";
import { DayRipples } from "./day-ripples";
import { StepNav } from "./step-nav";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

interface Props {
  entries: readonly JournalEntry[];
  onOpenEntry: (id: string) => void;
}

function todayNumber(): number {
  return dayOf(Date.now());
}

export function CalendarView({ entries, onOpenEntry }: Props) {
  const [today] = useState(todayNumber);
  const byDay = useMemo(() => entriesByDay(entries), [entries]);
  // The focused day decides the month shown; the chosen day's ripples are listed.
  const [focused, setFocused] = useState(today);
  const [chosen, setChosen] = useState<number | null>(null);
  const focusDate = dayDate(focused);
  const year = focusDate.getUTCFullYear();
  const month = focusDate.getUTCMonth();
  const calendar = useMemo(() => calendarMonth(byDay, { year, month, today }), [byDay, year, month, today]);
  const grid = useRef<HTMLDivElement>(null);
  const moveByKeys = useRef(false);

  useEffect(() => {
    if (!moveByKeys.current) return;
    moveByKeys.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const stepMonths = (months: number) => {
    const target = dayNumber(year, month + months, 1);
    const date = dayDate(target);
    const last = dayNumber(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
    setFocused(Math.min(target + focusDate.getUTCDate() - 1, last));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveFocus(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    moveByKeys.current = true;
    setFocused(next);
  };

  const chosenEntries = chosen === null ? [] : (byDay.get(chosen) ?? []);

  return (
    <div className="grid gap-3">
      <div className="rounded-3xl bg-white/80 p-3 shadow-sm ring-1 ring-violet-100 sm:p-4">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => stepMonths(-12)}
            aria-label={`Previous year, ${year - 1}`}
            className="min-h-10 rounded-full px-2 text-xs font-medium text-violet-700 hover:bg-violet-50"
          >
            {year - 1}
          </button>
          <div className="min-w-0 flex-1">
            <StepNav
              label={calendar.label}
              labelId="calendar-month"
              previousLabel="Previous month"
              nextLabel="Next month"
              onPrevious={() => stepMonths(-1)}
              onNext={() => stepMonths(1)}
            />
          </div>
          <button
            type="button"
            onClick={() => stepMonths(12)}
            aria-label={`Next year, ${year + 1}`}
            className="min-h-10 rounded-full px-2 text-xs font-medium text-violet-700 hover:bg-violet-50"
          >
            {year + 1}
          </button>
        </div>
        <div role="grid" aria-labelledby="calendar-month" ref={grid} onKeyDown={onKeyDown} className="mt-2 grid gap-1">
          <div role="row" className="grid grid-cols-7 gap-1">
            {WEEKDAYS.map(([short, long]) => (
              <div key={long} role="columnheader" aria-label={long} className="text-center text-xs font-medium text-slate-500">
                {short}
              </div>
            ))}
          </div>
          {calendar.weeks.map((week, w) => (
            <div role="row" key={w} className="grid grid-cols-7 gap-1">
              {week.map((day, d) =>
                day ? (
                  <DayCell
                    key={day.day}
                    day={day}
                    focused={day.day === focused}
                    chosen={day.day === chosen}
                    onChoose={() => {
                      setFocused(day.day);
                      setChosen(day.day);
                    }}
                  />
                ) : (
                  <div role="gridcell" key={`empty-${d}`} aria-hidden="true" />
                ),
              )}
            </div>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {calendar.daysWithEntries === 0
            ? "No ripples this month."
            : `${calendar.daysWithEntries} ${calendar.daysWithEntries === 1 ? "day" : "days"} with ripples; each dot is the day's main feeling.`}
        </p>
      </div>
      {chosen !== null && <DayRipples title={fullDayLabel(chosen)} entries={chosenEntries} onOpenEntry={onOpenEntry} />}
    </div>
  );
}

function DayCell({ day, focused, chosen, onChoose }: { day: CalendarDay; focused: boolean; chosen: boolean; onChoose: () => void }) {
  const has = day.entries.length > 0;
  return (
    <div role="gridcell" aria-selected={chosen}>
      <button
        type="button"
        data-day={day.day}
        tabIndex={focused ? 0 : -1}
        aria-label={day.name}
        aria-current={day.today ? "date" : undefined}
        onClick={onChoose}
        className={`flex aspect-square min-h-10 w-full flex-col items-center justify-center gap-0.5 rounded-xl text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-violet-600 ${
          chosen ? "bg-violet-100 ring-2 ring-violet-500" : has ? "bg-violet-50 hover:bg-violet-100" : "hover:bg-slate-50"
        } ${day.future ? "text-slate-400" : "text-slate-800"} ${day.today ? "font-semibold underline decoration-violet-500 decoration-2 underline-offset-4" : ""}`}
      >
        <span aria-hidden="true">{day.date}</span>
        <span aria-hidden="true" className={`size-2.5 rounded-full ${day.mood ? familyDot(day.mood) : "bg-transparent"}`} />
      </button>
    </div>
  );
}
