// The journal against the cloud providers' loopback fakes (the second app): an intense feeling
// with support and crisis lines, each provider failure the user can see, and the streamed reply.
// Each test scripts the fakes of its own worker (support/cloud.ts).
import { CANNED_REPLIES } from "../../src/domain/replies/canned-replies";
import { expect, test } from "./fixtures";
import { allowSpokenReplies } from "./support/audio";
import { CLOUD_APP, fakes, resetFakes } from "./support/cloud";
import { speechDoubleScript } from "./support/speech-double";
import { BOTH_WIDTHS, openJournal, shot, speak } from "./support/journal";
import { REPLY_DEADLINE } from "./support/waits";

test.use({ baseURL: CLOUD_APP });

const { ekman, gemini, elevenlabs } = fakes;
/** A phrase only Gemini's reply prompt contains. */
const REPLY_PROMPT = "Reply directly to them";

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.addInitScript(speechDoubleScript());
});

test("fear at 0.9 from the emotion service shows support with the crisis lines", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  const words = "I cannot stop shaking since the accident on the motorway and every car horn makes my heart race.";
  await ekman.enqueue({ text: "fear", probability: 0.9, match: "motorway", times: 3 });
  await openJournal(page);
  await speak(page, words);
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(card.getByRole("heading", { name: "Support is here if you need it" })).toBeVisible();
  await expect(card.getByRole("heading", { name: "You don't have to carry this alone" })).toHaveCount(0); // no crisis language
  // the lines one tap away, not a wall of cards (decision 024)
  await card.getByRole("button", { name: "Talk to someone now" }).click();
  await expect(card.getByRole("link", { name: "Text 741741" })).toHaveAttribute("href", "sms:741741?&body=HOME");
  await expect(card.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(card.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  await expect(card.getByRole("meter", { name: "Intensity" })).toHaveAttribute("aria-valuenow", "9");
  await expect(card.locator('[data-colour="red"]').first()).toBeVisible();
  await expect(card).toContainText(/fear/i);
  await expect(card).toContainText("AI-powered analysis");
  await shot(page, "result-support", BOTH_WIDTHS);
  const mine = (await ekman.requests()).filter((r) => r.rawBody.includes("motorway"));
  expect(mine[0]?.body).toEqual([{ id: "1", language: "en", text: words }]);
});

test("a joyful 7/10 from the emotion service shows no support block and no crisis cards", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await ekman.enqueue({ text: "joy", probability: 0.7, match: "praised my project", times: 3 });
  await openJournal(page);
  await speak(page, "My manager praised my project today and I feel really happy and grateful for my whole team.");
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(card.getByRole("meter", { name: "Intensity" })).toHaveAttribute("aria-valuenow", "7");
  await expect(page.getByRole("region", { name: "Support is here if you need it" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "You don't have to carry this alone" })).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("988");
  await expect(page.getByRole("main")).not.toContainText("Emergency Services");
});

test("the emotion service failing shows the amber banner and basic detection", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await ekman.enqueue({ status: 500, message: "Upstream exploded", match: "lighthouse", times: 5 });
  await openJournal(page);
  await speak(page, "We drove to the lighthouse today and I feel grateful and calm after such a long and busy week.");
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card).toBeVisible({ timeout: REPLY_DEADLINE });
  const banner = card.getByRole("status").filter({ hasText: "Emotion analysis temporarily unavailable" });
  await expect(banner).toContainText(/^Emotion analysis temporarily unavailable: API request failed: 500 - .+/);
  await expect(banner).toHaveClass(/bg-amber-50/);
  await expect(card).toContainText("Basic emotion detection");
  await shot(page, "result-banner", BOTH_WIDTHS);
});

test("the reply service failing gives a canned reply and says so quietly", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await gemini.enqueue({ status: 500, match: REPLY_PROMPT, times: 10 });
  await openJournal(page);
  await speak(page, "The exam results came out today and I feel sad and disappointed in how the whole term went.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const reply = ((await page.locator("blockquote").first().textContent()) ?? "").replace(/[“”]/g, "");
  const canned = Object.values(CANNED_REPLIES).flat();
  expect(
    canned.some((text) => reply.startsWith(text)),
    `"${reply}" is a canned reply`,
  ).toBe(true);
  await expect(page.getByText("AI response temporarily unavailable", { exact: true })).toBeVisible();
  const replyCalls = (await gemini.requests()).filter((r) => r.rawBody.includes(REPLY_PROMPT));
  expect(replyCalls.length).toBeGreaterThan(0);
});

