// Transcription through the Whisper-compatible server (decision 020), against the loopback fake behind
// the second app: with the browser's recogniser removed, the fake microphone's audio is recorded
// with MediaRecorder, reaches the fake as real WebM audio, and its words come back for the person to
// check and fix before they are analysed and saved; Private transcription in the account menu sends
// the recording to the server even where the browser has a recogniser, in the chosen language; a
// failing provider keeps the recording so the person can try again.
// Each test scripts the Whisper fake of its own worker (support/cloud.ts).
import { WHISPER_FAKE_DEFAULT_TEXT, parseMultipart, transcriptionFields } from "../fakes/fake-whisper";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { CLOUD_APP, fakes } from "./support/cloud";
import { BOTH_WIDTHS, openJournal, passIntro, shot, storedEntries } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

test.use({ baseURL: CLOUD_APP });

const { whisper } = fakes;

test.beforeEach(async () => {
  await whisper.reset();
});

/** Records until the timer has shown a second of the fake microphone's tone, then stops. */
async function recordASecond(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page.getByText("Listening… your words will appear when you stop.")).toBeVisible();
  await expect(page.getByRole("timer", { name: "Recording time" })).toHaveText(/0:0[1-9]/);
  await page.getByRole("button", { name: "Stop recording" }).click();
}

test("without the browser's recogniser, the recording reaches the transcription server and its words are checked, fixed and saved", async ({
  page,
  signedIn,
}) => {
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await openJournal(page);
  // The server can transcribe: no dead end, no "use Chrome" warning, the microphone is the way in.
  await expect(page.getByText("Speech recognition is not supported in this browser. Please use Chrome, Edge, or Safari.")).toHaveCount(0);
  await expect(page.getByText("This browser can't turn speech into words, but you can write your reflection instead.")).toHaveCount(0);
  await recordASecond(page);
  const check = page.getByRole("textbox", { name: "Check your words" });
  await expect(check).toHaveValue(WHISPER_FAKE_DEFAULT_TEXT);
  await expect(check).toBeFocused();
  await shot(page, "transcript-check", BOTH_WIDTHS);

  const [request] = await whisper.requests();
  const fields = transcriptionFields(request!);
  expect(fields).toMatchObject({ model: "whisper-1", language: "en", responseFormat: "json" });
  expect(fields.file).toMatchObject({ kind: "webm", filename: expect.stringMatching(/\.webm$/) });

  // The person fixes a misheard word before it is analysed.
  const fixed = WHISPER_FAKE_DEFAULT_TEXT.replace("river", "canal");
  await check.fill(fixed);
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const [entry] = await storedEntries(signedIn.calls);
  expect(entry).toMatchObject({ entryText: fixed, language: "en-US" });
  expect((entry as unknown as { duration: number }).duration).toBeGreaterThanOrEqual(1);
});

test("Private transcription in the account menu keeps the browser's recogniser out, in the language chosen", async ({ page, signedIn }) => {
  await page.addInitScript(speechDoubleScript());
  await openJournal(page);
  await page.getByRole("button", { name: "Your account" }).click();
  const privately = page.getByRole("switch", { name: "Private transcription" });
  await expect(privately).toHaveAttribute("aria-checked", "false");
  await privately.click();
  await expect(privately).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Language").selectOption({ label: "Español (México)" });
  await shot(page, "account-capture-settings", BOTH_WIDTHS);
  await page.getByRole("button", { name: "Close" }).click();

  await expect(page.getByText("Private transcription is on: your recording goes only to Ripple.")).toBeVisible();
  await whisper.enqueue({ text: "Hoy caminé junto al río y me sentí tranquila y agradecida por la tarde." });
  await recordASecond(page);
  await expect(page.getByRole("textbox", { name: "Check your words" })).toHaveValue(
    "Hoy caminé junto al río y me sentí tranquila y agradecida por la tarde.",
  );
  await page.getByRole("textbox", { name: "Check your words" }).press("Control+Enter");
  await expect(page.getByRole("heading", { name: /Your (reflection has been saved|moment has been honored)/ })).toBeVisible({
    timeout: REPLY_DEADLINE,
  });
  expect(await page.evaluate(() => window.__speech!.starts)).toBe(0); // no audio went to the browser's recogniser
  expect(transcriptionFields((await whisper.requests())[0]!).language).toBe("es");
  const [entry] = await storedEntries(signedIn.calls);
  expect(entry).toMatchObject({ language: "es-MX" });

  // The choice stays on this device across a reload.
  await page.reload();
  await passIntro(page);
  await expect(page.getByText("Private transcription is on: your recording goes only to Ripple.")).toBeVisible();
});

test("a failing transcription keeps the recording: Try again sends the same audio, nothing is lost", async ({ page, signedIn }) => {
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await whisper.setDefault({ status: 503 });
  await openJournal(page);
  await recordASecond(page);
  await expect(page.getByRole("alert")).toHaveText(
    "The recording could not be transcribed right now. It is still here: please try again in a moment.",
  );
  await expect(page.getByRole("button", { name: "Type instead" })).toBeVisible();
  await shot(page, "transcription-failed", BOTH_WIDTHS);
  const failedRequests = await whisper.requests();
  await whisper.setDefault({});
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("textbox", { name: "Check your words" })).toHaveValue(WHISPER_FAKE_DEFAULT_TEXT);
  const all = await whisper.requests();
  const resent = all.slice(failedRequests.length);
  expect(resent).toHaveLength(1);
  const audio = (request: (typeof all)[number]) => parseMultipart(request)?.find((part) => part.name === "file")?.content;
  expect(audio(resent[0]!)).toBe(audio(failedRequests[0]!)); // the very same recording
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  expect((await storedEntries(signedIn.calls)).map((e) => e.entryText)).toEqual([WHISPER_FAKE_DEFAULT_TEXT]);
});

test("a recording in which no words were heard saves nothing and says so", async ({ page, signedIn }) => {
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await whisper.setDefault({ empty: true });
  await openJournal(page);
  await recordASecond(page);
  await expect(page.getByRole("status").filter({ hasText: "No words were heard in that recording." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeEnabled();
  expect(await storedEntries(signedIn.calls)).toHaveLength(0);
});

test("a recording stops itself at the 10-minute limit and is transcribed", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await page.clock.install();
  await openJournal(page);
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page.getByRole("timer", { name: "Recording time" })).toBeVisible();
  await page.clock.fastForward(599_000);
  await expect(page.getByRole("button", { name: "Stop recording" })).toBeVisible(); // still recording at 9:59
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/transcriptions");
  await page.clock.runFor(2_000); // the limit's own timer fires at 10:00 exactly
  const duration = Number(new URL((await sent).url()).searchParams.get("duration"));
  expect(duration).toBeGreaterThanOrEqual(600);
  expect(duration).toBeLessThan(601);
  await expect(page.getByRole("textbox", { name: "Check your words" })).toHaveValue(WHISPER_FAKE_DEFAULT_TEXT);
});
