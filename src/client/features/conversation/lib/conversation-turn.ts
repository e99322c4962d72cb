// One spoken turn of a conversation, without React: the turn is analysed, the
// user message is added and the detected emotion sets the session mood, then the companion's
// reply is appended. A provider failure appends the server's fallback reply with its message;
// a failed request shows 'Something went wrong. Let me try to respond...' and appends a
// message about connection trouble.
import { CHAT_MESSAGES } from "../../../../domain/messages";
import type { ChatMessage, ConversationFlow, OrchestratorResult } from "../../../../domain/types";
import type { ChatRequest, CompanionResult, TurnInput } from "../api/chat";
import { isCompanionError } from "../api/chat";
import { addAiMessage, addUserMessage, historyBefore, setSessionMood } from "./conversation-session";
import type { MaybeSession } from "./conversation-session";

export interface SpokenTurn {
  transcript: string;
  duration: number;
  speechDetected: boolean;
  /** The user message's id, when the caller already shows it (e.g. as pending while the turn is analysed). */
  messageId?: string;
}

export interface TurnNotice {
  /** 'error': the request failed; 'info': the server's fallback message. */
  tone: "error" | "info";
  text: string;
}

export interface TurnDeps {
  analyse(input: TurnInput): Promise<OrchestratorResult>;
  chat(request: ChatRequest): Promise<CompanionResult>;
  /** The session store (latest session; change applied to the latest). */
  session: { get(): MaybeSession; update(change: (session: MaybeSession) => MaybeSession): MaybeSession };
  newId(): string;
  now(): Date;
  /** Told once the user message is in and the companion is being asked. */
  onReplying?(): void;
}

export interface TurnOutcome {
  /** The companion message appended (null if the session was ended meanwhile). */
  reply: ChatMessage | null;
  /** The flow prompt to show after the reply. */
  flow: ConversationFlow;
  notice: TurnNotice | null;
}

async function analyse(turn: SpokenTurn, transcript: string, deps: TurnDeps): Promise<OrchestratorResult | null> {
  // No speech: analysis is skipped.
  if (!turn.speechDetected) return null;
  try {
    return await deps.analyse({ id: deps.newId(), transcript, duration: Math.max(0, Math.round(turn.duration)), speechDetected: true });
  } catch {
    // The words still go to the companion; only the mood and the flow are unknown.
    return null;
  }
}

function append(deps: TurnDeps, content: string): ChatMessage | null {
  const id = deps.newId();
  const next = deps.session.update((session) => addAiMessage(session, content, { id, now: deps.now() }));
  return next?.messages.find((message) => message.id === id) ?? null;
}

/** Runs one turn; never throws. A blank transcript is the caller's to ignore. */
export async function runConversationTurn(turn: SpokenTurn, deps: TurnDeps): Promise<TurnOutcome> {
  const transcript = turn.transcript.trim();
  const analysis = await analyse(turn, transcript, deps);
  const messageId = turn.messageId ?? deps.newId();
  const sessionId = deps.newId();
  const session = deps.session.update((current) =>
    setSessionMood(addUserMessage(current, transcript, { id: messageId, sessionId, now: deps.now() }), analysis?.analysis.primaryEmotion),
  );
  const flow: ConversationFlow = analysis?.conversationFlow ?? "continue";
  deps.onReplying?.();

  try {
    const result = await deps.chat({
      message: transcript,
      history: historyBefore(session, messageId),
      ...(session?.mood ? { currentEmotion: session.mood } : {}),
    });
    if (isCompanionError(result)) {
      return { reply: append(deps, result.fallbackResponse), flow, notice: { tone: "info", text: result.message } };
    }
    return { reply: append(deps, result.message), flow: result.isEndOfConversation ? "complete" : flow, notice: null };
  } catch {
    return { reply: append(deps, CHAT_MESSAGES.connectionTrouble), flow, notice: { tone: "error", text: CHAT_MESSAGES.flowError } };
  }
}
