// The push-service fake refuses what a real push service refuses, so a test that passes against it
// means web-push sent a message a browser's push service would take (decision 047).
import { Agent } from "node:https";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakePushService } from "./fake-push-service";
import { startFakePushService, verifyVapid } from "./fake-push-service";

const keys = webpush.generateVAPIDKeys();
const now = Math.floor(Date.now() / 1000);
const header = (audience: string, expiration = now + 3600, subject = "mailto:test@example.com") =>
  webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, "aes128gcm", expiration).Authorization;

describe("the push-service fake", () => {
  let push: FakePushService;
  beforeAll(async () => {
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push.close();
  });

  it("takes a message web-push signs and encrypts, and reads it back", async () => {
    const subscription = push.subscribe();
    await webpush.sendNotification(subscription, "a kind sentence", {
      vapidDetails: { subject: "mailto:test@example.com", ...keys },
      TTL: 60,
      agent: new Agent({ ca: push.certificate }),
    });
    expect(push.received.at(-1)).toMatchObject({ endpoint: subscription.endpoint, payload: "a kind sentence", ttl: 60 });
  });

  it("refuses a JWT for another audience, expired or too far ahead, a bad subject or a signature by another key", () => {
    const origin = push.origin;
    expect(verifyVapid(header(origin), origin, now).claims.aud).toBe(origin);
    expect(() => verifyVapid(header("https://push.example.net"), origin, now)).toThrow(/aud/);
    expect(() => verifyVapid(header(origin, now + 48 * 3600), origin, now)).toThrow(/exp/);
    expect(() => verifyVapid(header(origin, now + 60), origin, now + 120)).toThrow(/exp/);
    expect(() => verifyVapid(header(origin, now + 3600, "http://example.com"), origin, now)).toThrow(/sub/);
    const other = webpush.generateVAPIDKeys();
    const forged = header(origin).replace(/k=.*$/, `k=${other.publicKey}`);
    expect(() => verifyVapid(forged, origin, now)).toThrow(/signature/);
  });

  it("answers 410 for a subscription that has gone, and web-push reports it", async () => {
    const subscription = push.subscribe();
    push.answer(subscription.endpoint, 410);
    await expect(
      webpush.sendNotification(subscription, "x", {
        vapidDetails: { subject: "mailto:test@example.com", ...keys },
        agent: new Agent({ ca: push.certificate }),
      }),
    ).rejects.toMatchObject({ statusCode: 410 });
  });
});
