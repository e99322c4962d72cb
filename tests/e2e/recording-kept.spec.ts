// Keeping a spoken reflection's recording with its entry (decision 051), with Chromium's fake
// microphone and the speech double: the first spoken reflection asks "Keep the recording with your
// entry?"; Keep sends the audio once the entry is saved, and the entry's detail plays it (an
// <audio controls> labelled "Your recording" whose source loads as audio) and deletes it after a
// confirmation; Don't keep stores nothing, then or after. Recorded offline, the recording waits in
// the outbox with its words and arrives once the connection returns. In a private journal it leaves
// the browser sealed and the detail plays it opened here.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, say, shot, startRecording } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { JOURNAL_SWITCH, KEY_DERIVATION, REPLY_DEADLINE, SYNC } from "./support/waits";

const WORDS = "This evening I sat on the balcony and listened to the rain, and I feel calm and grateful for a slow day.";
const OFFLINE_WORDS = "On the train with no signal, a little tired but proud that I kept going with the garden bench this week.";
const QUESTION = "Keep the recording with your entry?";

interface EntryWithMedia {
  id: string;
  entryText: string;
  media?: Array<{ id: string; kind: string; contentType: string; byteSize: number; durationMs: number | null; sealed: boolean }>;
}

async function entriesOf(page: Page): Promise<EntryWithMedia[]> {
  return ((await (await page.request.get("/api/entries")).json()) as { entries: EntryWithMedia[] }).entries;
}

/** Speaks through the speech double while the fake microphone records for a moment, then stops. */
async function speakAloud(page: Page, words: string): Promise<void> {
  await startRecording(page);
  await say(page, words);
  // the recorder holds some audio before the stop (the fake microphone plays a tone)
  await expect(page.getByRole("timer", { name: "Recording time" })).not.toHaveText("00:00", { timeout: 5_000 });
  await page.getByRole("button", { name: "Stop recording" }).click();
}

