// The mix of emotions per week (last 8) or month (last 6): each period's share of every emotion
// family (emotion-family.ts), largest first, and a summary for the chart's text alternative.
import type { EmotionFamily } from "../analysis/emotion-family";
import { FAMILIES } from "./aggregate";
import type { PatternsData } from "./aggregate";
import { monthLabel, shortMonthName, shortDayLabel, weekLabel } from "./labels";
import { weekStart } from "../lib/zoned-days";

export type MixPeriod = "week" | "month";

const MIX_LENGTH: Record<MixPeriod, number> = { week: 8, month: 6 };

export interface FamilyShare {
  family: EmotionFamily;
  count: number;
  /** 0–1. */
  share: number;
}

export interface MixRow {
  key: number;
  label: string;
  shortLabel: string;
  total: number;
  /** Families present, most frequent first (ties in FAMILIES order). */
  shares: FamilyShare[];
}

export interface EmotionMix {
  period: MixPeriod;
  rows: MixRow[];
  /** Families present anywhere in the window, most frequent first: the legend. */
  families: EmotionFamily[];
  summary: string;
}

/** "42%" (whole percent: easier to read than tenths for a share). */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

function sharesOf(counts: ArrayLike<number>): { total: number; shares: FamilyShare[] } {
  let total = 0;
  for (let i = 0; i < FAMILIES.length; i++) total += counts[i]!;
  const shares: FamilyShare[] = [];
  for (let i = 0; i < FAMILIES.length; i++) {
    const count = counts[i]!;
    if (count > 0) shares.push({ family: FAMILIES[i]!, count, share: count / total });
  }
  // Array sort is stable: equal counts keep FAMILIES order.
  shares.sort((a, b) => b.count - a.count);
  return { total, shares };
}

/** "calm 40%, joy 30% and sadness 30%". */
export function describeShares(shares: readonly FamilyShare[], limit = shares.length): string {
  const parts = shares.slice(0, limit).map((share) => `${share.family} ${percent(share.share)}`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export function emotionMix(data: PatternsData, period: MixPeriod, locale?: string): EmotionMix {
  const length = MIX_LENGTH[period];
  const last = period === "week" ? weekStart(data.today) : data.thisMonth;
  const step = period === "week" ? 7 : 1;
  const source = period === "week" ? data.weekFamilies : data.monthFamilies;
  const window = new Uint32Array(FAMILIES.length);
  const rows: MixRow[] = [];
  for (let i = length - 1; i >= 0; i--) {
    const key = last - i * step;
    const counts = source.get(key) ?? new Uint32Array(FAMILIES.length);
    for (let f = 0; f < FAMILIES.length; f++) window[f]! += counts[f]!;
    rows.push({
      key,
      label: period === "week" ? weekLabel(key, locale) : monthLabel(key, locale),
      shortLabel: period === "week" ? shortDayLabel(key, locale) : shortMonthName(key, locale),
      ...sharesOf(counts),
    });
  }
  const overall = sharesOf(window);
  const span = `the last ${length} ${period}s`;
  const summary =
    overall.total === 0
      ? `Mix of emotions by ${period}: no reflections in ${span} yet.`
      : `Mix of emotions over ${span}: ${describeShares(overall.shares, 3)}${overall.shares.length > 3 ? ", and others" : ""}.`;
  return { period, rows, families: overall.shares.map((share) => share.family), summary };
}
