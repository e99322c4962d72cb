// POST /api/chat with the other model set-ups, against the loopback fakes: Gemini as the chat
// model (one flattened prompt and its failures), both models (OpenAI-compatible wins), no chat
// model (409) and the daily AI allowance used up. The OpenAI-compatible path: chat.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHAT_FALLBACK_REPLY, LOCAL_COMPANION_REPLIES } from "../../domain/replies/canned-replies";
import { CHAT_MESSAGES } from "../../domain/messages";
import { COMPANION_PERSONA } from "../../domain/replies/prompts";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { CHAT_NOT_CONFIGURED_MESSAGE } from "./chat";

type Body = Record<string, unknown>;
interface GeminiBody {
  contents: { parts: { text: string }[] }[];
  generationConfig: { temperature: number; maxOutputTokens: number; topK: number; topP: number };
}

const GENTLE_REPLIES: readonly string[] = LOCAL_COMPANION_REPLIES.gentle;

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const only = (prefixes: string[]) => providerEnv(fakes.env, prefixes);

async function chat(t: TestApp, cookie: string | undefined, json: unknown) {
  const response = await t.request("/api/chat", { method: "POST", cookie, json });
  return { status: response.status, body: (await response.json()) as Body };
}

const HISTORY = Array.from({ length: 8 }, (_, i) => ({ type: i % 2 === 0 ? "user" : "ai", content: `turn ${i + 1}` }));

describe("with Gemini as the chat model", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: only(["GEMINI_"]) });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("flattens persona, context, the last 6 messages and the user message into one prompt at 0.9 / 200", async () => {
    fakes.gemini.enqueue({ text: "Ripple: It's okay to feel unsure. What's one small thing that feels true?" });
    const { body } = await chat(t, cookie, { message: "I feel lost.", history: HISTORY, currentEmotion: "confused" });
    expect(body).toEqual({
      message: "It's okay to feel unsure. What's one small thing that feels true?",
      emotion: "confused",
      supportLevel: "gentle",
      isEndOfConversation: false,
      crisis: false,
    });
    const request = fakes.gemini.requests[0]!;
    expect(request.path).toMatch(/:generateContent$/);
    expect(request.query.key).toBe("test-gemini-key");
    const payload = request.body as GeminiBody;
    expect(payload.generationConfig).toMatchObject({ temperature: 0.9, maxOutputTokens: 200 });
    const prompt = payload.contents[0]!.parts[0]!.text;
    expect(prompt).toContain(COMPANION_PERSONA);
    expect(prompt).toContain("Emotional trend: neutral"); // no entries yet
    expect(prompt).toContain("feeling confused right now");
    expect(prompt).not.toContain("turn 2\n");
    expect(prompt).toContain(
      "Person: turn 3\nRipple: turn 4\nPerson: turn 5\nRipple: turn 6\nPerson: turn 7\nRipple: turn 8\nPerson: I feel lost.",
    );
  });

  it("maps 401 and 403 to the connection message and 5xx to the unavailable one", async () => {
    fakes.gemini.enqueue({ status: 401 });
    expect((await chat(t, cookie, { message: "hello again my friend", history: [] })).body.message).toBe(CHAT_MESSAGES.authentication);
    fakes.gemini.enqueue({ status: 403 });
    expect((await chat(t, cookie, { message: "hello again my friend", history: [] })).body.message).toBe(CHAT_MESSAGES.authentication);
    fakes.gemini.setDefault({ status: 500 });
    const down = await chat(t, cookie, { message: "hello again my friend", history: [] });
    expect(down.body).toMatchObject({ error: true, message: CHAT_MESSAGES.unavailable });
    expect(GENTLE_REPLIES).toContain(down.body.fallbackResponse);
  });

  it("a blocked answer (no candidates) is 'No response generated'", async () => {
    fakes.gemini.enqueue({ empty: true });
    const { body } = await chat(t, cookie, { message: "I had a rough day.", history: [] });
    expect(body).toEqual({ error: true, message: CHAT_MESSAGES.noContent, fallbackResponse: CHAT_FALLBACK_REPLY, crisis: false });
  });
});

describe("with both models configured", () => {
  it("uses the OpenAI-compatible model for chat", async () => {
    const t = await createTestApp({ env: only(["OPENAI_", "GEMINI_"]) });
    try {
      const { cookie } = await t.signUp();
      await chat(t, cookie, { message: "Thinking about my week.", history: [] });
      expect(fakes.openai.requests).toHaveLength(1);
      expect(fakes.gemini.requests).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});

describe("without a chat model", () => {
  it("answers 409 with a clear message", async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await t.signUp();
      const { status, body } = await chat(t, cookie, { message: "hello there friend", history: [] });
      expect(status).toBe(409);
      expect(body).toEqual({ error: { code: "chat_not_configured", message: CHAT_NOT_CONFIGURED_MESSAGE } });
      const config = (await (await t.request("/api/config")).json()) as { providers: { chat: string } };
      expect(config.providers.chat).toBe("none");
    } finally {
      await t.close();
    }
  });
});

describe("with the daily AI allowance used up", () => {
  it("answers locally without calling the model", async () => {
    const t = await createTestApp({ env: { ...only(["OPENAI_"]), AI_DAILY_LIMIT: "1" } });
    try {
      const { cookie } = await t.signUp();
      expect((await chat(t, cookie, { message: "First turn of the day.", history: [] })).body).toHaveProperty("supportLevel");
      const { body } = await chat(t, cookie, { message: "Second turn of the day.", history: [] });
      expect(body).toMatchObject({ error: true, message: CHAT_MESSAGES.unavailable });
      expect(GENTLE_REPLIES).toContain(body.fallbackResponse);
      expect(fakes.openai.requests).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
