// A recording Chromium makes is kept with its length written into its WebM header (decision 051,
// src/client/features/recorder/lib/webm-duration.ts): MediaRecorder's own WebM has no Duration, so
// a player shows no length until it has played to the end. The stored bytes, loaded into a fresh
// <audio> that never plays, give a finite duration close to the length recorded.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openJournal, say, startRecording } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

const WORDS = "A long walk after work, the air was cold and clear and I feel lighter than I did this morning.";

interface EntryWithMedia {
  id: string;
  media?: Array<{ id: string; kind: string; contentType: string; durationMs: number | null }>;
}

const isMediaPut = (url: string, method: string) => method === "PUT" && /\/api\/entries\/[^/]+\/media\/[^/?]+/.test(url);

async function speakAloud(page: Page, words: string): Promise<void> {
  await startRecording(page);
  await say(page, words);
  // the recorder holds some audio before the stop (the fake microphone plays a tone)
  await expect(page.getByRole("timer", { name: "Recording time" })).not.toHaveText(/00:0[01]/, { timeout: 10_000 });
  await page.getByRole("button", { name: "Stop recording" }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("a kept WebM recording says its length before it is played", async ({ page, signedIn }) => {
  // a spoken reflection (two seconds of the fake microphone), its answer and the upload
  test.setTimeout(90_000);
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await speakAloud(page, WORDS);
  const question = page.getByRole("region", { name: "Keep the recording with your entry?" });
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const uploaded = page.waitForResponse((response) => isMediaPut(response.url(), response.request().method()));
  await question.getByRole("button", { name: "Keep", exact: true }).click();
  expect((await uploaded).status()).toBe(201);

  const { entries } = (await (await page.request.get("/api/entries")).json()) as { entries: EntryWithMedia[] };
  const entry = entries[0]!;
  const recording = entry.media!.find((item) => item.kind === "audio")!;
  expect(recording.contentType).toBe("audio/webm");
  expect(recording.durationMs).toBeGreaterThan(1_500);
  const duration = await page.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    const audio = new Audio();
    audio.preload = "metadata";
    const loaded = new Promise<void>((resolve, reject) => {
      audio.addEventListener("loadedmetadata", () => resolve(), { once: true });
      audio.addEventListener("error", () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
    });
    audio.src = URL.createObjectURL(blob);
    await loaded;
    return audio.duration;
  }, `/api/entries/${entry.id}/media/${recording.id}`);
  // Infinity without the header's Duration
  expect(Number.isFinite(duration)).toBe(true);
  expect(Math.abs(duration * 1000 - recording.durationMs!)).toBeLessThan(1_000);
});
