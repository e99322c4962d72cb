// The microphone blocked: permission denied, no speech recognition, no microphone.
// Chromium runs with a fake, auto-granted microphone, so each case stubs the browser API.
import { expect, test } from "./fixtures";
import { speechDoubleScript } from "./support/speech-double";
import { BOTH_WIDTHS, openJournal, shot } from "./support/journal";

test("a denied microphone permission shows the permission toast and the red error box", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(speechDoubleScript());
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await openJournal(page);
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(
    page.getByText("Microphone permission is required for voice recording. Please allow microphone access and try again."),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /^Microphone permission denied$/ })).toBeVisible();
  await shot(page, "mic-denied", BOTH_WIDTHS);
  await expect(page.getByRole("button", { name: "Start recording" })).toBeEnabled();
  expect(await page.evaluate(() => window.__speech!.starts)).toBe(0);
});

test("without speech recognition the main screen warns, and the mic shows the Chrome, Edge or Safari toast", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await openJournal(page);
  const message = "Speech recognition is not supported in this browser. Please use Chrome, Edge, or Safari.";
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
  await shot(page, "mic-warning-toast", BOTH_WIDTHS);
  await expect(page.getByRole("region", { name: "Live Transcription" })).toHaveCount(0);
});

test("with no microphone the main screen warns and the mic shows the no-microphone toast", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(speechDoubleScript());
  await page.addInitScript(() => {
    navigator.mediaDevices.enumerateDevices = async () => [];
  });
  await openJournal(page);
  const message = "No microphone detected. Please connect a microphone to use voice recording.";
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
  expect(await page.evaluate(() => window.__speech!.starts)).toBe(0);
});
