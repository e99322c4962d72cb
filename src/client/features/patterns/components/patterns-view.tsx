// 'Your patterns' (decision 018): wellness over time with the month's trend in words, the mix of
// emotions, a year in pixels, top themes and when in the day you reflect, all from the entries
// in hand (one aggregation pass, src/domain/patterns). Lazy-loaded from the top bar's button; a
// full-height sheet on the project's drawer. Kind: no streaks, no red for a hard day. Beside the
// charts, the calendar and the week looked back on; the charts can show any week, month or year
// of the history (decision 049).
import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { aggregatePatterns } from "../../../../domain/patterns/aggregate";
import { dayDate } from "../../../../domain/lib/zoned-days";
import { entriesInRange, historySpan, rangeAround, rangeLabel, rangeSteps, shiftRange } from "../../../../domain/patterns/range";
import type { DayRange, RangeUnit } from "../../../../domain/patterns/range";
import type { PatternsData } from "../../../../domain/patterns/aggregate";
import { reflectTimes, themeName, TIME_OF_DAY_HOURS, topThemes } from "../../../../domain/patterns/themes-and-times";
import type { JournalEntry } from "../../../../domain/types";
import { Drawer, DrawerClose } from "../../../ui/drawer";
import { BarListChart } from "./bar-list-chart";
import { CalendarView } from "./calendar-view";
import { ChoiceGroup } from "./choice-group";
import { EmotionMixChart } from "./emotion-mix-chart";
import { WellnessChart } from "./wellness-chart";
import { StepNav } from "./step-nav";
import { WeekView } from "./week-view";
import { YearPixelsChart } from "./year-pixels-chart";

export const PATTERNS_TITLE = "Your patterns";
const SHEET_WIDTH_PX = 640;

interface Props {
  entries: JournalEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens a ripple's detail (from the calendar or the week). */
  onOpenEntry?: (id: string) => void;
  /** A cloud text model is configured: the week can be written about. */
  cloudText?: boolean;
  privateJournal?: boolean;
}

type View = "patterns" | "calendar" | "week";

const VIEWS = [
  { value: "patterns", label: "Charts" },
  { value: "calendar", label: "Calendar" },
  { value: "week", label: "Week" },
] as const;

export function PatternsView({
  entries,
  open,
  onOpenChange,
  onOpenEntry = () => undefined,
  cloudText = false,
  privateJournal = false,
}: Props) {
  const [view, setView] = useState<View>("patterns");
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      widthPx={SHEET_WIDTH_PX}
      title={PATTERNS_TITLE}
      description="How your reflections have felt over time."
      headerEnd={
        <DrawerClose aria-label="Close" className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700">
          <X className="size-5" aria-hidden="true" />
        </DrawerClose>
      }
    >
      <div className="mb-4 flex justify-center">
        <ChoiceGroup label="Look at" options={VIEWS} value={view} onChange={setView} />
      </div>
      {/* The drawer renders its content only while open: the pass runs per opening, with that moment's date. */}
      {view === "patterns" ? (
        <PatternsBody entries={entries} />
      ) : view === "calendar" ? (
        <CalendarView entries={entries} onOpenEntry={onOpenEntry} />
      ) : (
        <WeekView entries={entries} onOpenEntry={onOpenEntry} cloudText={cloudText} privateJournal={privateJournal} />
      )}
    </Drawer>
  );
}

const PERIODS = [
  { value: "recent", label: "Recent" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
  { value: "year", label: "Year" },
] as const;

function PatternsBody({ entries }: { entries: JournalEntry[] }) {
  const [now] = useState(() => new Date());
  const data = useMemo(() => aggregatePatterns(entries, { now }), [entries, now]);
  // "Recent" is the last weeks and months up to today; a week, month or year is any of the history's.
  const [range, setRange] = useState<DayRange | null>(null);
  const span = useMemo(() => historySpan(entries), [entries]);
  const rangeData = useMemo(() => (range ? aggregatePatterns(entriesInRange(entries, range), { now }) : null), [entries, range, now]);
  if (data.total === 0) {
    return (
      <div className="px-2 py-10 text-center" data-testid="patterns-empty">
        <p className="font-display text-lg text-slate-700">Your patterns will grow here</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-500">
          As you share reflections, you'll see how your days have felt over time, the emotions that come up and the themes you return to.
          There's no rush.
        </p>
      </div>
    );
  }
  const choose = (unit: RangeUnit | "recent") =>
    // a new unit keeps the place in the history: the week, month or year holding the range's end
    setRange(unit === "recent" ? null : rangeAround(unit, range ? Math.min(range.end, data.today) : data.today));
  const steps = range ? rangeSteps(range, span, data.today) : null;
  const shown = rangeData ?? data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <section aria-label="Period" className="grid gap-2 rounded-3xl bg-white/80 p-3 shadow-sm ring-1 ring-violet-100">
        <div className="flex justify-center">
          <ChoiceGroup label="Period" options={PERIODS} value={range?.unit ?? "recent"} onChange={choose} />
        </div>
        {range && steps && (
          <StepNav
            label={rangeLabel(range)}
            previousLabel={`Previous ${range.unit}`}
            nextLabel={`Next ${range.unit}`}
            onPrevious={steps.earlier ? () => setRange(shiftRange(range, -1)) : undefined}
            onNext={steps.later ? () => setRange(shiftRange(range, 1)) : undefined}
          />
        )}
        {rangeData && rangeData.total === 0 && (
          <p className="text-center text-sm text-slate-500" data-testid="patterns-range-empty">
            No reflections in this {range!.unit}.
          </p>
        )}
      </section>
      <WellnessChart data={shown} range={range ?? undefined} />
      <EmotionMixChart data={shown} range={range ?? undefined} />
      <YearPixelsChart
        key={range ? dayDate(range.start).getUTCFullYear() : "recent"}
        data={data}
        year={range ? dayDate(range.start).getUTCFullYear() : undefined}
      />
      <ThemesChart data={shown} />
      <TimesChart data={shown} />
    </div>
  );
}

function ThemesChart({ data }: { data: PatternsData }) {
  const top = useMemo(() => topThemes(data), [data]);
  return (
    <BarListChart
      title="Top themes"
      chart="themes"
      summary={top.summary}
      caption="Your most frequent themes"
      nameHeading="Theme"
      bars={top.themes.map((item) => ({ key: item.theme.toLowerCase(), name: themeName(item.theme), count: item.count }))}
      fill="fill-ripple-400"
      empty={top.themes.length === 0 ? "Themes appear here as your reflections are analysed." : undefined}
    />
  );
}

function TimesChart({ data }: { data: PatternsData }) {
  const times = useMemo(() => reflectTimes(data), [data]);
  return (
    <BarListChart
      title="When you reflect"
      chart="times"
      summary={times.summary}
      caption="Reflections by time of day"
      nameHeading="Time of day"
      bars={times.counts.map((item) => ({ key: item.time, name: item.time, detail: TIME_OF_DAY_HOURS[item.time], count: item.count }))}
      fill="fill-violet-300"
    />
  );
}
