// GET/PUT /api/reminders and this device's push subscription (decision 047).
import { z } from "zod";
import type { ReminderSettings } from "../../../../domain/reminders/contract";
import { RemindersResponseSchema, VapidKeyResponseSchema } from "../../../../domain/reminders/contract";
import { api, requestJson } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

export const reminderKeys = { all: ["reminders"] as const };

export const readReminders = () => api.get(pathOf(routes.reminders), RemindersResponseSchema);

export const saveReminders = (settings: ReminderSettings) => api.put(pathOf(routes.remindersSave), RemindersResponseSchema, settings);

export const dismissReminder = () => requestJson(routes.reminderDismiss.method, pathOf(routes.reminderDismiss), z.unknown().optional(), {});

export const vapidPublicKey = async () => (await api.get(pathOf(routes.reminderVapidKey), VapidKeyResponseSchema)).publicKey;

export const sendSubscription = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  api.post(pathOf(routes.reminderSubscribe), routes.reminderSubscribe.response, subscription);

export const removeSubscription = (endpoint: string) =>
  requestJson(routes.reminderUnsubscribe.method, pathOf(routes.reminderUnsubscribe), routes.reminderUnsubscribe.response, { endpoint });

export const sendTestReminder = (endpoint: string) => api.post(pathOf(routes.reminderTest), routes.reminderTest.response, { endpoint });
