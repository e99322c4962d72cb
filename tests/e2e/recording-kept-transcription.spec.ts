// Keeping the recording with the server-transcription engine (decision 051), against the Whisper fake
// behind the second app: the recording that was transcribed is the one kept with the entry, sent
// once the checked words are saved. The Whisper fake is its worker's own (support/cloud.ts).
import { WHISPER_FAKE_DEFAULT_TEXT } from "../fakes/fake-whisper";
import { expect, test } from "./fixtures";
import { CLOUD_APP, fakes } from "./support/cloud";
import { openJournal } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

test.use({ baseURL: CLOUD_APP });

const { whisper } = fakes;

test("the transcribed recording is kept with its entry once the checked words are saved", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await whisper.reset();
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await page.addInitScript(() => localStorage.setItem("ripple:capture-settings", JSON.stringify({ keepRecordings: true })));
  await openJournal(page);
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page.getByText("Listening… your words will appear when you stop.")).toBeVisible();
  await expect(page.getByRole("timer", { name: "Recording time" })).toHaveText(/0:0[1-9]/);
  await page.getByRole("button", { name: "Stop recording" }).click();
  const check = page.getByRole("textbox", { name: "Check your words" });
  await expect(check).toHaveValue(WHISPER_FAKE_DEFAULT_TEXT);

  const uploaded = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().includes("/media/"));
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByRole("region", { name: "Keep the recording with your entry?" })).toHaveCount(0); // answered before

  const { entries } = (await (await page.request.get("/api/entries")).json()) as {
    entries: Array<{ entryText: string; media?: Array<{ kind: string; contentType: string; byteSize: number; durationMs: number }> }>;
  };
  expect(entries.map((entry) => entry.entryText)).toEqual([WHISPER_FAKE_DEFAULT_TEXT]);
  const [recording] = entries[0]!.media ?? [];
  expect(recording).toMatchObject({ kind: "audio", contentType: "audio/webm" });
  expect(recording!.byteSize).toBeGreaterThan(0);
  expect(recording!.durationMs).toBeGreaterThanOrEqual(1_000);
});
