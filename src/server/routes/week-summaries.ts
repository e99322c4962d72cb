// POST /api/week-summaries: a warm paragraph about one week, written by the configured text model
// (Gemini, else an OpenAI-compatible one) from that week's words, which the browser sends from its
// replica; a private journal's only when the person asks, each time (decision 049).
//
// - Signed-in only; the body is WeekSummaryRequestSchema (400 with the reason otherwise, 413 past
//   the app's 1 MB body limit).
// - No text model configured: 409 week_summary_unavailable.
// - Entries with crisis language are left out of what the model reads; none left: 422.
// - The daily AI allowance: one paragraph takes one cloud-AI use of AI_DAILY_LIMIT, the same counter
//   as a reflection or a chat turn, taken just before the model is called; 429 when none is left.
// - The model failing: 502 week_summary_failed (the page is whole without the paragraph).
// - Nothing is stored; the words and the paragraph are never logged (a log line: user, counts, codes).
import { Hono } from "hono";
import type { WeekSummaryResponse } from "../../domain/contract/week-summaries";
import {
  WEEK_SUMMARY_ALLOWANCE_USED_MESSAGE,
  WEEK_SUMMARY_FAILED_MESSAGE,
  WEEK_SUMMARY_NOT_CONFIGURED_MESSAGE,
  WEEK_SUMMARY_NOTHING_MESSAGE,
  WeekSummaryRequestSchema,
} from "../../domain/contract/week-summaries";
import { acceptWeekParagraph, buildWeekPrompt, entriesForModel, WEEK_PARAGRAPH_GENERATION } from "../../domain/looking-back/week-prompt";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { parseJsonBody } from "../lib/parse";
import { isProviderError } from "../providers/types";
import type { TextGenerator } from "../providers/types";

const WEEK_SUMMARY_DEADLINE_MS = 30_000;

export interface WeekSummaryDeps {
  text?: TextGenerator;
  /** Takes one use of AI_DAILY_LIMIT; false when none is left today. */
  allowUse: (userId: string) => Promise<boolean>;
  logger: Logger;
}

export function weekSummaryRoutes({ text, allowUse, logger }: WeekSummaryDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const user = requireUser(c);
    const body = await parseJsonBody(c, WeekSummaryRequestSchema);
    if (!text) throw new HttpError(409, "week_summary_unavailable", WEEK_SUMMARY_NOT_CONFIGURED_MESSAGE);
    const entries = entriesForModel(body.entries);
    if (entries.length === 0) throw new HttpError(422, "nothing_to_summarise", WEEK_SUMMARY_NOTHING_MESSAGE);
    if (!(await allowUse(user.id))) throw new HttpError(429, "allowance_used", WEEK_SUMMARY_ALLOWANCE_USED_MESSAGE);
    try {
      const answer = await text.generate(
        { prompt: buildWeekPrompt(body.weekOf, entries), ...WEEK_PARAGRAPH_GENERATION },
        { deadline: Date.now() + WEEK_SUMMARY_DEADLINE_MS, signal: c.req.raw.signal },
      );
      const paragraph = acceptWeekParagraph(answer);
      if (!paragraph) throw new HttpError(502, "week_summary_failed", WEEK_SUMMARY_FAILED_MESSAGE);
      return c.json({ paragraph } satisfies WeekSummaryResponse, 200);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = isProviderError(error) ? error.code : "unknown";
      logger.warn({ userId: user.id, entries: entries.length, provider: text.provider, code }, "week summary failed");
      throw new HttpError(502, "week_summary_failed", WEEK_SUMMARY_FAILED_MESSAGE);
    }
  });
}
