// Conversational mode end to end (the conversation view, the session and its flow, chat
// errors) on the app wired to the provider fakes: Ekman scores each spoken turn (its
// probability sets the intensity and so the flow), the OpenAI-compatible fake is the companion.
// Each test scripts the fakes of its own worker (support/cloud.ts) and resets them first.
// SHOTS=375 (or 1280) runs at that width and writes screenshots to /tmp/shots/conversation/.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CHAT_MESSAGES } from "../../src/domain/messages";
import { expect, test } from "./fixtures";
import { passIntro } from "./support/journal";
import { listenToSoundEffects } from "./support/audio";
import { CLOUD_APP, fakes, resetFakes } from "./support/cloud";
import { openConversation, scrollingSettled, speakTurn } from "./support/conversation";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

const { ekman, openai, elevenlabs } = fakes;

/** One spoken turn through the speech double; Ekman answers it with `emotion` at `probability`. */
const speak = (page: Page, text: string, emotion: string, probability: number, delayMs = 0) =>
  speakTurn(page, ekman, text, emotion, probability, delayMs);

const you = (page: Page) => page.getByRole("article", { name: "You said" });
const ripple = (page: Page) => page.getByRole("article", { name: "Ripple said" });
const flowButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "How would you like to continue?" }).getByRole("button", { name });

/** The button that keeps the conversation going, whichever the flow offers. */
function flowButtonName(groupText: string): string {
  return groupText.includes("Let's explore deeper") ? "Let's explore deeper" : "Continue sharing";
}

