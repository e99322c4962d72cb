// Conversational mode's server calls: analyse a spoken turn (POST /api/reflections with
// mode 'conversational', nothing saved), a companion chat turn (POST /api/chat) and saving
// the finished conversation as one ripple (POST /api/conversations).
import type { ChatMessage, JournalEntry, OrchestratorResult } from "../../../../domain/types";
import type { CompanionError, CompanionReply, CompanionResult } from "../../../../server/reflection/companion-chat";
import { api } from "../../../lib/api-client";
import { withLocale } from "../../../lib/locale";

export type { CompanionError, CompanionReply, CompanionResult };

export interface ChatRequest {
  message: string;
  history: { type: "user" | "ai"; content: string }[];
  currentEmotion?: string;
}

export interface TurnInput {
  /** A fresh UUID per turn. */
  id: string;
  transcript: string;
  duration: number;
  speechDetected: boolean;
}

export interface SaveConversationInput {
  /** The session id: saving the same conversation twice stores it once. */
  id: string;
  messages: ChatMessage[];
  duration: number;
}

export interface SavedConversation {
  result: OrchestratorResult;
  entry: JournalEntry;
}

/** The server bounds each provider call; these only stop a request that never answers. */
const CHAT_TIMEOUT_MS = 30_000;
const ANALYSIS_TIMEOUT_MS = 60_000;

/** The server's limits; it sends only the last 6 history messages to the model. */
export const CHAT_HISTORY_LIMIT = 50;
export const CHAT_MESSAGE_LIMIT = 5000;

const clip = (text: string) => text.slice(0, CHAT_MESSAGE_LIMIT);

export function isCompanionError(result: CompanionResult): result is CompanionError {
  return "error" in result && result.error === true;
}

/** One companion turn. A provider failure is an answer ({error, message, fallbackResponse}); a failed request throws ApiError. */
export function sendChatMessage(request: ChatRequest): Promise<CompanionResult> {
  const body: ChatRequest & { locale?: string } = {
    ...withLocale(),
    message: clip(request.message),
    history: request.history.slice(-CHAT_HISTORY_LIMIT).map((turn) => ({ type: turn.type, content: clip(turn.content) })),
    ...(request.currentEmotion ? { currentEmotion: request.currentEmotion } : {}),
  };
  return api.post<CompanionResult>("/api/chat", body, { timeoutMs: CHAT_TIMEOUT_MS });
}

/** The orchestrator result for one spoken turn; nothing is saved. */
export async function analyseTurn(input: TurnInput): Promise<OrchestratorResult> {
  const response = await api.post<{ result: OrchestratorResult; entry: null }>(
    "/api/reflections",
    { ...input, mode: "conversational", ...withLocale() },
    { timeoutMs: ANALYSIS_TIMEOUT_MS },
  );
  return response.result;
}

export function saveConversation(input: SaveConversationInput): Promise<SavedConversation> {
  return api.post<SavedConversation>("/api/conversations", { ...input, ...withLocale() }, { timeoutMs: ANALYSIS_TIMEOUT_MS });
}