test("the reply appears as it is written, while the analysis completes", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  const chunks = ["You carried ", "so much today, ", "and still ", "you showed up for yourself."];
  await gemini.enqueue({ match: REPLY_PROMPT, chunks, chunkDelayMs: 500 });
  await openJournal(page);
  await speak(page, "Work was relentless and the kids were unwell, but I still made time for a short evening run.");
  const growing = page.locator("blockquote[data-streaming]");
  await expect(growing).toContainText("You carried");
  await expect(page.getByText("Analyzing your reflection...")).toBeVisible();
  await expect(growing).not.toContainText("showed up");
  await shot(page, "analyzing-streaming", BOTH_WIDTHS);
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.locator("blockquote").first()).toHaveText("“You carried so much today, and still you showed up for yourself.”");
  const [stream] = (await gemini.requests()).filter((r) => r.path.endsWith(":streamGenerateContent"));
  expect(stream?.query.alt).toBe("sse");
});

test("the cloud voice failing hands the reply to the browser's voice, which keeps the replies after it", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await elevenlabs.setDefault({ status: 401 });
  // two different replies: the same words are never spoken twice
  await gemini.enqueue(
    { match: REPLY_PROMPT, text: "What a gentle morning to hold onto. Let that pride settle in." },
    { match: REPLY_PROMPT, text: "A trip with your brother sounds like something good to look forward to." },
  );
  await allowSpokenReplies(page);
  await page.addInitScript(() => {
    const utterances: { text: string; rate: number; volume: number; pitch: number }[] = [];
    (window as unknown as { __utterances: typeof utterances }).__utterances = utterances;
    speechSynthesis.getVoices = () => [];
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      const round = (n: number) => Math.round(n * 100) / 100; // stored as 32-bit floats
      utterances.push({ text: u.text, rate: round(u.rate), volume: round(u.volume), pitch: round(u.pitch) });
      setTimeout(() => u.onend?.(new Event("end") as SpeechSynthesisEvent), 50);
    };
  });
  const utterances = () =>
    page.evaluate(
      () => (window as unknown as { __utterances: { text: string; rate: number; volume: number; pitch: number }[] }).__utterances,
    );
  const replyText = async () => ((await page.locator("blockquote").first().textContent()) ?? "").replace(/[“”]/g, "");

  await page.clock.install();
  await openJournal(page);
  await speak(page, "The garden finally bloomed this morning and I sat with my coffee feeling peaceful and proud.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const first = await replyText();
  await expect.poll(utterances).toEqual([{ text: first, rate: 0.9, volume: 0.8, pitch: 1 }]);
  expect(await elevenlabs.requests()).toHaveLength(1);

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await page.clock.runFor(1100); // a new recording's stop, not a duplicate of the last one (1000 ms window)
  await speak(page, "Later I phoned my brother and we planned a trip to the coast together, which felt hopeful.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const second = await replyText();
  await expect.poll(async () => (await utterances()).map((u) => u.text)).toEqual([first, second]);
  expect(await elevenlabs.requests()).toHaveLength(1); // the browser's voice from then on
});

test("cloud audio that will not play ('Audio playback failed') is read by the browser's voice instead", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await gemini.enqueue({ match: REPLY_PROMPT, text: "The quiet after the storm can feel like a gift. Rest in it a while." });
  await allowSpokenReplies(page);
  await page.addInitScript(() => {
    // the cloud voice's audio arrives, but the browser cannot play it
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if ((this.currentSrc || this.src).startsWith("blob:")) return Promise.reject(new DOMException("cannot decode", "NotSupportedError"));
      return play.call(this);
    };
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    speechSynthesis.getVoices = () => [];
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void spoken.push(u.text);
  });
  await openJournal(page);
  await speak(page, "The storm finally passed last night and this morning the whole street felt calm and washed clean.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
    .toEqual(["The quiet after the storm can feel like a gift. Rest in it a while."]);
  expect(await elevenlabs.requests()).toHaveLength(1); // the cloud answered; its audio could not play
});
