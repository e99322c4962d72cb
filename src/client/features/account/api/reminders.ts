// GET/PUT /api/reminders and this device's push subscription (decision 047).
import { z } from "zod";
import type { ReminderSettings } from "../../../../domain/reminders/contract";
import { RemindersResponseSchema, VapidKeyResponseSchema } from "../../../../domain/reminders/contract";
import { api, requestJson } from "../../../lib/api-client";

export const reminderKeys = { all: ["reminders"] as const };

export const readReminders = () => api.get("/api/reminders", RemindersResponseSchema);

export const saveReminders = (settings: ReminderSettings) => api.put("/api/reminders", RemindersResponseSchema, settings);

export const dismissReminder = () => requestJson("POST", "/api/reminders/dismiss", z.unknown().optional(), {});

export const vapidPublicKey = async () => (await api.get("/api/reminders/vapid-public-key", VapidKeyResponseSchema)).publicKey;

export const sendSubscription = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  api.post("/api/reminders/subscription", z.object({ subscribed: z.boolean() }), subscription);

export const removeSubscription = (endpoint: string) =>
  requestJson("DELETE", "/api/reminders/subscription", z.object({ removed: z.boolean() }), { endpoint });

export const sendTestReminder = (endpoint: string) => api.post("/api/reminders/test", z.object({ delivered: z.boolean() }), { endpoint });
