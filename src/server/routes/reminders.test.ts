// Gentle reminders through the real API and scheduler, against the loopback push service
// (tests/fakes/fake-push-service.ts: VAPID JWT checked, RFC 8291 payload decrypted). Decision 047.
import { randomBytes } from "node:crypto";
import { Agent } from "node:https";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakePushService } from "../../../tests/fakes/fake-push-service";
import { startFakePushService } from "../../../tests/fakes/fake-push-service";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ENCRYPTION_KEY, createTestApp } from "../../../tests/setup/test-app";
import { createTestDb, databaseKinds } from "../../../tests/setup/test-db";
import { testEnv } from "../../../tests/setup/test-env";
import { REMINDER_MESSAGES } from "../../domain/reminders/contract";
import { REMINDER_SENTENCES } from "../../domain/reminders/sentences";
import type { Database, DatabaseKind } from "../db/create-db";
import { createDb } from "../db/create-db";
import { pushSubscriptions, reminderJobs, reminderSettings, user as userTable } from "../db/schema";
import { createLogger } from "../lib/logger";
import { createPushSender } from "../reminders/push-sender";
import { createReminderStore } from "../reminders/reminder-store";
import { createReminderScheduler } from "../reminders/scheduler";
import { loadOrCreateVapidKeys } from "../reminders/vapid";

const SILENT = createLogger("silent");
const PARIS_EVENINGS = { enabled: true, days: [0, 1, 2, 3, 4, 5, 6], time: "20:00", timeZone: "Europe/Paris", quietHours: null };

async function schedulerOn(database: Database, push: FakePushService, now: () => Date) {
  const vapid = await loadOrCreateVapidKeys(database.db, { vapid: { subject: "mailto:reminders@example.com" } }, TEST_ENCRYPTION_KEY);
  const send = createPushSender(vapid, { agent: new Agent({ ca: push.certificate }) });
  return createReminderScheduler({ db: database.db, store: createReminderStore(database.db), send, now, logger: SILENT });
}

let push: FakePushService;
beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(async () => {
  await push.close();
});

