// Gentle reminders end to end (decision 047). The production server (src/server/index.ts, its
// scheduler running) sends through web-push to the loopback push service of tests/fakes, which
// checks the VAPID JWT and decrypts the RFC 8291 payload; the server trusts that service's
// throwaway certificate through NODE_EXTRA_CA_CERTS. Real here: the settings, the subscription the
// page sends, the server's signing and encryption, the service worker's push and notificationclick
// handlers and the notification Chromium shows. Simulated: PushManager.subscribe in the page
// answers with a subscription the fake holds (Chromium's own push service is out of reach offline),
// the payload reaches the worker through CDP's ServiceWorker.deliverPushMessage, and the tap is a
// notificationclick event dispatched in the worker.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { REMINDER_COPY } from "../../src/domain/reminders/copy";
import { REMINDER_SENTENCES } from "../../src/domain/reminders/sentences";
import type { FakePushService, FakeSubscription } from "../fakes/fake-push-service";
import { startFakePushService } from "../fakes/fake-push-service";
import { expect, signUpInContext, test } from "./fixtures";
import { expectAccessible, passIntro } from "./support/journal";

test.describe.configure({ mode: "serial" });
test.use({ serviceWorkers: "allow" });

const SHOTS = "/tmp/h4-shots";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let push: FakePushService;
let server: ChildProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  // a server of its own, started cold from the sources: up to a minute on a busy machine (the poll below)
  test.setTimeout(90_000);
  push = await startFakePushService();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "ripple-reminders-e2e-"));
  server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      NODE_EXTRA_CA_CERTS: push.certificateFile,
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid !== undefined) {
    const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  await push?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The page's PushManager answers with the fake's subscription (see the top of this file). */
function stubPushManager() {
  return (json: FakeSubscription) => {
    const decode = (text: string) => {
      const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
      return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer;
    };
    // Kept across reloads, as the browser keeps a real subscription.
    const STORE = "e2e-push-subscription-key";
    const make = (serverKey: string) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: decode(serverKey) },
      getKey: (name: "p256dh" | "auth") => decode(json.keys[name]),
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      const text = btoa(String.fromCharCode(...key))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
      sessionStorage.setItem(STORE, text);
      return make(text) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const stored = sessionStorage.getItem(STORE);
      return stored ? (make(stored) as unknown as PushSubscription) : null;
    };
  };
}

async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

async function openReminderSettings(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  const dialog = page.getByRole("dialog", { name: "Your account" });
  await expect(dialog.getByRole("heading", { name: REMINDER_COPY.title })).toBeVisible();
  return dialog;
}

async function registrationIdOf(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
    for (const registration of event.registrations) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.get(`${origin}/`) ?? null).not.toBeNull();
  return { cdp, registrationId: registrations.get(`${origin}/`)! };
}

