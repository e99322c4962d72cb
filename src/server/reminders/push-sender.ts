// Sends one Web Push message with web-push (VAPID signature, RFC 8291 aes128gcm encryption;
// decision 047). The push service's answer decides: delivered, gone (404/410: the subscription
// is removed) or failed (kept, tried again at the next reminder).
import type { Agent } from "node:https";
import webpush from "web-push";
import type { ReminderPayload } from "../../domain/reminders/contract";
import type { VapidDetails } from "./vapid";

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

type PushOutcome = "delivered" | "gone" | "failed";

export type PushSender = (subscription: StoredSubscription, payload: ReminderPayload) => Promise<PushOutcome>;

/** A reminder left undelivered this long (a phone switched off) is not worth showing late. */
const TTL_SECONDS = 4 * 60 * 60;
const TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidDetails, options: { agent?: Agent } = {}): PushSender {
  return async (subscription, payload) => {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          urgency: "normal",
          topic: payload.tag,
          contentEncoding: "aes128gcm",
          timeout: TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return "delivered";
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
      return "failed";
    }
  };
}