const isMediaPut = (url: string, method: string) => method === "PUT" && /\/api\/entries\/[^/]+\/media\/[^/?]+/.test(url);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("Keep: the recording is stored with the entry and plays in its detail, with its length; it can be deleted", async ({
  page,
  signedIn,
}) => {
  // a reflection, its upload, the detail with two axe passes and screenshots at two widths: 33-46 s here
  test.setTimeout(90_000);
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await speakAloud(page, WORDS);
  const question = page.getByRole("region", { name: QUESTION });
  await expect(question).toBeVisible();
  await expect(question).toContainText("You can listen to how you sounded later. Recordings are encrypted like your words.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expectAccessible(page, "keep the recording question");
  await shot(page, "recording-question", BOTH_WIDTHS);

  const uploaded = page.waitForResponse((response) => isMediaPut(response.url(), response.request().method()));
  await question.getByRole("button", { name: "Keep", exact: true }).click();
  await expect(question).toHaveCount(0);
  const put = await uploaded;
  expect(put.status()).toBe(201);
  const url = new URL(put.url());
  expect(url.searchParams.get("kind")).toBe("audio");
  expect(Number(url.searchParams.get("durationMs"))).toBeGreaterThan(500);

  const [entry] = await entriesOf(page);
  expect(entry!.entryText).toBe(WORDS);
  const [recording] = entry!.media ?? [];
  expect(recording).toMatchObject({ kind: "audio", sealed: false });
  expect(recording!.contentType).toMatch(/^audio\//);
  expect(recording!.byteSize).toBeGreaterThan(0);

  // the detail plays it
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await page.getByRole("button", { name: "Ripples" }).click();
  await page
    .getByRole("dialog", { name: "Recent Ripples" })
    .getByRole("button", { name: /^Ripple from/ })
    .click();
  const detail = page.getByRole("dialog");
  const player = detail.getByRole("region", { name: "Your recording" });
  const audio = player.locator("audio");
  await expect(audio).toHaveAttribute("aria-label", "Your recording");
  await expect(audio).toHaveAttribute("controls", "");
  await expect(player).toContainText(/Length 0:0[1-9]/);
  // its source loads as audio: the metadata arrives, and the bytes behind it are audio
  const loaded = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<{ duration: number; readyState: number }>((resolve, reject) => {
        const done = () => resolve({ duration: element.duration, readyState: element.readyState });
        if (element.readyState >= HTMLMediaElement.HAVE_METADATA) return done();
        element.addEventListener("loadedmetadata", done, { once: true });
        element.addEventListener("error", () => reject(new Error(`audio error ${element.error?.code}`)), { once: true });
        element.load();
      }),
  );
  expect(loaded.readyState).toBeGreaterThanOrEqual(1);
  expect(loaded.duration).toBeGreaterThan(0);
  const fetched = await audio.evaluate(async (element: HTMLAudioElement) => {
    const response = await fetch(element.currentSrc);
    const blob = await response.blob();
    return { status: response.status, type: blob.type, size: blob.size };
  });
  expect(fetched.status).toBe(200);
  expect(fetched.type).toMatch(/^audio\//);
  expect(fetched.size).toBe(recording!.byteSize);
  await expectAccessible(page, "entry detail with its recording");
  await shot(page, "recording-detail", BOTH_WIDTHS);

  // deleted after a confirmation; the entry stays
  await player.getByRole("button", { name: "Delete recording" }).click();
  await expect(player).toContainText("Delete this recording? Your words stay in the entry.");
  await player.getByRole("button", { name: "Keep it" }).click();
  await expect(audio).toBeVisible();
  await player.getByRole("button", { name: "Delete recording" }).click();
  await player.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(detail.getByRole("region", { name: "Your recording" })).toHaveCount(0);
  const [after] = await entriesOf(page);
  expect(after!.entryText).toBe(WORDS);
  expect(after!.media ?? []).toEqual([]);
});

test("Don't keep: nothing is stored, and the next spoken reflection is not asked again", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  const mediaRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media/")) mediaRequests.push(`${request.method()} ${request.url()}`);
  });
  await openJournal(page);
  await speakAloud(page, WORDS);
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await page.getByRole("region", { name: QUESTION }).getByRole("button", { name: "Don't keep" }).click();
  await expect(page.getByRole("region", { name: QUESTION })).toHaveCount(0);

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await speakAloud(page, OFFLINE_WORDS);
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByRole("region", { name: QUESTION })).toHaveCount(0);

  const entries = await entriesOf(page);
  expect(entries.map((entry) => entry.entryText).sort()).toEqual([WORDS, OFFLINE_WORDS].sort());
  expect(entries.flatMap((entry) => entry.media ?? [])).toEqual([]);
  expect(mediaRequests).toEqual([]);

  // the account menu shows the choice, and turning it on there asks nothing more
  await page.getByRole("button", { name: "Your account" }).click();
  const keepSwitch = page.getByRole("switch", { name: "Keep recordings" });
  await expect(keepSwitch).toHaveAttribute("aria-checked", "false");
  await keepSwitch.click();
  await expect(keepSwitch).toHaveAttribute("aria-checked", "true");
  await shot(page, "recording-setting", BOTH_WIDTHS);
  await page.getByRole("button", { name: "Close", exact: true }).click();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("ripple:capture-settings") ?? "{}") as unknown)).toMatchObject({
    keepRecordings: true,
  });
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a recording made offline waits in the outbox with its words and arrives once the connection returns", async ({
    page,
    context,
    signedIn,
  }) => {
    expect(signedIn.user.email).toContain("@");
    await page.addInitScript(() => localStorage.setItem("ripple:capture-settings", JSON.stringify({ keepRecordings: true })));
    await openJournal(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await openJournal(page); // the reload the worker needs to take control (it then serves the on-device analyser offline)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await speakAloud(page, OFFLINE_WORDS);
    await expect(page.getByText("Saved on this device — it will sync when you're back online")).toBeVisible({ timeout: SYNC });
    await expect(page.getByRole("region", { name: QUESTION })).toHaveCount(0); // answered before
    const { user } = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    const waiting = () =>
      page.evaluate(async (name) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains("recordings")) return [];
          const items = await new Promise<Array<{ entryId: string; audio: Blob }>>((resolve, reject) => {
            const request = db.transaction("recordings").objectStore("recordings").getAll();
            request.onsuccess = () => resolve(request.result as Array<{ entryId: string; audio: Blob }>);
            request.onerror = () => reject(request.error);
          });
          return items.map((item) => ({ entryId: item.entryId, size: item.audio.size, type: item.audio.type }));
        } finally {
          db.close();
        }
      }, `ripple-outbox:${user.id}`);
    await expect.poll(waiting).toHaveLength(1);
    const [kept] = await waiting();
    expect(kept!.size).toBeGreaterThan(0);
    expect(kept!.type).toMatch(/^audio\//);
    expect((await entriesOf(page)).map((entry) => entry.entryText)).toEqual([]);

    const uploaded = page.waitForResponse((response) => isMediaPut(response.url(), response.request().method()), { timeout: 30_000 });
    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: "Synced — it's in your journal now" })).toBeVisible({ timeout: SYNC });
    expect((await uploaded).status()).toBe(201);
    const [entry] = await entriesOf(page);
    expect(entry!.entryText).toBe(OFFLINE_WORDS);
    expect(entry!.id).toBe(kept!.entryId);
    expect(entry!.media?.map((item) => [item.kind, item.byteSize])).toEqual([["audio", kept!.size]]);
    await expect.poll(waiting).toEqual([]);
  });
});

