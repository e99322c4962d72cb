// A private journal (decision 021) on the app wired to the provider fakes: the cloud AI sees its words
// only when the person asks, one reflection or one conversation at a time, and what it answers is
// sealed in the browser. A typed reflection is answered on the device (no request and no fake sees
// its distinctive word); "Ask the AI about this" sends it once, to the emotion service and the text
// model, shows the text model's reply and seals it in place. Conversational mode asks first
// ("Cancel" keeps Voice Mood); after "Talk with the AI" a conversation is held and saved, sealed
// only, and the ripples drawer opens it in the browser.
// Each test scripts the fakes of its own worker (support/cloud.ts).
import type { Page, Request } from "@playwright/test";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../src/domain/private-journal/messages";
import { expect, test } from "./fixtures";
import { CLOUD_APP, fakes as FAKES, resetFakes } from "./support/cloud";
import { speakTurn } from "./support/conversation";
import { openJournal } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { JOURNAL_SWITCH, KEY_DERIVATION, REPLY_DEADLINE } from "./support/waits";
import { openFirstRippleDetail } from "./support/ripple-detail";

// Budget for each test: turning the journal private waits for a measured Argon2id run and sealing
// rounds; each step waits for its own event, the budget only bounds a loaded machine.
test.describe.configure({ timeout: 60_000 });
test.use({ baseURL: CLOUD_APP });

const { ekman, gemini, openai } = FAKES;

const PASSPHRASE = "lantern cobalt meadow thistle";
/** Words no analyser or reply would make up: the typed reflection's, then the conversation's. */
const REFLECTION_WORD = "Vellichorant";
const CONVERSATION_WORD = "Brindlewick";
/** Starts with its word, so the reply prompt (which fences the words after "aloud:") can be told from the others. */
const REFLECTION = `${REFLECTION_WORD} is the little boat my grandfather built, and sailing it today I felt calm and grateful.`;
/** The reply prompt as the Gemini fake receives it (JSON: the prompt's new lines are written \n). */
const REPLY_PROMPT_FOR_REFLECTION = `reflection aloud:\\n\\n<reflection>\\n${REFLECTION_WORD}`;
const CLOUD_REPLY = "What a gentle way to remember him, out on the water in the boat he made.";

interface EntryPage {
  entries: unknown[];
  sealed: { id: string; envelope: string; createdAt: string; updatedAt: string }[];
}

interface SentRequest {
  method: string;
  url: string;
  body: string;
}

/** Each request the page makes: method, URL and body. */
function recordRequests(page: Page): SentRequest[] {
  const seen: SentRequest[] = [];
  page.on("request", (request: Request) => seen.push({ method: request.method(), url: request.url(), body: request.postData() ?? "" }));
  return seen;
}

const carrying = (requests: SentRequest[], word: string) =>
  requests.filter((request) => request.url.includes(word) || request.body.includes(word));

/** The names of the fakes that received `word`, in any request. */
async function fakesThatSaw(word: string): Promise<string[]> {
  const seen = await Promise.all(
    Object.entries(FAKES).map(async ([name, control]) => ((await control.requests()).some((r) => r.rawBody.includes(word)) ? [name] : [])),
  );
  return seen.flat();
}

async function entryPage(page: Page): Promise<EntryPage> {
  const response = await page.context().request.get("/api/entries");
  expect(response.ok()).toBe(true);
  return (await response.json()) as EntryPage;
}

/** The envelope's bytes read as text (ciphertext: the words must not be in it). */
const envelopeText = (envelope: string) => Buffer.from(envelope, "base64").toString("latin1");

/** Turns the private journal on through the account menu, as a person would. */
async function turnPrivateJournalOn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await menu.getByRole("button", { name: "Private journal…" }).click();
  const form = menu.getByRole("form", { name: "Private journal" });
  await form.getByLabel(COPY.passphrase, { exact: true }).fill(PASSPHRASE);
  await form.getByLabel(COPY.passphraseAgain).fill(PASSPHRASE);
  await form.getByRole("button", { name: COPY.continue }).click();
  await expect(menu.getByTestId("recovery-key")).toBeVisible({ timeout: KEY_DERIVATION });
  await menu.getByLabel(COPY.savedCheckbox).check();
  await menu.getByRole("button", { name: COPY.turnOn }).click();
  await expect(page.getByText(COPY.nowOn)).toBeVisible({ timeout: JOURNAL_SWITCH });
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.addInitScript(speechDoubleScript());
});

