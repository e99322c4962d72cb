// The month's trend in words: this month's average wellness beside the latest earlier month with
// reflections ("Your wellness averaged 6.2 this month, up from 5.4 in October."). Kind in every
// case: a lower month is said plainly and gently, an empty month is no failing, and there are
// no streaks.
import { average, oneDecimal } from "./aggregate";
import type { PatternsData } from "./aggregate";
import { monthLabel, monthName } from "./labels";

/** Averages, in tenths as shown, closer than this read as "about the same". */
const SAME_WITHIN_TENTHS = 3;
const MONTHS_NAMED_WITHOUT_YEAR = 11;

type TrendKind = "up" | "down" | "same" | "first" | "quiet";

export interface MonthTrend {
  kind: TrendKind;
  sentence: string;
}

/** null when there are no reflections at all (the view shows its empty state instead). */
export function monthTrend(data: PatternsData, locale?: string): MonthTrend | null {
  const now = average(data.months.get(data.thisMonth));
  let previousMonth: number | null = null;
  for (const [month, tally] of data.months) {
    if (month < data.thisMonth && tally.count > 0 && (previousMonth === null || month > previousMonth)) previousMonth = month;
  }
  const previous = previousMonth === null ? null : average(data.months.get(previousMonth));
  const when =
    previousMonth === null
      ? ""
      : data.thisMonth - previousMonth > MONTHS_NAMED_WITHOUT_YEAR
        ? monthLabel(previousMonth, locale)
        : monthName(previousMonth, locale);

  if (now === null) {
    if (previous === null) return null;
    return {
      kind: "quiet",
      sentence: `No reflections this month yet, and that's okay. In ${when}, your wellness averaged ${oneDecimal(previous)}.`,
    };
  }
  const thisMonth = `Your wellness averaged ${oneDecimal(now)} this month`;
  if (previous === null) return { kind: "first", sentence: `${thisMonth}, your first month of reflections. Welcome.` };
  // Compared as shown (whole tenths), so "up from 6.0" never follows a 6.0.
  const change = Math.round(now * 10) - Math.round(previous * 10);
  if (Math.abs(change) < SAME_WITHIN_TENTHS) {
    return { kind: "same", sentence: `${thisMonth}, about the same as in ${when} (${oneDecimal(previous)}).` };
  }
  if (change > 0) return { kind: "up", sentence: `${thisMonth}, up from ${oneDecimal(previous)} in ${when}.` };
  return {
    kind: "down",
    sentence: `${thisMonth}, down from ${oneDecimal(previous)} in ${when}. Harder stretches are part of the story too.`,
  };
}
