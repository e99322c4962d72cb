// POST /api/week-summaries: the week's words from the replica, sent only when the person asks.
import {
  WEEK_SUMMARY_MAX_ENTRIES,
  WEEK_SUMMARY_MAX_ENTRY_CHARS,
  WEEK_SUMMARY_MAX_TOTAL_CHARS,
  WeekSummaryResponseSchema,
} from "../../../../domain/contract/week-summaries";
import type { WeekSummaryRequest } from "../../../../domain/contract/week-summaries";
import { dayDate } from "../../../../domain/lib/zoned-days";
import { entryDay } from "../../../../domain/patterns/range";
import type { JournalEntry } from "../../../../domain/types";
import { api } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

const isoDate = (day: number) => dayDate(day).toISOString().slice(0, 10);

/** The request for a week (Monday `monday`), within the route's limits: the newest entries first kept, each cut to its limit. */
export function weekSummaryRequest(monday: number, entries: readonly JournalEntry[]): WeekSummaryRequest {
  const kept: WeekSummaryRequest["entries"] = [];
  let total = 0;
  for (const entry of [...entries].reverse()) {
    const text = entry.entryText.trim().slice(0, WEEK_SUMMARY_MAX_ENTRY_CHARS);
    const day = entryDay(entry);
    if (!text || day === null) continue;
    if (kept.length === WEEK_SUMMARY_MAX_ENTRIES || total + text.length > WEEK_SUMMARY_MAX_TOTAL_CHARS) break;
    total += text.length;
    kept.push({ date: isoDate(day), text, language: entry.language });
  }
  return { weekOf: isoDate(monday), entries: kept.reverse() };
}

export async function requestWeekSummary(monday: number, entries: readonly JournalEntry[]): Promise<string> {
  const answer = await api.post(pathOf(routes.weekSummaries), WeekSummaryResponseSchema, weekSummaryRequest(monday, entries), {
    timeoutMs: 40_000,
  });
  return answer.paragraph;
}
