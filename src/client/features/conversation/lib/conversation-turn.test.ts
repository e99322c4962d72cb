import { describe, expect, it, vi } from "vitest";
import { buildAcknowledgment } from "../../../../domain/analysis/analysis-gate";
import type { OrchestratorResult } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-client";
import type { ChatRequest, CompanionResult } from "../api/chat";
import type { MaybeSession } from "./conversation-session";
import { addAiMessage, addUserMessage } from "./conversation-session";
import type { TurnDeps } from "./conversation-turn";
import { runConversationTurn } from "./conversation-turn";

const now = new Date("2026-03-01T10:00:00.000Z");

function analysisResult(
  overrides: Partial<OrchestratorResult["analysis"]>,
  flow: OrchestratorResult["conversationFlow"],
): OrchestratorResult {
  const base = buildAcknowledgment(30);
  return { ...base, analysis: { ...base.analysis, ...overrides }, conversationFlow: flow, shouldShowAnalysis: true };
}

function harness(options: {
  chat?: (request: ChatRequest) => Promise<CompanionResult>;
  analyse?: () => Promise<OrchestratorResult>;
  start?: MaybeSession;
}) {
  let session: MaybeSession = options.start ?? null;
  let counter = 0;
  const order: string[] = [];
  const chatRequests: ChatRequest[] = [];
  const deps: TurnDeps = {
    analyse: vi.fn(async () => {
      order.push("analyse");
      return (options.analyse ?? (async () => analysisResult({ primaryEmotion: "sadness", emotionIntensity: 8 }, "deepen")))();
    }),
    chat: async (request) => {
      order.push("chat");
      chatRequests.push(request);
      return (
        options.chat ??
        (async () => ({ message: "I'm here.", emotion: "sadness", supportLevel: "empathetic", isEndOfConversation: false, crisis: false }))
      )(request);
    },
    session: {
      get: () => session,
      update: (change) => {
        session = change(session);
        return session;
      },
    },
    newId: () => `id${++counter}`,
    now: () => now,
    onReplying: () => order.push(`replying with ${session?.messages.length ?? 0} message(s), mood ${session?.mood}`),
  };
  return { deps, order, chatRequests, session: () => session };
}

const TURN = { transcript: "  I miss my grandmother so much today.  ", duration: 6.4, speechDetected: true };

describe("a conversation turn", () => {
  it("analyses, adds the message with the detected mood, then appends the companion reply", async () => {
    const h = harness({});
    const outcome = await runConversationTurn(TURN, h.deps);
    expect(h.order).toEqual(["analyse", "replying with 1 message(s), mood sadness", "chat"]);
    expect(h.deps.analyse).toHaveBeenCalledWith(
      expect.objectContaining({ transcript: "I miss my grandmother so much today.", duration: 6, speechDetected: true }),
    );
    expect(h.chatRequests[0]).toEqual({ message: "I miss my grandmother so much today.", history: [], currentEmotion: "sadness" });
    expect(h.session()?.messages.map((m) => [m.type, m.content])).toEqual([
      ["user", "I miss my grandmother so much today."],
      ["ai", "I'm here."],
    ]);
    expect(outcome).toMatchObject({ flow: "deepen", notice: null, reply: { type: "ai", content: "I'm here." } });
  });

  it("starts a session when there is none and continues an existing one, sending the earlier messages as history", async () => {
    let start = addUserMessage(null, "earlier", { id: "e1", sessionId: "s0", now });
    start = addAiMessage(start, "earlier reply", { id: "e2", now })!;
    const h = harness({ start });
    await runConversationTurn(TURN, h.deps);
    expect(h.session()?.id).toBe("s0");
    expect(h.chatRequests[0]?.history).toEqual([
      { type: "user", content: "earlier" },
      { type: "ai", content: "earlier reply" },
    ]);
    const fresh = harness({});
    await runConversationTurn(TURN, fresh.deps);
    expect(fresh.session()?.id).toBeTruthy();
  });

  it("shows the server's message and appends its fallback reply when the model failed", async () => {
    const h = harness({
      chat: async () => ({
        error: true,
        message: "My deeper wisdom is temporarily unavailable, but I'm still here with you",
        fallbackResponse: "I'm here with you.",
        crisis: false,
      }),
    });
    const outcome = await runConversationTurn(TURN, h.deps);
    expect(outcome.notice).toEqual({ tone: "info", text: "My deeper wisdom is temporarily unavailable, but I'm still here with you" });
    expect(h.session()?.messages.at(-1)).toMatchObject({ type: "ai", content: "I'm here with you." });
    expect(outcome.flow).toBe("deepen");
  });

  it("on a failed request says 'Something went wrong. Let me try to respond...' and adds a message about connection trouble", async () => {
    const h = harness({ chat: async () => Promise.reject(new ApiError({ status: 0, code: "network_error", message: "offline" })) });
    const outcome = await runConversationTurn(TURN, h.deps);
    expect(outcome.notice).toEqual({ tone: "error", text: "Something went wrong. Let me try to respond..." });
    expect(outcome.reply?.content).toMatch(/trouble connecting/);
    expect(h.session()?.messages).toHaveLength(2);
  });

  it("still talks when the analysis fails: no mood, flow continue", async () => {
    const h = harness({ analyse: async () => Promise.reject(new Error("down")) });
    const outcome = await runConversationTurn(TURN, h.deps);
    expect(h.chatRequests[0]).not.toHaveProperty("currentEmotion");
    expect(h.session()?.mood).toBeUndefined();
    expect(outcome.flow).toBe("continue");
  });

  it("adds the user message under the id the caller already shows", async () => {
    const h = harness({});
    await runConversationTurn({ ...TURN, messageId: "pending-1" }, h.deps);
    expect(h.session()?.messages[0]).toMatchObject({ id: "pending-1", type: "user" });
  });

  it("skips the analysis when no speech was detected", async () => {
    const h = harness({});
    await runConversationTurn({ transcript: "A moment of silence and reflection.", duration: 4, speechDetected: false }, h.deps);
    expect(h.deps.analyse).not.toHaveBeenCalled();
    expect(h.session()?.messages[0]?.content).toBe("A moment of silence and reflection.");
  });

  it("offers only completion when the companion hears a goodbye", async () => {
    const h = harness({
      chat: async () => ({ message: "Take care.", emotion: "joy", supportLevel: "encouraging", isEndOfConversation: true, crisis: false }),
    });
    expect((await runConversationTurn(TURN, h.deps)).flow).toBe("complete");
  });

  it("drops a reply that arrives after the session ended", async () => {
    const h: ReturnType<typeof harness> = harness({
      chat: async () => {
        h.deps.session.update(() => null);
        return { message: "late", emotion: "x", supportLevel: "gentle", isEndOfConversation: false, crisis: false };
      },
    });
    const outcome = await runConversationTurn(TURN, h.deps);
    expect(outcome.reply).toBeNull();
    expect(h.session()).toBeNull();
  });
});
