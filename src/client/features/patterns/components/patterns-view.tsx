// 'Your patterns' (issue 10): wellness over time with the month's trend in words, the mix of
// emotions, a year in pixels, top themes and when in the day you reflect, all from the entries
// in hand (one aggregation pass, src/domain/patterns). Lazy-loaded from the top bar's button; a
// full-height sheet on the project's drawer. Kind: no streaks, no red for a hard day.
import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { aggregatePatterns } from "../../../../domain/patterns/aggregate";
import type { PatternsData } from "../../../../domain/patterns/aggregate";
import { reflectTimes, themeName, TIME_OF_DAY_HOURS, topThemes } from "../../../../domain/patterns/themes-and-times";
import type { JournalEntry } from "../../../../domain/types";
import { Drawer, DrawerClose } from "../../../ui/drawer";
import { BarListChart } from "./bar-list-chart";
import { EmotionMixChart } from "./emotion-mix-chart";
import { WellnessChart } from "./wellness-chart";
import { YearPixelsChart } from "./year-pixels-chart";

export const PATTERNS_TITLE = "Your patterns";
const SHEET_WIDTH_PX = 640;

interface Props {
  entries: JournalEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PatternsView({ entries, open, onOpenChange }: Props) {
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
      {/* The drawer renders its content only while open: the pass runs per opening, with that moment's date. */}
      <PatternsBody entries={entries} />
    </Drawer>
  );
}

function PatternsBody({ entries }: { entries: JournalEntry[] }) {
  const [now] = useState(() => new Date());
  const data = useMemo(() => aggregatePatterns(entries, { now }), [entries, now]);
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
  return (
    <div className="grid gap-4">
      <WellnessChart data={data} />
      <EmotionMixChart data={data} />
      <YearPixelsChart data={data} />
      <ThemesChart data={data} />
      <TimesChart data={data} />
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