test("a private reflection reaches the cloud AI only when asked, and its reading is sealed in the journal", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  const requests = recordRequests(page);
  await openJournal(page);
  await turnPrivateJournalOn(page);

  // typed and answered on the device: nothing it sent carried the word, no provider saw it
  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("textbox", { name: "Your reflection" }).fill(REFLECTION);
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const askAi = page.getByRole("button", { name: COPY.askAi });
  await expect(askAi).toBeVisible();
  const deviceReply = await page.locator("blockquote").first().textContent();
  expect(deviceReply).not.toContain(CLOUD_REPLY);
  expect(requests.some((r) => r.method === "PUT" && /\/api\/entries\/[^/]+\/sealed$/.test(r.url))).toBe(true);
  expect(carrying(requests, REFLECTION_WORD)).toEqual([]);
  expect(await fakesThatSaw(REFLECTION_WORD)).toEqual([]);
  const before = await entryPage(page);
  expect(before.entries).toEqual([]);
  expect(before.sealed).toHaveLength(1);
  const sealedId = before.sealed[0]!.id;

  // asked: the emotion service and the text model read it, once, and the reply is the model's
  await ekman.enqueue({ text: "joy", probability: 0.6, match: REFLECTION_WORD });
  await gemini.enqueue({ text: CLOUD_REPLY, match: REPLY_PROMPT_FOR_REFLECTION });
  const sentBefore = requests.length;
  await askAi.click();
  await expect(page.getByText(COPY.aiAnswered)).toBeVisible({ timeout: KEY_DERIVATION });
  await expect(page.locator("blockquote").first()).toHaveText(`“${CLOUD_REPLY}”`);
  await expect(askAi).toHaveCount(0);
  await expect(page.getByRole("button", { name: COPY.askingAi })).toHaveCount(0);

  // the page sent the words once, to the ephemeral reflection; the sealed entry was replaced in place
  const sentAfter = requests.slice(sentBefore);
  const withWord = carrying(sentAfter, REFLECTION_WORD);
  expect(withWord.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(["POST /api/reflections"]);
  expect(JSON.parse(withWord[0]!.body)).toMatchObject({ id: sealedId, transcript: REFLECTION, mode: "voice", ephemeral: true });
  expect(sentAfter.some((r) => r.method === "PUT" && r.url.endsWith(`/api/entries/${sealedId}/sealed`))).toBe(true);

  // the fakes saw it only in those calls: one emotion request, and the text model's generateContent
  expect((await fakesThatSaw(REFLECTION_WORD)).sort()).toEqual(["ekman", "gemini"]);
  const emotionCalls = (await ekman.requests()).filter((r) => r.rawBody.includes(REFLECTION_WORD));
  expect(emotionCalls.map((r) => r.path)).toEqual(["/ekman-emotion"]);
  expect((emotionCalls[0]!.body as { text: string }[])[0]!.text).toBe(REFLECTION);
  const textCalls = (await gemini.requests()).filter((r) => r.rawBody.includes(REFLECTION_WORD));
  expect(textCalls.length).toBeGreaterThan(0);
  expect(new Set(textCalls.map((r) => r.path.replace(/^\/v1beta\/models\/[^/:]+/, "")))).toEqual(new Set([":generateContent"]));
  expect(textCalls.filter((r) => r.rawBody.includes(REPLY_PROMPT_FOR_REFLECTION))).toHaveLength(1);

  // the server holds it sealed only: no ordinary entry, one envelope without the words or the reply
  const after = await entryPage(page);
  expect(after.entries).toEqual([]);
  expect(after.sealed.map((s) => s.id)).toEqual([sealedId]);
  const envelope = envelopeText(after.sealed[0]!.envelope);
  expect(envelope).not.toContain(REFLECTION_WORD);
  expect(envelope).not.toContain("grandfather");
  expect(envelope).not.toContain("gentle way to remember");
  expect(after.sealed[0]!.envelope).not.toBe(before.sealed[0]!.envelope);
});

