// Gentle reminders over HTTP (decision 047): GET/PUT /api/reminders, POST /api/reminders/dismiss,
// GET /api/reminders/vapid-public-key, POST/DELETE /api/reminders/subscription.
import { z } from "zod";
import { isTimeZone } from "../lib/zoned-days";
import { parseTimeOfDay } from "./schedule";

export const REMINDER_MESSAGES = {
  time: "Choose a time as HH:MM (24-hour), for example 20:00.",
  timeZone: "Choose a time zone by its name, for example Europe/Paris.",
  days: "Choose at least one day for your reminders.",
  endpoint: "A push subscription needs an https endpoint.",
  keys: "A push subscription needs its p256dh and auth keys (base64url).",
} as const;

const TimeOfDaySchema = z.string().refine((text) => parseTimeOfDay(text) !== null, REMINDER_MESSAGES.time);

export const ReminderSettingsSchema = z
  .strictObject({
    enabled: z.boolean(),
    /** 0 Sunday … 6 Saturday. */
    days: z.array(z.int().min(0).max(6)).max(7),
    time: TimeOfDaySchema,
    timeZone: z.string().refine(isTimeZone, REMINDER_MESSAGES.timeZone),
    quietHours: z.strictObject({ start: TimeOfDaySchema, end: TimeOfDaySchema }).nullable(),
  })
  .refine((settings) => !settings.enabled || settings.days.length > 0, { message: REMINDER_MESSAGES.days, path: ["days"] })
  .transform((settings) => ({ ...settings, days: [...new Set(settings.days)].sort((a, b) => a - b) }));
export type ReminderSettings = z.output<typeof ReminderSettingsSchema>;

export const RemindersResponseSchema = z.object({
  /** null until the person first saves their reminders. */
  settings: ReminderSettingsSchema.nullable(),
  /** The next reminder, ISO; null when off. */
  nextAt: z.string().nullable(),
  /** A reminder no push reached, for the in-app banner; null when there is none. */
  inApp: z.object({ dueAt: z.string(), sentence: z.string() }).nullable(),
});
export type RemindersResponse = z.output<typeof RemindersResponseSchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, REMINDER_MESSAGES.keys);

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2_048)
    .refine((text) => URL.canParse(text) && new URL(text).protocol === "https:", REMINDER_MESSAGES.endpoint),
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});

export const UnsubscribeSchema = z.object({ endpoint: z.string().max(2_048) });

export const VapidKeyResponseSchema = z.object({ publicKey: z.string() });

/** What a reminder's push message carries: the kind sentence and where to go. Never journal text. */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
