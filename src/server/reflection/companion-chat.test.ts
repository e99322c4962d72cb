import { describe, expect, it } from "vitest";
import type { TextGenerator } from "../providers/types";
import { ProviderError } from "../providers/types";
import { LOCAL_COMPANION_REPLIES } from "../../domain/replies/canned-replies";
import {
  buildChatMessages,
  companionChat,
  flattenChatMessages,
  recentHistory,
  signalsEndOfConversation,
  supportLevelFor,
} from "./companion-chat";

const fixed = () => 0;

function fakeModel(answer: () => Promise<string>): TextGenerator & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    provider: "gemini",
    model: "fake",
    prompts,
    generate: async (request) => {
      prompts.push(request.prompt);
      return answer();
    },
    stream: () => {
      throw new Error("not used");
    },
  };
}

describe("supportLevelFor", () => {
  it("follows the response-tone rules, with 'reflective' for anger and frustration", () => {
    expect(supportLevelFor("sadness")).toBe("empathetic");
    expect(supportLevelFor("anxious")).toBe("empathetic");
    expect(supportLevelFor("Joy")).toBe("encouraging");
    expect(supportLevelFor("grateful")).toBe("encouraging");
    expect(supportLevelFor("anger")).toBe("reflective");
    expect(supportLevelFor("frustrated")).toBe("reflective");
    expect(supportLevelFor("calm")).toBe("gentle");
    expect(supportLevelFor(undefined)).toBe("gentle");
    expect(supportLevelFor("joy", 8)).toBe("empathetic");
  });
});

describe("signalsEndOfConversation", () => {
  it("notices goodbyes and 'that's all'", () => {
    for (const text of [
      "Goodbye",
      "ok bye for now",
      "Good night Ripple",
      "That's all for today",
      "I'm done for now",
      "talk to you later",
    ]) {
      expect(signalsEndOfConversation(text)).toBe(true);
    }
  });
  it("does not end on ordinary sentences", () => {
    for (const text of ["I said goodbyes to my old house", "Nobody is done with me", "that is the thing", "a byte of code"]) {
      expect(signalsEndOfConversation(text)).toBe(false);
    }
  });
});

describe("recentHistory", () => {
  it("keeps the last 6 messages that have content", () => {
    const history = Array.from({ length: 9 }, (_, i) => ({ type: "user" as const, content: i === 8 ? "  " : `m${i}` }));
    expect(recentHistory(history).map((turn) => turn.content)).toEqual(["m2", "m3", "m4", "m5", "m6", "m7"]);
  });
});

describe("buildChatMessages", () => {
  it("puts the system prompt first, maps ai to assistant and ends with the user message", () => {
    const messages = buildChatMessages({
      message: " now ",
      history: [{ type: "ai", content: "hello" }],
      recentEntries: [{ entryText: "A good day.", mood: "positive" }],
      currentEmotion: "joy",
    });
    expect(messages.map((m) => m.role)).toEqual(["system", "assistant", "user"]);
    expect(messages[0]!.content).toContain("Emotional trend: improving");
    expect(messages[0]!.content).toContain("Last mood: positive");
    expect(messages[0]!.content).toContain("Latest entry, summarised: A good day.");
    expect(messages[2]!.content).toBe("now");
  });
});

describe("flattenChatMessages", () => {
  it("writes the conversation as a script after the system text", () => {
    const prompt = flattenChatMessages([
      { role: "system", content: "SYSTEM" },
      { role: "user", content: "hi" },
      { role: "assistant", content: "hello" },
      { role: "user", content: "bye" },
    ]);
    expect(prompt.startsWith("SYSTEM\n\n")).toBe(true);
    expect(prompt).toContain("Person: hi\nRipple: hello\nPerson: bye");
  });
});

describe("companionChat", () => {
  const input = { message: "I feel calm today.", history: [], recentEntries: [], currentEmotion: "calm" };

  it("returns the cleaned reply with emotion and support level", async () => {
    const model = fakeModel(async () => "Ripple: **That calm** sounds lovely.");
    const result = await companionChat(input, { models: { chat: model }, call: {}, random: fixed });
    expect(result).toEqual({
      message: "That calm sounds lovely.",
      emotion: "calm",
      supportLevel: "gentle",
      isEndOfConversation: false,
      crisis: false,
    });
    expect(model.prompts[0]).toContain("Person: I feel calm today.");
  });

  it("reports the failure code and answers with the failure message and a local reply", async () => {
    const codes: string[] = [];
    const model = fakeModel(async () => {
      throw new ProviderError("unauthorized", { status: 401 });
    });
    const result = await companionChat(input, { models: { chat: model }, call: {}, random: fixed, onFailure: (c) => codes.push(c) });
    expect(result).toMatchObject({ error: true, message: "I'm having trouble connecting right now, but I want you to know I'm listening" });
    expect(codes).toEqual(["unauthorized"]);
  });

  it("gives a local reply the conversation has not had yet, turn after turn, and never an upbeat one to hard words", async () => {
    const history: { type: "user" | "ai"; content: string }[] = [];
    const replies: string[] = [];
    for (const message of ["I feel so sad today.", "Still sad.", "Sad again, all evening.", "I cried about it."]) {
      const result = await companionChat(
        { ...input, message, history, currentEmotion: "sadness" },
        { models: {}, call: {}, random: fixed },
      );
      const reply = "fallbackResponse" in result ? result.fallbackResponse : "";
      replies.push(reply);
      history.push({ type: "user", content: message }, { type: "ai", content: reply });
    }
    expect([...replies].sort()).toEqual([...LOCAL_COMPANION_REPLIES.empathetic].sort());
    const hard = await companionChat(
      { ...input, message: "I lost my dog this morning.", currentEmotion: "joy" },
      { models: {}, call: {}, random: fixed },
    );
    expect(LOCAL_COMPANION_REPLIES.empathetic).toContain("fallbackResponse" in hard ? hard.fallbackResponse : "");
  });

  it("with no model at all gives the unavailable message", async () => {
    const result = await companionChat(input, { models: {}, call: {}, random: fixed });
    expect(result).toMatchObject({ error: true, message: "My deeper wisdom is temporarily unavailable, but I'm still here with you" });
  });

  it("does not call the model for a blank message", async () => {
    const model = fakeModel(async () => "unused");
    const result = await companionChat({ ...input, message: " " }, { models: { chat: model }, call: {}, random: fixed });
    expect(result).toEqual({
      error: true,
      message: "No message provided",
      fallbackResponse: "I'm here with you. Take your time, and share whatever feels right.",
      crisis: false,
    });
    expect(model.prompts).toHaveLength(0);
  });
});
