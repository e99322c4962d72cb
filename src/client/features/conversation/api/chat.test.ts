// The client's fetchers against the real app in-process (fetch routed to it) and the fake
// OpenAI-compatible model: the shapes both sides agree on.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Fakes } from "../../../../../tests/fakes/start-fakes";
import { startFakes } from "../../../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../../../tests/setup/test-app";
import { createTestApp } from "../../../../../tests/setup/test-app";
import { ApiError } from "../../../lib/api-client";
import { updateCaptureSettings } from "../../../lib/capture-settings";
import { addAiMessage, addUserMessage } from "../lib/conversation-session";
import { newId } from "../lib/new-id";
import { analyseTurn, isCompanionError, saveConversation, sendChatMessage } from "./chat";

let fakes: Fakes;
let t: TestApp;
let cookie: string | undefined;

beforeAll(async () => {
  fakes = await startFakes();
  const env = Object.fromEntries(Object.entries(fakes.env).filter(([k]) => k.startsWith("OPENAI_") || k === "AI_RETRY_BASE_MS"));
  t = await createTestApp({ env });
  cookie = (await t.signUp()).cookie;
});
afterAll(async () => {
  await t.close();
  await fakes.stop();
});
beforeEach(() => {
  fakes.reset();
  // The browser's same-origin fetch, answered by the in-process app with the session cookie.
  const outbound = globalThis.fetch; // the server's own calls to the provider fakes
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith("/") ? t.request(String(input), { ...init, cookie }) : outbound(input, init),
  );
});

describe("sendChatMessage", () => {
  it("gets the companion's reply", async () => {
    fakes.openai.enqueue({ text: "I'm glad you told me." });
    const result = await sendChatMessage({
      message: "I finally slept well.",
      history: [{ type: "user", content: "hi" }],
      currentEmotion: "joy",
    });
    expect(isCompanionError(result)).toBe(false);
    expect(result).toEqual({
      message: "I'm glad you told me.",
      emotion: "joy",
      supportLevel: "encouraging",
      isEndOfConversation: false,
      crisis: false,
    });
  });

  it("gets the connection-trouble error result when the model refuses the key", async () => {
    fakes.openai.enqueue({ status: 401 });
    const result = await sendChatMessage({ message: "Are you there?", history: [] });
    expect(isCompanionError(result) && result.message).toBe(
      "I'm having trouble connecting right now, but I want you to know I'm listening",
    );
  });

  it("keeps within the server's limits (5000 characters, 50 history items)", async () => {
    const history = Array.from({ length: 60 }, (_, i) => ({ type: "user" as const, content: `${i} ${"x".repeat(6000)}` }));
    const result = await sendChatMessage({ message: "y".repeat(6000), history });
    expect(isCompanionError(result)).toBe(false);
    const sent = fakes.openai.lastRequest()?.body as { messages: { content: string }[] };
    expect(sent.messages.at(-1)?.content).toHaveLength(5000);
  });

  it("throws ApiError 401 when signed out", async () => {
    cookie = undefined;
    try {
      await expect(sendChatMessage({ message: "hello there", history: [] })).rejects.toMatchObject({ status: 401 });
    } finally {
      cookie = (await t.signUp()).cookie;
    }
  });
});

describe("analyseTurn", () => {
  it("returns the orchestrator result of one turn without saving it", async () => {
    const result = await analyseTurn({
      id: newId(),
      transcript: "I feel hopeful about the new job and a little nervous too.",
      duration: 9,
      speechDetected: true,
    });
    expect(result.analysis.primaryEmotion).toBeTruthy();
    expect(["deepen", "continue", "complete"]).toContain(result.conversationFlow);
    const list = (await (await t.request("/api/entries", { cookie })).json()) as { entries: unknown[] };
    expect(list.entries).toHaveLength(0);
  });
});

describe("saveConversation", () => {
  it("saves the session as one ripple, once", async () => {
    const now = new Date();
    let session = addUserMessage(null, "Work has been overwhelming and I feel stretched thin lately.", {
      id: "m1",
      sessionId: newId(),
      now,
    });
    session = addAiMessage(session, "That sounds like a lot.", { id: "m2", now })!;
    const first = await saveConversation({ id: session.id, messages: session.messages, duration: 40 });
    const again = await saveConversation({ id: session.id, messages: session.messages, duration: 40 });
    expect(first.entry).toMatchObject({ id: session.id, entryText: "Work has been overwhelming and I feel stretched thin lately." });
    expect(again.entry.id).toBe(first.entry.id);
  });

  it("throws ApiError for a conversation without the user's words", async () => {
    const error = await saveConversation({ id: newId(), messages: [], duration: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "No transcript provided" });
  });
});

describe("the language the conversation is spoken in", () => {
  it("goes with each chat turn and analysed turn, so crisis words show that country's lines", async () => {
    // a browser whose locale names no country, speaking French
    vi.stubGlobal("navigator", { language: "fr", languages: ["fr"] });
    updateCaptureSettings({ language: "fr-FR" });
    try {
      const reply = await sendChatMessage({ message: "I can't do this anymore. I've written my note and this is goodbye.", history: [] });
      expect(reply.crisis).toBe(true);
      expect(reply.supportResources?.[0]?.url).toBe("tel:3114");
      const turn = await analyseTurn({
        id: newId(),
        transcript: "I want to die, nothing matters anymore.",
        duration: 6,
        speechDetected: true,
      });
      expect(turn.analysis.supportResources?.[0]?.url).toBe("tel:3114");
    } finally {
      updateCaptureSettings({ language: "en-US" });
      vi.unstubAllGlobals(); // the next test's fetch is stubbed again before it runs
    }
  });
});
