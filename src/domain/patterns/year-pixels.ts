// A year in pixels: every day of a year coloured by that day's average wellness, on a calm scale
// of five steps (no red: a hard day is a paler one); days without reflections stay neutral. The
// grid is a row per month and a column per day of the month, which fits a 375 px screen.
import { average, oneDecimal } from "./aggregate";
import type { PatternsData } from "./aggregate";
import { monthLabel } from "./labels";
import { dayNumber, daysInMonth, monthIndex } from "../lib/zoned-days";

/** Step 0 (lowest) to 4 (highest) from an average wellness 1–10. */
export type WellnessStep = 0 | 1 | 2 | 3 | 4;

const STEP_FLOORS = [3, 5, 6.5, 8] as const;

export function wellnessStep(averageWellness: number): WellnessStep {
  let step = 0;
  for (const floor of STEP_FLOORS) if (averageWellness >= floor) step++;
  return step as WellnessStep;
}

/** The legend's words for each step. */
export const STEP_RANGES = ["below 3", "3 to 4.9", "5 to 6.4", "6.5 to 7.9", "8 and above"] as const;

interface PixelDay {
  /** Day of the month, 1–31. */
  day: number;
  average: number | null;
  step: WellnessStep | null;
  count: number;
  /** After today: drawn fainter. */
  future: boolean;
}

interface PixelMonth {
  month: number;
  label: string;
  days: PixelDay[];
  daysWithReflections: number;
  /** The month's average over its reflections (not of its days). */
  average: number | null;
}

export interface YearPixels {
  year: number;
  months: PixelMonth[];
  daysWithReflections: number;
  summary: string;
}

export function yearPixels(data: PatternsData, year: number, locale?: string): YearPixels {
  const months: PixelMonth[] = [];
  let daysWithReflections = 0;
  const stepCounts = [0, 0, 0, 0, 0];
  for (let month = 0; month < 12; month++) {
    const first = dayNumber(year, month, 1);
    const days: PixelDay[] = [];
    let filled = 0;
    for (let day = 1; day <= daysInMonth(year, month); day++) {
      const tally = data.days.get(first + day - 1);
      const value = average(tally);
      const step = value === null ? null : wellnessStep(value);
      if (step !== null) {
        filled++;
        stepCounts[step]!++;
      }
      days.push({ day, average: value, step, count: tally?.count ?? 0, future: first + day - 1 > data.today });
    }
    daysWithReflections += filled;
    const index = monthIndex(year, month);
    months.push({ month, label: monthLabel(index, locale), days, daysWithReflections: filled, average: average(data.months.get(index)) });
  }
  return { year, months, daysWithReflections, summary: pixelsSummary(year, months, daysWithReflections, stepCounts) };
}

function pixelsSummary(year: number, months: readonly PixelMonth[], filled: number, stepCounts: readonly number[]): string {
  if (filled === 0) return `Your year in pixels, ${year}: no reflections in ${year} yet.`;
  let sum = 0;
  let count = 0;
  for (const month of months) {
    if (month.average === null) continue;
    const reflections = month.days.reduce((total, day) => total + day.count, 0);
    sum += month.average * reflections;
    count += reflections;
  }
  const higher = stepCounts[3]! + stepCounts[4]!;
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  return (
    `Your year in pixels, ${year}: ${days(filled)} with reflections, average wellness ${oneDecimal(sum / count)}; ` +
    `${days(higher)} at 6.5 or above.`
  );
}