test("a conversation in a private journal is asked for first, then saved only sealed and opened in the browser", async ({
  page,
  signedIn,
}) => {
  expect(signedIn.user.email).toContain("@");
  await page.clock.install(); // the page's time runs on as usual; each turn moves it 1.1 s on
  const requests = recordRequests(page);
  await openJournal(page);
  await turnPrivateJournalOn(page);
  const sealedBefore = (await entryPage(page)).sealed.length;
  const voiceMood = page.getByRole("button", { name: "Voice Mood" });
  const conversational = page.getByRole("button", { name: "Conversational" });
  const question = page.getByRole("region", { name: COPY.conversationTitle });

  // asked first; "Cancel" keeps Voice Mood
  await conversational.click();
  await expect(question).toBeVisible();
  await expect(question).toContainText(COPY.conversationText);
  await expect(voiceMood).toHaveAttribute("aria-pressed", "true");
  await question.getByRole("button", { name: COPY.cancel }).click();
  await expect(question).toHaveCount(0);
  await expect(voiceMood).toHaveAttribute("aria-pressed", "true");
  await expect(conversational).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();

  // asked again: "Talk with the AI" opens the conversation
  await conversational.click();
  await question.getByRole("button", { name: COPY.conversationYes }).click();
  await expect(question).toHaveCount(0);
  await expect(conversational).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("I'm here with you", { exact: true })).toBeVisible();

  // a short conversation
  const said = `My neighbour's old dog ${CONVERSATION_WORD} came to greet me at the gate and I felt happy all evening.`;
  await openai.enqueue({ text: "It sounds like that greeting warmed your whole evening.", match: CONVERSATION_WORD });
  await speakTurn(page, ekman, said, "joy", 0.3);
  await expect(page.getByRole("article", { name: "You said" })).toContainText(CONVERSATION_WORD);
  await expect(page.getByRole("article", { name: "Ripple said" })).toContainText("warmed your whole evening");
  const flow = page.getByRole("group", { name: "How would you like to continue?" });
  await flow.getByRole("button", { name: "That feels complete" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });

  // saved sealed only: no ordinary entry, one more envelope, without the words
  const saved = await entryPage(page);
  expect(saved.entries).toEqual([]);
  expect(saved.sealed).toHaveLength(sealedBefore + 1);
  for (const sealed of saved.sealed) expect(envelopeText(sealed.envelope)).not.toContain(CONVERSATION_WORD);
  // the words went to the turn's analysis, the companion and the ephemeral reading; never to /api/conversations or a sealed write
  expect(requests.filter((r) => new URL(r.url).pathname === "/api/conversations")).toEqual([]);
  const withWord = carrying(requests, CONVERSATION_WORD).map((r) => `${r.method} ${new URL(r.url).pathname}`);
  expect(new Set(withWord)).toEqual(new Set(["POST /api/reflections", "POST /api/chat"]));
  const reflections = carrying(requests, CONVERSATION_WORD)
    .filter((r) => r.url.endsWith("/api/reflections"))
    .map((r) => JSON.parse(r.body) as { mode: string; ephemeral?: boolean });
  expect(reflections.map((r) => `${r.mode}${r.ephemeral ? " ephemeral" : ""}`)).toEqual(["conversational", "voice ephemeral"]);

  // the ripples drawer opens it in the browser
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByRole("button", { name: /^Ripple from/ })).toHaveCount(1);
  await expect(drawer).toContainText(CONVERSATION_WORD);
});

test("a feeling the person chose on the result stays theirs after Ask the AI about this (decision 026)", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await turnPrivateJournalOn(page);
  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("textbox", { name: "Your reflection" }).fill(REFLECTION);
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });

  // the person changes the device's reading to anxious, 6
  await page.getByRole("button", { name: "Not quite right? Change the feeling" }).click();
  const picker = page.getByRole("form", { name: "Change the feeling" });
  await picker.getByRole("group", { name: "How did it feel?" }).getByRole("radio", { name: "anxious" }).check();
  await picker
    .getByRole("group", { name: /How strongly/ })
    .getByRole("radio", { name: "6" })
    .check();
  await picker.getByRole("button", { name: "Save feeling" }).click();
  await expect(picker).toBeHidden();

  // the cloud reads joy; its reply and insight replace the device's, the person's feeling stays
  await ekman.enqueue({ text: "joy", probability: 0.9, match: REFLECTION_WORD });
  await gemini.enqueue({ text: CLOUD_REPLY, match: REPLY_PROMPT_FOR_REFLECTION });
  await page.getByRole("button", { name: COPY.askAi }).click();
  await expect(page.getByText(COPY.aiAnswered)).toBeVisible({ timeout: KEY_DERIVATION });
  await expect(page.locator("blockquote").first()).toHaveText(`“${CLOUD_REPLY}”`);
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card.getByText("anxious", { exact: true })).toBeVisible();
  await expect(card.getByText("6/10", { exact: true })).toBeVisible();

  // what was sealed is the person's feeling: the ripple's detail, opened from the journal in this browser
  const detail = await openFirstRippleDetail(page);
  await expect(detail.getByText("anxious", { exact: true })).toBeVisible();
  await expect(detail.getByText("6/10", { exact: true })).toBeVisible();
  await expect(detail.getByText("You chose this feeling")).toBeVisible();
  await expect(detail).not.toContainText(/\bjoy\b|\bhappy\b/i);
});
