// Wellness over time: the average score per day (last 30 days), per ISO week (last 12, Monday
// first) or per month (last 12), each period with its count, empty periods kept so the axis is
// continuous; and a one-sentence summary for the chart's text alternative.
import { average, oneDecimal } from "./aggregate";
import type { PatternsData, Tally } from "./aggregate";
import { dayLabel, monthLabel, shortDayLabel, shortMonthName, weekLabel } from "./labels";
import { weekStart } from "../lib/zoned-days";

export type Granularity = "day" | "week" | "month";

const SERIES_LENGTH: Record<Granularity, number> = { day: 30, week: 12, month: 12 };

const UNIT: Record<Granularity, [string, string]> = { day: ["day", "days"], week: ["week", "weeks"], month: ["month", "months"] };

interface WellnessPoint {
  /** Day number, Monday's day number, or month index. */
  key: number;
  /** For the table: "Mon 3 Mar", "Week of 3 Mar", "March 2025". */
  label: string;
  /** For the axis: "3 Mar", "Mar". */
  shortLabel: string;
  /** null when no reflection fell in the period. */
  average: number | null;
  count: number;
}

export interface WellnessSeries {
  granularity: Granularity;
  points: WellnessPoint[];
  summary: string;
}

export function wellnessSeries(data: PatternsData, granularity: Granularity, locale?: string): WellnessSeries {
  const length = SERIES_LENGTH[granularity];
  const last = granularity === "day" ? data.today : granularity === "week" ? weekStart(data.today) : data.thisMonth;
  const step = granularity === "week" ? 7 : 1;
  const tallies: Map<number, Tally> = granularity === "day" ? data.days : granularity === "week" ? data.weeks : data.months;
  const points: WellnessPoint[] = [];
  for (let i = length - 1; i >= 0; i--) {
    const key = last - i * step;
    const tally = tallies.get(key);
    points.push({
      key,
      label: granularity === "day" ? dayLabel(key, locale) : granularity === "week" ? weekLabel(key, locale) : monthLabel(key, locale),
      shortLabel: granularity === "month" ? shortMonthName(key, locale) : shortDayLabel(key, locale),
      average: average(tally),
      count: tally?.count ?? 0,
    });
  }
  return { granularity, points, summary: seriesSummary(points, granularity) };
}

function seriesSummary(points: readonly WellnessPoint[], granularity: Granularity): string {
  const [one, many] = UNIT[granularity];
  const span = `the last ${points.length} ${many}`;
  const filled = points.filter((point) => point.average !== null);
  if (filled.length === 0) return `Average wellness by ${one}: no reflections in ${span} yet.`;
  let sum = 0;
  let count = 0;
  let low = Infinity;
  let high = -Infinity;
  for (const point of filled) {
    sum += point.average! * point.count;
    count += point.count;
    low = Math.min(low, point.average!);
    high = Math.max(high, point.average!);
  }
  const range =
    oneDecimal(low) === oneDecimal(high) ? `${oneDecimal(low)} each time` : `between ${oneDecimal(low)} and ${oneDecimal(high)}`;
  const periods = `${filled.length} of ${points.length} ${many} with reflections`;
  return `Average wellness by ${one} over ${span}: ${oneDecimal(sum / count)} overall, ${range}; ${periods}.`;
}