test("in a private journal the recording leaves sealed and plays in the detail, opened in the browser", async ({ page, signedIn }) => {
  // turning the journal private waits for a measured Argon2id run and a sealing round, then the
  // recording is sealed and sent; each step waits for its own event, the budget bounds a busy machine
  test.setTimeout(60_000);
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(() => localStorage.setItem("ripple:capture-settings", JSON.stringify({ keepRecordings: true })));
  await openJournal(page);
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await menu.getByRole("button", { name: "Private journal…" }).click();
  const form = menu.getByRole("form", { name: "Private journal" });
  await form.getByLabel("Passphrase", { exact: true }).fill("lantern cobalt meadow thistle");
  await form.getByLabel("Passphrase again").fill("lantern cobalt meadow thistle");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(menu.getByTestId("recovery-key")).toBeVisible({ timeout: KEY_DERIVATION });
  await menu.getByLabel("I have saved my recovery key").check();
  await menu.getByRole("button", { name: "Turn on private journal" }).click();
  await expect(page.getByText("Your journal is private now.")).toBeVisible({ timeout: JOURNAL_SWITCH });
  await page.keyboard.press("Escape");

  const uploaded = page.waitForRequest((request) => isMediaPut(request.url(), request.method()));
  await speakAloud(page, WORDS);
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const put = await uploaded;
  expect(put.headers()["x-ripple-sealed"]).toBe("1");
  expect(put.headers()["content-type"]).toBe("application/octet-stream");
  expect(new URL(put.url()).searchParams.get("type")).toMatch(/^audio\//);
  expect((await put.response())!.status()).toBe(201);
  // what the server gives back is what it was given: the sealed envelope, no WebM header in the clear
  const stored = await page.request.get(new URL(put.url()).pathname);
  expect(stored.status()).toBe(200);
  const body = await stored.body();
  expect(body[0]).toBeGreaterThanOrEqual(0x80);
  expect(body.length).toBeGreaterThan(29);
  expect(body.includes(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(false);

  const listed = (await (await page.request.get("/api/entries")).json()) as { entries: unknown[]; sealed: Array<{ media?: unknown[] }> };
  expect(listed.entries).toEqual([]);
  expect(listed.sealed[0]!.media).toEqual([expect.objectContaining({ kind: "audio", sealed: true })]);

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await page.getByRole("button", { name: "Ripples" }).click();
  await page
    .getByRole("dialog", { name: "Recent Ripples" })
    .getByRole("button", { name: /^Ripple from/ })
    .click();
  const audio = page.getByRole("dialog").getByRole("region", { name: "Your recording" }).locator("audio");
  await expect(audio).toHaveAttribute("src", /^blob:/, { timeout: KEY_DERIVATION }); // fetched and opened with the journal's key
  // the opened bytes play: the page's own rules let media (not fetch) read a blob: URL
  const loaded = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<{ duration: number; readyState: number }>((resolve, reject) => {
        const done = () => resolve({ duration: element.duration, readyState: element.readyState });
        if (element.readyState >= HTMLMediaElement.HAVE_METADATA) return done();
        element.addEventListener("loadedmetadata", done, { once: true });
        element.addEventListener("error", () => reject(new Error(`audio error ${element.error?.code}`)), { once: true });
      }),
  );
  expect(loaded.readyState).toBeGreaterThanOrEqual(1);
  expect(loaded.duration).toBeGreaterThan(0);
  await expect(page.getByText("This recording could not be opened on this device.")).toHaveCount(0);
  await shot(page, "recording-detail-private", BOTH_WIDTHS);
});