describe.each(databaseKinds())("reminders on %s", (kind) => {
  let t: TestApp;
  let clock = new Date("2026-06-10T12:00:00.000Z");
  const now = () => clock;
  beforeAll(async () => {
    t = await createTestApp({ kind, now });
  });
  afterAll(async () => {
    await t.close();
  });

  it("are off until the person turns them on, and need a session", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/reminders", { cookie });
    expect(await response.json()).toEqual({ settings: null, nextAt: null, inApp: null });
    expect((await t.request("/api/reminders")).status).toBe(401);
  });

  it("saves days, time, zone and quiet hours and says when the next one is; bad input is a clear 400", async () => {
    clock = new Date("2026-06-10T12:00:00.000Z");
    const { cookie } = await t.signUp();
    const saved = await t.request("/api/reminders", {
      method: "PUT",
      cookie,
      json: { ...PARIS_EVENINGS, quietHours: { start: "19:00", end: "21:30" } },
    });
    expect(saved.status).toBe(200);
    // 20:00 is in the quiet hours (19:00–21:30 Paris, CEST): it waits until 21:30, 19:30 UTC.
    expect(await saved.json()).toMatchObject({ nextAt: "2026-06-10T19:30:00.000Z", inApp: null, settings: { time: "20:00" } });

    const bad = await t.request("/api/reminders", { method: "PUT", cookie, json: { ...PARIS_EVENINGS, time: "8pm" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(REMINDER_MESSAGES.time);
    const noDays = await t.request("/api/reminders", { method: "PUT", cookie, json: { ...PARIS_EVENINGS, days: [] } });
    expect(((await noDays.json()) as { error: { message: string } }).error.message).toContain(REMINDER_MESSAGES.days);
    const zone = await t.request("/api/reminders", { method: "PUT", cookie, json: { ...PARIS_EVENINGS, timeZone: "Paris" } });
    expect(zone.status).toBe(400);

    const off = await t.request("/api/reminders", { method: "PUT", cookie, json: { ...PARIS_EVENINGS, enabled: false } });
    expect(await off.json()).toMatchObject({ nextAt: null, settings: { enabled: false } });
  });

  it("keeps one subscription per device: https endpoints only, the same endpoint moves to who signs in on it", async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const device = push.subscribe();
    expect((await t.request("/api/reminders/subscription", { method: "POST", cookie: first.cookie, json: device })).status).toBe(201);
    expect((await t.request("/api/reminders/subscription", { method: "POST", cookie: second.cookie, json: device })).status).toBe(201);
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([second.userId]);

    const insecure = await t.request("/api/reminders/subscription", {
      method: "POST",
      cookie: first.cookie,
      json: { ...device, endpoint: "http://127.0.0.1:9/push" },
    });
    expect(insecure.status).toBe(400);
    expect(((await insecure.json()) as { error: { message: string } }).error.message).toContain(REMINDER_MESSAGES.endpoint);

    // Sign-out of that device removes its subscription.
    const removed = await t.request("/api/reminders/subscription", {
      method: "DELETE",
      cookie: second.cookie,
      json: { endpoint: device.endpoint },
    });
    expect(await removed.json()).toEqual({ removed: true });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);
  });

  it("sends the kind sentence once at the due time, signed with VAPID and encrypted to the device; no journal text", async () => {
    clock = new Date("2026-06-10T12:00:00.000Z");
    const { cookie } = await t.signUp();
    const device = push.subscribe();
    await t.request("/api/reminders/subscription", { method: "POST", cookie, json: device });
    await t.request("/api/reminders", { method: "PUT", cookie, json: PARIS_EVENINGS });
    const keyAnswer = (await (await t.request("/api/reminders/vapid-public-key", { cookie })).json()) as { publicKey: string };
    const scheduler = await schedulerOn(t.database, push, now);
    const before = push.received.length;

    clock = new Date("2026-06-10T17:59:59.000Z");
    expect(await scheduler.runDue()).toEqual({ due: 0, pushed: 0 });
    clock = new Date("2026-06-10T18:00:30.000Z");
    expect(await scheduler.runDue()).toEqual({ due: 1, pushed: 1 });
    expect(await scheduler.runDue()).toEqual({ due: 0, pushed: 0 });

    const message = push.received.slice(before).find((received) => received.endpoint === device.endpoint)!;
    expect(push.received.length - before).toBe(1);
    expect(message.claims.aud).toBe(push.origin);
    expect(message.vapidPublicKey).toBe(keyAnswer.publicKey);
    const payload = JSON.parse(message.payload) as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual(["body", "tag", "title", "url"]);
    expect(REMINDER_SENTENCES).toContain(payload.body);
    expect(payload.url).toBe("/?record=1");
    // The next one is tomorrow evening.
    expect(await (await t.request("/api/reminders", { cookie })).json()).toMatchObject({ nextAt: "2026-06-11T18:00:00.000Z", inApp: null });
  });

  it("a subscription the push service says has gone (410) is removed, and the reminder waits in the app until dismissed", async () => {
    clock = new Date("2026-06-10T12:00:00.000Z");
    const { cookie } = await t.signUp();
    const device = push.subscribe();
    await t.request("/api/reminders/subscription", { method: "POST", cookie, json: device });
    await t.request("/api/reminders", { method: "PUT", cookie, json: PARIS_EVENINGS });
    push.answer(device.endpoint, 410);
    const scheduler = await schedulerOn(t.database, push, now);
    clock = new Date("2026-06-10T18:00:00.000Z");
    expect(await scheduler.runDue()).toMatchObject({ pushed: 0 });
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toEqual([]);

    const state = (await (await t.request("/api/reminders", { cookie })).json()) as { inApp: { dueAt: string; sentence: string } };
    expect(state.inApp.dueAt).toBe("2026-06-10T18:00:00.000Z");
    expect(REMINDER_SENTENCES).toContain(state.inApp.sentence);
    expect((await t.request("/api/reminders/dismiss", { method: "POST", cookie })).status).toBe(204);
    expect(await (await t.request("/api/reminders", { cookie })).json()).toMatchObject({ inApp: null });
  });

  it("a reminder found hours late (the server was down) is not sent: it moves to the next one", async () => {
    clock = new Date("2026-06-10T12:00:00.000Z");
    const { cookie } = await t.signUp();
    await t.request("/api/reminders", { method: "PUT", cookie, json: PARIS_EVENINGS });
    const scheduler = await schedulerOn(t.database, push, now);
    clock = new Date("2026-06-10T23:30:00.000Z");
    const run = await scheduler.runDue();
    expect(run.due).toBe(0);
    expect(await (await t.request("/api/reminders", { cookie })).json()).toMatchObject({ nextAt: "2026-06-11T18:00:00.000Z", inApp: null });
  });

  it("deleting the account deletes its reminder settings, job and subscriptions", async () => {
    const { cookie, password, userId } = await t.signUp();
    await t.request("/api/reminders/subscription", { method: "POST", cookie, json: push.subscribe() });
    await t.request("/api/reminders", { method: "PUT", cookie, json: PARIS_EVENINGS });
    expect((await t.request("/api/account", { method: "DELETE", cookie, json: { password } })).status).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId))).toEqual([]);
    expect(await db.select().from(reminderJobs).where(eq(reminderJobs.userId, userId))).toEqual([]);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
  });
});

/** Two handles on one database: on PostgreSQL two connection pools, as two instances have. */
async function twoInstances(kind: DatabaseKind): Promise<{ a: Database; b: Database; close: () => Promise<void> }> {
  if (kind === "pglite") {
    const database = await createTestDb("pglite");
    return { a: database, b: database, close: () => database.close() };
  }
  const adminUrl = testEnv().TEST_DATABASE_URL!;
  const name = `ripple_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const a = await createDb({ databaseUrl: url.toString() });
  const b = await createDb({ databaseUrl: url.toString(), migrate: false });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe.each(databaseKinds())("two scheduler instances on one %s database", (kind) => {
  it("claiming at the same moment, send each due reminder once", async () => {
    const { a, b, close } = await twoInstances(kind);
    try {
      let clock = new Date("2026-06-10T12:00:00.000Z");
      const now = () => clock;
      const store = createReminderStore(a.db);
      const people = 30;
      const endpoints = new Set<string>();
      for (let i = 0; i < people; i += 1) {
        const id = `reminder-user-${i}`;
        await a.db.insert(userTable).values({ id, name: "Ada", email: `${id}@example.com` });
        const device = push.subscribe();
        endpoints.add(device.endpoint);
        await store.subscribe(id, { endpoint: device.endpoint, ...device.keys });
        await store.save(id, PARIS_EVENINGS, clock);
      }
      const first = await schedulerOn(a, push, now);
      const second = await schedulerOn(b, push, now);
      const before = push.received.length;
      clock = new Date("2026-06-10T18:00:05.000Z");
      const runs = await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
      expect(runs.reduce((sum, run) => sum + run.due, 0)).toBe(people);
      const mine = push.received.slice(before).filter((message) => endpoints.has(message.endpoint));
      expect(mine).toHaveLength(people);
      expect(new Set(mine.map((message) => message.endpoint)).size).toBe(people);
    } finally {
      await close();
    }
  });
});
