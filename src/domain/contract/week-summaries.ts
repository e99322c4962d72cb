// POST /api/week-summaries: a warm paragraph about one week, written by the configured text model
// from that week's words, which the browser sends from its replica (a private journal's only when
// the person asks, each time). Nothing of it is kept on the server.
import { z } from "zod";

export const WEEK_SUMMARY_MAX_ENTRIES = 60;
export const WEEK_SUMMARY_MAX_ENTRY_CHARS = 5_000;
export const WEEK_SUMMARY_MAX_TOTAL_CHARS = 40_000;

export const WEEK_SUMMARY_NOT_CONFIGURED_MESSAGE = "No cloud text model is configured on this server, so Ripple cannot write about a week.";
export const WEEK_SUMMARY_ALLOWANCE_USED_MESSAGE = "Today's cloud AI allowance is used up. Your week is all here; try again tomorrow.";
export const WEEK_SUMMARY_FAILED_MESSAGE = "The AI could not write about this week just now. Please try again in a moment.";
export const WEEK_SUMMARY_NOTHING_MESSAGE = "There is nothing in this week that the AI can write about.";

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date, YYYY-MM-DD");

export const WeekSummaryRequestSchema = z
  .strictObject({
    /** The week's Monday, the person's local date. */
    weekOf: IsoDate.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1, {
      message: "must be a Monday",
    }),
    entries: z
      .array(
        z.strictObject({
          /** The local date of the entry. */
          date: IsoDate,
          text: z.string().trim().min(1, "must not be empty").max(WEEK_SUMMARY_MAX_ENTRY_CHARS),
          language: z.string().max(35).optional(),
        }),
      )
      .min(1, "must hold at least one entry")
      .max(WEEK_SUMMARY_MAX_ENTRIES),
  })
  .refine((body) => body.entries.reduce((sum, entry) => sum + entry.text.length, 0) <= WEEK_SUMMARY_MAX_TOTAL_CHARS, {
    message: `the entries' words must be at most ${WEEK_SUMMARY_MAX_TOTAL_CHARS.toLocaleString("en-US")} characters in all`,
    path: ["entries"],
  });
export type WeekSummaryRequest = z.output<typeof WeekSummaryRequestSchema>;

export const WeekSummaryResponseSchema = z.object({ paragraph: z.string() });
export type WeekSummaryResponse = z.output<typeof WeekSummaryResponseSchema>;