test("turned on in Chromium: the page subscribes, the server's push arrives, the worker shows the kind sentence and a tap opens the recorder", async ({
  browser,
}) => {
  // the service worker installed, a push subscription, a reminder sent through the push service and shown, a sign-out and in
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 860 } });
  await context.grantPermissions(["notifications"], { origin });
  const subscription = push.subscribe();
  await context.addInitScript(stubPushManager(), subscription);
  const { calls, user } = await signUpInContext(context, origin, { name: "Noor Haddad" });
  const page = await context.newPage();
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  await controlled(page);

  const dialog = await openReminderSettings(page);
  const toggle = dialog.getByRole("switch", { name: REMINDER_COPY.switchLabel });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await dialog.locator("label", { hasText: "Sun" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Sunday" })).not.toBeChecked();
  await dialog.getByLabel(REMINDER_COPY.time).fill("08:30");
  await dialog.getByRole("checkbox", { name: REMINDER_COPY.quietHours }).check();
  await dialog.getByRole("button", { name: REMINDER_COPY.save }).click();
  await expect(dialog.getByText(REMINDER_COPY.pushOn)).toBeVisible();
  await expect(dialog.getByText(/^Next reminder: /)).toBeVisible();
  await expectAccessible(page, "reminder settings, desktop");
  await dialog.screenshot({ path: `${SHOTS}/reminders-settings-1280.png` });
  const saved = (await (await context.request.get("/api/reminders")).json()) as { settings: { days: number[]; time: string } };
  expect(saved.settings).toMatchObject({ days: [1, 2, 3, 4, 5, 6], time: "08:30" });

  // One now, through the server's real web-push client to the fake push service.
  const before = push.received.length;
  await dialog.getByRole("button", { name: REMINDER_COPY.sendNow }).click();
  const [message] = (await push.waitFor(before + 1)).slice(before);
  expect(message!.endpoint).toBe(subscription.endpoint);
  const payload = JSON.parse(message!.payload) as { title: string; body: string; url: string };
  expect(REMINDER_SENTENCES).toContain(payload.body);
  expect(payload.url).toBe("/?record=1");
  await page.keyboard.press("Escape");

  // The payload, delivered to the worker as Chromium's push service would.
  const { cdp, registrationId } = await registrationIdOf(context, page);
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: message!.payload });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([{ title: "Ripple", body: payload.body, data: { url: "/?record=1" } }]);

  // A tap on it: the open window goes to the recorder, with the microphone in focus.
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))!;
  const navigated = page.waitForURL(/\?record=1$/);
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    try {
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
    } catch {
      // waitUntil refuses an event the page made up; the handler has already started its work
    }
  });
  await navigated;
  await expect(page.getByRole("button", { name: "Start recording" })).toBeFocused();
  await expect(page).toHaveURL(`${origin}/`);
  await expect.poll(shown).toEqual([]);

  // Signing out of this device removes its subscription: signed in again, the server knows it no more.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  expect((await calls.signIn(user)).ok()).toBe(true);
  const test_ = await context.request.post("/api/reminders/test", { headers: { origin }, data: { endpoint: subscription.endpoint } });
  expect(test_.status()).toBe(404);
  await calls.deleteAccount();
  await context.close();
});

test("where push is unavailable the settings say so plainly, and a reminder waits in the app as a dismissible banner (375 px)", async ({
  browser,
}) => {
  // a fresh account in a context of its own, the settings and the banner each with an axe pass, at 375 px
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 375, height: 812 }, isMobile: true });
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await signUpInContext(context, origin, { name: "Lena Fischer" });
  const page = await context.newPage();
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  const dialog = await openReminderSettings(page);
  await dialog.getByRole("switch", { name: REMINDER_COPY.switchLabel }).click();
  await dialog.getByRole("button", { name: REMINDER_COPY.save }).click();
  await expect(dialog.getByText(REMINDER_COPY.unsupported)).toBeVisible();
  await expect(dialog.getByRole("button", { name: REMINDER_COPY.sendNow })).toHaveCount(0);
  await dialog.getByRole("heading", { name: REMINDER_COPY.title }).scrollIntoViewIfNeeded();
  await expectAccessible(page, "reminder settings, phone");
  await page.screenshot({ path: `${SHOTS}/reminders-settings-375.png` });
  await page.keyboard.press("Escape");

  // The server keeps a reminder no push reached (API tests: routes/reminders.test.ts); here its
  // answer is given to the page as the server gives it, to see the banner.
  const sentence = REMINDER_SENTENCES[1];
  await page.route("**/api/reminders", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, inApp: { dueAt: new Date().toISOString(), sentence } } });
  });
  await page.reload();
  await passIntro(page);
  const banner = page.getByRole("region", { name: REMINDER_COPY.bannerLabel });
  await expect(banner.getByText(sentence)).toBeVisible();
  await expectAccessible(page, "reminder banner, phone");
  await page.screenshot({ path: `${SHOTS}/reminders-banner-375.png` });
  const dismissed = page.waitForRequest((request) => request.url().endsWith("/api/reminders/dismiss") && request.method() === "POST");
  await banner.getByRole("button", { name: REMINDER_COPY.dismiss }).click();
  await dismissed;
  await expect(banner).toHaveCount(0);
  await context.close();
});
