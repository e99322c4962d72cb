// Mute: stops speech at once and keeps the reply silent until unmuted. The browser's
// speechSynthesis is replaced by a recorder, so the test hears what Ripple tries to say.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { speechDoubleScript } from "./support/speech-double";
import { allowSpokenReplies, listenToSoundEffects } from "./support/audio";
import type { PlayedSound } from "./support/audio";
import { openJournal, speak, startRecording } from "./support/journal";
import { REPLY_DEADLINE } from "./support/waits";

declare global {
  interface Window {
    __tts?: { spoken: string[]; cancels: number; spokenAt: number[]; resultAt: number[] };
  }
}

test.beforeEach(async ({ page }) => {
  // The page's time runs on as usual; where a test must know that something did NOT happen
  // after the app's own delay, it moves the clock past that delay instead of waiting for it.
  await page.clock.install();
  await page.addInitScript(speechDoubleScript());
  await page.addInitScript(() => {
    // audio allowed and the user has interacted before (both flags stored): replies are spoken
    localStorage.setItem("ripple:audio-permission", "granted");
    localStorage.setItem("ripple:user-interacted", "true");
    const log = { spoken: [] as string[], cancels: 0, spokenAt: [] as number[], resultAt: [] as number[] };
    window.__tts = log;
    // an utterance that "speaks" until cancelled
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      log.spoken.push(utterance.text);
      log.spokenAt.push(performance.now());
    };
    // when each saved result appears, to time the auto-speak delay from
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll("h2")].some((h) => h.textContent === "Your reflection has been saved");
      if (shown && log.resultAt.length === log.spoken.length) log.resultAt.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
    speechSynthesis.cancel = () => void (log.cancels += 1);
    speechSynthesis.getVoices = () => [];
  });
});

const spoken = (page: Page) => page.evaluate(() => window.__tts!.spoken.length);

test("the reply is spoken once by itself; mute stops it at once and keeps later replies silent", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await speak(page, "I spent the afternoon baking bread with my daughter and I feel happy and content tonight.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const reply = ((await page.locator("blockquote").first().textContent()) ?? "").replace(/[“”]/g, "");
  await expect.poll(() => page.evaluate(() => window.__tts!.spoken)).toEqual([reply]);
  // spoken 800 ms after the result appeared, not at once
  const { spokenAt, resultAt } = await page.evaluate(() => window.__tts!);
  expect(spokenAt[0]! - resultAt[0]!).toBeGreaterThanOrEqual(780);
  expect(spokenAt[0]! - resultAt[0]!).toBeLessThan(4000); // the browser's voices may take 500 ms to load

  const cancelsBefore = await page.evaluate(() => window.__tts!.cancels);
  await page.getByRole("button", { name: "Mute sounds and voice" }).click();
  await expect(page.getByRole("button", { name: "Unmute sounds and voice" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => window.__tts!.cancels)).toBeGreaterThan(cancelsBefore);
  await expect(page.getByRole("button", { name: "Hear it again" })).toBeDisabled();

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await speak(page, "Later I called an old friend and we laughed about school days, which felt warm and hopeful.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await page.clock.runFor(1500); // well past the 800 ms auto-speak delay
  expect(await spoken(page)).toBe(1);

  await page.getByRole("button", { name: "Unmute sounds and voice" }).click();
  await expect(page.getByRole("button", { name: "Mute sounds and voice" })).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Hear it again" }).click();
  await expect.poll(() => spoken(page)).toBe(2);
});

test("the first-time welcome clip never starts over the user's first recording", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  // as after a sign-in redirect in a real browser: no gesture on this page yet, so no autoplay
  // (this Chromium's autoplay flag would report one)
  await page.addInitScript(() => {
    let active = false;
    const activate = () => void (active = true);
    addEventListener("pointerdown", activate, true);
    addEventListener("keydown", activate, true);
    Object.defineProperty(navigator, "userActivation", { get: () => ({ hasBeenActive: active, isActive: active }) });
  });
  await openJournal(page);
  // a first-time user before any gesture: the clip waits for a tap
  await expect(page.getByRole("button", { name: "Tap to play" })).toBeVisible();
  await startRecording(page);
  await page.clock.runFor(1600); // past the 1 s welcome delay
  await expect(page.getByText("Listen for a moment… the microphone is ready right after.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Stop recording" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel recording" }).click();
  await expect(page.getByRole("region", { name: "Welcome" })).toHaveCount(0);
});

test("sound effects mark each moment, each at its own volume (mic click 0.3 … gentle sound 0.5)", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await allowSpokenReplies(page);
  const sounds = await listenToSoundEffects(page);
  await openJournal(page);

  await speak(page, "I spent the afternoon baking bread with my daughter and I feel happy and content tonight.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await startRecording(page);
  await page.getByRole("button", { name: "Cancel recording" }).click();
  await speak(page, "hello testing");
  await expect(page.getByRole("heading", { name: "Your moment has been honored" })).toBeVisible({ timeout: REPLY_DEADLINE });

  // each sound at its volume; a sound still loading may start a moment after a later one
  const byFile = (list: PlayedSound[]) => [...list].sort((a, b) => a.file.localeCompare(b.file) || a.volume - b.volume);
  await expect
    .poll(async () => byFile(await sounds()))
    .toEqual(
      byFile([
        { file: "record_start.mp3", volume: 0.2 },
        { file: "record_stop.mp3", volume: 0.3 },
        { file: "water_drop.mp3", volume: 0.4 },
        { file: "record_start.mp3", volume: 0.2 },
        { file: "mic_click.mp3", volume: 0.3 },
        { file: "record_start.mp3", volume: 0.2 },
        { file: "record_stop.mp3", volume: 0.3 },
        { file: "gentle_sound.mp3", volume: 0.5 },
      ]),
    );
});

test("without the user-interacted flag the reply is not spoken by itself", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(() => localStorage.removeItem("ripple:user-interacted"));
  await openJournal(page);
  // clicks without a pointer or key event, so the page never sees the person interact
  await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Start recording"]')!.click();
    while (!window.__speech?.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    window.__speech.say("I spent the afternoon baking bread with my daughter and I feel happy and content tonight.");
    document.querySelector<HTMLButtonElement>('button[aria-label="Stop recording"]')!.click();
  });
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await page.clock.runFor(1500); // well past the 800 ms auto-speak delay
  expect(await spoken(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem("ripple:user-interacted"))).toBeNull();
});
