// Reminders: their settings, the in-app banner and Web Push on this device. Part of the route table
// (../routes.ts, decision 056).
import { z } from "zod";
import {
  PushSubscriptionSchema,
  ReminderSettingsSchema,
  RemindersResponseSchema,
  UnsubscribeSchema,
  VapidKeyResponseSchema,
} from "../../reminders/contract";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

const SubscribedSchema = z.object({ subscribed: z.boolean() });
const RemovedSchema = z.object({ removed: z.boolean() });
const DeliveredSchema = z.object({ delivered: z.boolean() });

export const reminderRoutes = {
  reminders: {
    method: "GET",
    path: "/api/reminders",
    summary: "My reminder settings and the next reminder.",
    signedIn: true,
    statuses: ok,
    response: RemindersResponseSchema,
  },
  remindersSave: {
    method: "PUT",
    path: "/api/reminders",
    summary: "Save my reminder settings.",
    signedIn: true,
    body: ReminderSettingsSchema,
    statuses: ok,
    response: RemindersResponseSchema,
  },
  reminderDismiss: {
    method: "POST",
    path: "/api/reminders/dismiss",
    summary: "Dismiss the in-app reminder.",
    signedIn: true,
    statuses: [204],
    response: null,
  },
  reminderVapidKey: {
    method: "GET",
    path: "/api/reminders/vapid-public-key",
    summary: "The Web Push public key.",
    signedIn: true,
    statuses: ok,
    response: VapidKeyResponseSchema,
  },
  reminderSubscribe: {
    method: "POST",
    path: "/api/reminders/subscription",
    summary: "This device's Web Push subscription.",
    signedIn: true,
    body: PushSubscriptionSchema,
    statuses: [201],
    response: SubscribedSchema,
  },
  reminderUnsubscribe: {
    method: "DELETE",
    path: "/api/reminders/subscription",
    summary: "Forget this device's Web Push subscription.",
    signedIn: true,
    body: UnsubscribeSchema,
    statuses: ok,
    response: RemovedSchema,
  },
  reminderTest: {
    method: "POST",
    path: "/api/reminders/test",
    summary: "Send one reminder to this device now.",
    signedIn: true,
    body: UnsubscribeSchema,
    statuses: ok,
    response: DeliveredSchema,
  },
} as const satisfies Record<string, RouteDefinition>;
