import { describe, expect, it } from "vitest";
import { PushSubscriptionSchema, REMINDER_MESSAGES, ReminderSettingsSchema } from "./contract";

const valid = { enabled: true, days: [5, 1, 1], time: "20:00", timeZone: "Europe/Paris", quietHours: { start: "22:00", end: "07:00" } };

describe("reminder settings", () => {
  it("accepts days, a time, an IANA zone and quiet hours; days come back sorted, once each", () => {
    expect(ReminderSettingsSchema.parse(valid).days).toEqual([1, 5]);
  });

  it("says what is wrong", () => {
    const messages = (input: unknown) => ReminderSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ ...valid, time: "8pm" })).toEqual([REMINDER_MESSAGES.time]);
    expect(messages({ ...valid, timeZone: "Somewhere/Else" })).toEqual([REMINDER_MESSAGES.timeZone]);
    expect(messages({ ...valid, days: [] })).toEqual([REMINDER_MESSAGES.days]);
    // Off, no day is needed.
    expect(ReminderSettingsSchema.safeParse({ ...valid, enabled: false, days: [] }).success).toBe(true);
  });

  it("a push subscription needs an https endpoint and its keys", () => {
    const keys = { p256dh: "BOr8_abc-123", auth: "c2VjcmV0" };
    expect(PushSubscriptionSchema.safeParse({ endpoint: "https://push.example/abc", keys }).success).toBe(true);
    expect(PushSubscriptionSchema.safeParse({ endpoint: "http://push.example/abc", keys }).success).toBe(false);
    expect(
      PushSubscriptionSchema.safeParse({ endpoint: "https://push.example/abc", keys: { p256dh: "not base64!", auth: "x" } }).success,
    ).toBe(false);
  });
});
