// Gentle reminders (decision 047): GET/PUT /api/reminders (settings, the next reminder, one waiting
// for the in-app banner), POST /api/reminders/dismiss, GET /api/reminders/vapid-public-key,
// POST/DELETE /api/reminders/subscription (this device's Web Push subscription) and
// POST /api/reminders/test (one reminder to this device now, to see that it arrives).
import { Hono } from "hono";
import type { RemindersResponse } from "../../domain/reminders/contract";
import { PushSubscriptionSchema, ReminderSettingsSchema, UnsubscribeSchema } from "../../domain/reminders/contract";
import { reminderSentence } from "../../domain/reminders/sentences";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError } from "../lib/http-error";
import { parseJsonBody } from "../lib/parse";
import type { PushSender } from "../reminders/push-sender";
import type { ReminderStore } from "../reminders/reminder-store";
import { reminderPayload } from "../reminders/scheduler";

interface ReminderRouteDeps {
  store: ReminderStore;
  vapidPublicKey: () => Promise<string>;
  send: PushSender;
  now: () => Date;
}

export function reminderRoutes({ store, vapidPublicKey, send, now }: ReminderRouteDeps) {
  async function current(userId: string): Promise<RemindersResponse> {
    const stored = await store.read(userId);
    if (!stored) return { settings: null, nextAt: null, inApp: null };
    const { settings, inAppDueAt, nextAt } = stored;
    return {
      settings,
      nextAt: settings.enabled && nextAt ? nextAt.toISOString() : null,
      inApp: settings.enabled && inAppDueAt ? { dueAt: inAppDueAt.toISOString(), sentence: reminderSentence(inAppDueAt) } : null,
    };
  }

  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await current(requireUser(c).id), 200))
    .put("/", async (c) => {
      const user = requireUser(c);
      const settings = await parseJsonBody(c, ReminderSettingsSchema);
      await store.save(user.id, settings, now());
      return c.json(await current(user.id), 200);
    })
    .post("/dismiss", async (c) => {
      await store.dismissInApp(requireUser(c).id);
      return c.body(null, 204);
    })
    .get("/vapid-public-key", async (c) => {
      requireUser(c);
      return c.json({ publicKey: await vapidPublicKey() }, 200);
    })
    .post("/subscription", async (c) => {
      const user = requireUser(c);
      const { endpoint, keys } = await parseJsonBody(c, PushSubscriptionSchema);
      await store.subscribe(user.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return c.json({ subscribed: true }, 201);
    })
    .delete("/subscription", async (c) => {
      const user = requireUser(c);
      const { endpoint } = await parseJsonBody(c, UnsubscribeSchema);
      const removed = await store.unsubscribe(user.id, endpoint);
      return c.json({ removed }, 200);
    })
    .post("/test", async (c) => {
      const user = requireUser(c);
      const { endpoint } = await parseJsonBody(c, UnsubscribeSchema);
      const subscription = (await store.subscriptionsOf(user.id)).find((known) => known.endpoint === endpoint);
      if (!subscription) throw new HttpError(404, "not_subscribed", "This device is not subscribed to reminders. Turn them on here first.");
      const outcome = await send(subscription, reminderPayload(now()));
      if (outcome === "gone") {
        await store.forgetEndpoint(endpoint);
        throw new HttpError(410, "subscription_gone", "This device's push subscription has ended. Turn reminders off and on again here.");
      }
      if (outcome === "failed")
        throw new HttpError(502, "push_failed", "The push service did not take the reminder. Please try again later.");
      return c.json({ delivered: true }, 200);
    });
}