async function expectFlowPrompt(page: Page, shown: string[]) {
  for (const name of ["Let's explore deeper", "Continue sharing", "That feels complete"]) {
    await expect(flowButton(page, name)).toHaveCount(shown.includes(name) ? 1 : 0);
  }
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** SHOTS=375 or SHOTS=1280 runs the spec at that width and saves screenshots of each screen. */
const SHOTS_WIDTH = Number(process.env.SHOTS ?? 0);
if (SHOTS_WIDTH) test.use({ viewport: { width: SHOTS_WIDTH, height: SHOTS_WIDTH < 640 ? 812 : 900 } });

async function shots(page: Page, name: string) {
  if (!SHOTS_WIDTH) return;
  await scrollingSettled(page);
  await page.screenshot({ path: `/tmp/shots/conversation/${name}-${SHOTS_WIDTH}.png` });
}

test.describe("with a chat model", () => {
  test.use({ baseURL: CLOUD_APP });

  test.beforeEach(async ({ page }) => {
    await resetFakes();
    await page.clock.install(); // the page's time runs on as usual; each turn moves it 1.1 s on
    await page.addInitScript(speechDoubleScript());
  });

  test("three turns with each flow prompt, surviving a reload, saved as one ripple", async ({ page, signedIn }) => {
    await openConversation(page);
    await expect(page.getByText("I'm here with you", { exact: true })).toBeVisible();
    await expect(page.getByText("Take your time...")).toBeVisible();
    await shots(page, "1-empty");

    // Turn 1: an intense feeling (0.9 → intensity 9) deepens.
    // The words show at once, with the loading bubble, while the turn is analysed and answered.
    await openai.enqueue({ text: "That sounds really heavy. What part of the meeting stays with you most?", delayMs: 800 });
    await speak(page, "I feel so sad about the meeting today, my manager dismissed my whole proposal.", "sadness", 0.9, 1200);
    await expect(you(page)).toContainText("my manager dismissed my whole proposal");
    await expect(page.getByText("I'm reflecting on what you shared...")).toBeVisible();
    await expect(ripple(page)).toHaveCount(0);
    await shots(page, "2-reflecting");
    await expect(ripple(page)).toContainText("What part of the meeting stays with you most?");
    await expect(page.getByText("I'm reflecting on what you shared...")).toHaveCount(0);
    await expectFlowPrompt(page, ["Let's explore deeper", "That feels complete"]);
    await shots(page, "3-deepen");
    await expectNoSeriousAxeViolations(page);
    await flowButton(page, "Let's explore deeper").click();
    await expect(flowButton(page, "That feels complete")).toHaveCount(0);

    // Turn 2: a moderate feeling (0.6 → 6) continues.
    await openai.enqueue({ text: "It makes sense that you felt unseen. What did you hope they would notice?" });
    await speak(page, "I think I wanted them to see how much work I put into it over many weeks.", "sadness", 0.6);
    await expect(ripple(page).nth(1)).toContainText("What did you hope they would notice?");
    await expectFlowPrompt(page, ["Continue sharing", "That feels complete"]);
    await flowButton(page, "Continue sharing").click();
    await expect(page.getByRole("button", { name: "Start recording" })).toBeFocused();

    // Turn 3: a light, happy feeling (0.3 → 3, wellness 10) offers only completion.
    await openai.enqueue({ text: "I'm glad you found some lightness in it. You deserve that care." });
    await speak(page, "Talking it through helps, and my friend already offered to read it with me.", "joy", 0.3);
    await expect(ripple(page).nth(2)).toContainText("You deserve that care.");
    await expectFlowPrompt(page, ["That feels complete"]);
    await expect(you(page)).toHaveCount(3);
    await expect(ripple(page)).toHaveCount(3);
    await shots(page, "4-three-turns");
    for (const bubble of await page.getByRole("article").all()) await expect(bubble.locator("time")).toHaveText(/^\d{1,2}:\d{2}/);
    // The third turn took the first four messages as history and the current emotion.
    const chats = await openai.requests();
    const third = chats.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(third.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user", "assistant", "user"]);
    expect(third.messages[0]!.content).toContain("joy");

    // The session survives a reload.
    await page.reload();
    await passIntro(page);
    await expect(page.getByRole("button", { name: "Conversational" })).toHaveAttribute("aria-pressed", "true", { timeout: 8000 });
    await expect(you(page)).toHaveCount(3);
    await expect(ripple(page)).toHaveCount(3);

    // Muted, every play button is disabled.
    const play = page.getByRole("button", { name: /^Play this message/ });
    await expect(play).toHaveCount(3);
    for (const button of await play.all()) await expect(button).toBeEnabled();
    await page.getByRole("button", { name: "Mute sounds and voice" }).click();
    for (const button of await play.all()) await expect(button).toBeDisabled();
    await page.getByRole("button", { name: "Unmute sounds and voice" }).click();
    await expect(play.first()).toBeEnabled();

    // 'That feels complete' saves the whole conversation as one ripple.
    await page.getByRole("button", { name: "That feels complete" }).click();
    await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeFocused({ timeout: REPLY_DEADLINE });
    await expect(page.getByRole("region", { name: "Our conversation" }).getByRole("article")).toHaveCount(6);
    await expect(page.getByRole("article", { name: "Reflection analysis" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Want to talk more?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Not today" })).toBeVisible();
    await shots(page, "5-result");
    await page.getByRole("button", { name: "Want to talk more?" }).scrollIntoViewIfNeeded();
    await shots(page, "5-result-end");
    await expectNoSeriousAxeViolations(page);
    const { entries } = (await (await signedIn.calls.entries()).json()) as { entries: { entryText: string }[] };
    expect(entries).toHaveLength(1);
    expect(entries[0]!.entryText).toContain("my manager dismissed my whole proposal");
    expect(entries[0]!.entryText).toContain("my friend already offered to read it with me");
    expect(entries[0]!.entryText).not.toContain("You deserve that care");

    // 'Want to talk more?' goes back to recording with a fresh conversation.
    await page.getByRole("button", { name: "Want to talk more?" }).click();
    await expect(page.getByText("I'm here with you", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start recording" })).toBeEnabled();
    await expect(page.getByText("Tap to begin our conversation")).toBeVisible();

    await page.getByRole("button", { name: "Ripples" }).click();
    const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
    await expect(drawer.getByRole("button", { name: /^Ripple from/ })).toHaveCount(1);
    await expect(drawer).toContainText("my manager dismissed my whole proposal");
  });

  test("a crisis message is answered with the safe reply and the lines inline, and the conversation goes on", async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.user.email).toContain("@");
    await openConversation(page);
    // the model answers cheerfully and the emotion service reads joy: neither decides
    await openai.setDefault({ text: "That's wonderful! I'm so glad you're feeling this way." });
    await speak(page, "I can't do this anymore, I've been giving my things away and I think tonight is the night.", "joy", 0.2);
    await expect(ripple(page)).toHaveCount(1);
    await expect(ripple(page)).toContainText("You're not alone");
    await expect(ripple(page)).not.toContainText("wonderful");
    const lines = page.getByRole("region", { name: "You don't have to carry this alone" });
    await expect(lines).toHaveCount(1);
    await expect(lines.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
    await expect(lines.getByRole("link", { name: "Text 741741" })).toBeVisible();
    // inline: after the companion's reply in the conversation (document order, not a position mid-animation)
    const reply = await ripple(page).elementHandle();
    expect(
      await lines.evaluate((el, before) => Boolean(before!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING), reply),
    ).toBe(true);
    // the conversation continues gently: the flow prompt, the mic, no automatic end
    await expect(flowButton(page, "That feels complete")).toBeVisible();
    await shots(page, "8-crisis");
    await expectNoSeriousAxeViolations(page);
    await openai.setDefault({});
    await flowButton(page, flowButtonName(await page.getByRole("group", { name: "How would you like to continue?" }).innerText())).click();
    await speak(page, "Thank you. I think I will call them now.", "neutral", 0.5);
    await expect(ripple(page)).toHaveCount(2);
    await expect(lines).toHaveCount(1); // the ordinary turn gets no second block
  });

  test("a provider failure and a network failure mid-conversation, each reply spoken once, then 'Not today'", async ({
    page,
    signedIn,
  }) => {
    // Audio allowed and the welcome clip heard, so each new companion message is spoken (cloud voice).
    const { user } = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    await page.addInitScript((id) => {
      localStorage.setItem("ripple:audio-permission", "granted");
      localStorage.setItem(`ripple:welcome-played:${id}`, "true");
    }, user.id);
    const sounds = await listenToSoundEffects(page);
    const spoken = async () =>
      (await elevenlabs.requests()).map((r) => {
        const body = r.body as { text: string; voice_settings: { stability: number } };
        return { text: body.text, stability: body.voice_settings.stability };
      });

    await openConversation(page);
    // the conversational click, at volume 0.4
    await expect.poll(sounds).toEqual([{ file: "conversation_mode.mp3", volume: 0.4 }]);
    await speak(page, "I keep thinking about the move next month and everything I still need to do.", "fear", 0.6);
    await expect(ripple(page)).toHaveCount(1);
    // The chat voice settings (stability 0.75), once.
    await expect.poll(spoken).toEqual([{ text: await ripple(page).locator("p").innerText(), stability: 0.75 }]);

    // The chat model fails (500, retries included): the server's message and a local reply.
    await openai.setDefault({ status: 500 });
    await speak(page, "There are so many boxes and I do not know where to even begin with them.", "fear", 0.6);
    await expect(page.getByText(CHAT_MESSAGES.unavailable, { exact: true })).toBeVisible();
    await expect(ripple(page)).toHaveCount(2);
    await expect(ripple(page).nth(1)).not.toContainText("What feels most important");
    await expectFlowPrompt(page, ["Continue sharing", "That feels complete"]);
    await shots(page, "6-provider-failure");
    await openai.setDefault({});

    // The request itself fails: the flow's error line and a message about connection trouble.
    await page.route("**/api/chat", (route) => route.abort("internetdisconnected"));
    await flowButton(page, "Continue sharing").click();
    await speak(page, "Maybe I could start with the kitchen this weekend and see how it goes from there.", "neutral", 0.5);
    await expect(page.getByRole("alert").filter({ hasText: CHAT_MESSAGES.flowError })).toBeVisible();
    await expect(ripple(page).nth(2)).toContainText(CHAT_MESSAGES.connectionTrouble);
    await shots(page, "7-network-failure");
    await page.unroute("**/api/chat");
    // Three different companion messages, each spoken once.
    await expect.poll(async () => (await spoken()).map((r) => r.text)).toEqual(await ripple(page).locator("p").allInnerTexts());

    await flowButton(page, "That feels complete").click();
    await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
    await page.getByRole("button", { name: "Not today" }).click();
    await expect(page.getByRole("button", { name: "Voice Mood" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();
    const { entries } = (await (await signedIn.calls.entries()).json()) as { entries: unknown[] };
    expect(entries).toHaveLength(1);
  });
});

test.describe("without a chat model", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(speechDoubleScript());
  });

  test("Conversational shows the coming-soon toast for 6 s and stays in Voice Mood", async ({ page, signedIn }) => {
    expect(signedIn.user.email).toContain("@");
    await page.goto("/");
    await passIntro(page);
    await expect(page.getByRole("heading", { name: /Hello/ })).toBeVisible();
    await page.getByRole("button", { name: "Conversational" }).click();
    const toast = page.getByText("Conversational mode is coming soon!");
    await expect(toast).toBeVisible();
    const shown = Date.now();
    await expect(page.getByRole("button", { name: "Voice Mood" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 9000 });
    expect(Date.now() - shown).toBeGreaterThan(5000);
  });
});
