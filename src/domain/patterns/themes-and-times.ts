// Top themes (counts) and when in the day you reflect (the time-of-day buckets of lib/time-of-day.ts), with the
// sentences their charts read out.
import type { TimeOfDay } from "../types";
import { TIMES_OF_DAY } from "./aggregate";
import type { PatternsData, ThemeCount } from "./aggregate";

const TOP_THEMES = 8;

const times = (n: number) => `${n} ${n === 1 ? "time" : "times"}`;
const reflections = (n: number) => `${n} ${n === 1 ? "reflection" : "reflections"}`;

/** A stored theme as words: "brief-reflection" → "brief reflection". */
export const themeName = (theme: string) => theme.replace(/[-_]+/g, " ");

export interface TopThemes {
  themes: ThemeCount[];
  summary: string;
}

export function topThemes(data: PatternsData): TopThemes {
  const themes = data.themes.slice(0, TOP_THEMES);
  if (themes.length === 0) return { themes, summary: "No themes yet: they appear as your reflections are analysed." };
  const list = themes.map((item) => `${themeName(item.theme)} (${times(item.count)})`).join(", ");
  return { themes, summary: `Your most frequent themes: ${list}.` };
}

export interface ReflectTimes {
  counts: { time: TimeOfDay; count: number; share: number }[];
  summary: string;
}

/** Hours of each bucket (morning 5–11, afternoon 12–16, evening 17–20, night otherwise), for the chart's labels. */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, string> = {
  morning: "5–11",
  afternoon: "12–16",
  evening: "17–20",
  night: "21–4",
};

const WHEN: Record<TimeOfDay, string> = {
  morning: "in the morning",
  afternoon: "in the afternoon",
  evening: "in the evening",
  night: "at night",
};

export function reflectTimes(data: PatternsData): ReflectTimes {
  const total = TIMES_OF_DAY.reduce((sum, time) => sum + data.timesOfDay[time], 0);
  const counts = TIMES_OF_DAY.map((time) => ({ time, count: data.timesOfDay[time], share: total ? data.timesOfDay[time] / total : 0 }));
  if (total === 0) return { counts, summary: "No reflections yet." };
  const most = Math.max(...counts.map((item) => item.count));
  const top = counts.filter((item) => item.count === most).map((item) => WHEN[item.time]);
  const when = top.length === 1 ? top[0] : `${top.slice(0, -1).join(", ")} and ${top.at(-1)}`;
  const rest = counts.map((item) => `${item.time} ${item.count}`).join(", ");
  return { counts, summary: `You reflect most often ${when} (${reflections(most)} of ${total}). ${capitalise(rest)}.` };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
