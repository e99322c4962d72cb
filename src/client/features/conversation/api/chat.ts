// Conversational mode's server calls: analyse a spoken turn (POST /api/reflections with
// mode 'conversational', nothing saved), a companion chat turn (POST /api/chat) and saving
// the finished conversation as one ripple (POST /api/conversations).
import type { ChatRequest as ChatRequestBody, ChatResponse } from "../../../../domain/contract/chat";
import { CHAT_HISTORY_MAX_ITEMS, CHAT_MESSAGE_MAX_CHARS, ChatResponseSchema, isChatFailure } from "../../../../domain/contract/chat";
import type { ConversationRequest, ConversationResponse } from "../../../../domain/contract/conversations";
import { ConversationResponseSchema, conversationText } from "../../../../domain/contract/conversations";
import { MAX_DURATION_SECONDS } from "../../../../domain/entries/entry-schema";
import { entryFieldsOf } from "../../../../domain/entries/entry-fields";
import type { ReflectionRequest } from "../../../../domain/contract/reflections";
import { ReflectionResponseSchema } from "../../../../domain/contract/reflections";
import type { OrchestratorResult } from "../../../../domain/types";
import { api } from "../../../lib/api-client";
import { readCaptureSettings } from "../../../lib/capture-settings";
import { withLocale } from "../../../lib/locale";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import { pathOf, routes } from "../../../../domain/contract/routes";

export type CompanionResult = ChatResponse;
/** A chat turn as the conversation sends it; the browser's locale and the spoken language are added here. */
export type ChatRequest = Omit<ChatRequestBody, "locale" | "language">;
/** One spoken turn to analyse; `id` is a fresh UUID per turn. */
export type TurnInput = Omit<ReflectionRequest, "locale" | "mode">;
/** `id` is the session id: saving the same conversation twice stores it once. */
export type SaveConversationInput = Omit<ConversationRequest, "locale">;
export type SavedConversation = ConversationResponse;

/** The server bounds each provider call; these only stop a request that never answers. */
const CHAT_TIMEOUT_MS = 30_000;
const ANALYSIS_TIMEOUT_MS = 60_000;

const clip = (text: string) => text.slice(0, CHAT_MESSAGE_MAX_CHARS);
/** The language the conversation is spoken in (the account menu's choice): the server's crisis lines follow it. */
const spokenLanguage = () => ({ language: readCaptureSettings().language });

export const isCompanionError = isChatFailure;

/**
 * One companion turn, within the server's limits (the latest history turns, each text clipped).
 * A provider failure is an answer ({error, message, fallbackResponse}); a failed request throws ApiError.
 */
export function sendChatMessage(request: ChatRequest): Promise<CompanionResult> {
  const body: ChatRequestBody = {
    ...withLocale(),
    ...spokenLanguage(),
    message: clip(request.message),
    history: (request.history ?? []).slice(-CHAT_HISTORY_MAX_ITEMS).map((turn) => ({ type: turn.type, content: clip(turn.content) })),
    ...(request.currentEmotion ? { currentEmotion: request.currentEmotion } : {}),
  };
  return api.post(pathOf(routes.chat), ChatResponseSchema, body, { timeoutMs: CHAT_TIMEOUT_MS });
}

/** The orchestrator result for one spoken turn; nothing is saved. */
export async function analyseTurn(input: TurnInput): Promise<OrchestratorResult> {
  const body: ReflectionRequest = { ...spokenLanguage(), ...input, mode: "conversational", ...withLocale() };
  const response = await api.post(pathOf(routes.reflections), ReflectionResponseSchema, body, { timeoutMs: ANALYSIS_TIMEOUT_MS });
  return response.result;
}

/**
 * A private journal's conversation (decision 021), which the person chose to have with the AI: its
 * words analysed by the server's pipeline with `ephemeral: true` (kept nowhere there), the ripple
 * sealed here and put in its place.
 */
export async function saveConversationPrivately(key: CryptoKey, userId: string, input: SaveConversationInput): Promise<SavedConversation> {
  const transcript = conversationText(input.messages);
  const duration = Math.min(MAX_DURATION_SECONDS, Math.round(input.duration));
  const body: ReflectionRequest = {
    id: input.id,
    transcript,
    duration,
    speechDetected: true,
    mode: "voice",
    ephemeral: true,
    ...spokenLanguage(),
    ...withLocale(),
  };
  const { result } = await api.post(pathOf(routes.reflections), ReflectionResponseSchema, body, { timeoutMs: ANALYSIS_TIMEOUT_MS });
  const at = new Date().toISOString();
  const entry = { id: input.id, entryText: transcript, language: "en", duration, ...entryFieldsOf(result), createdAt: at, updatedAt: at };
  const written = await putSealedEntry(key, userId, entry);
  return { result, entry: { ...entry, createdAt: written.createdAt, updatedAt: written.updatedAt } };
}

export function saveConversation(input: SaveConversationInput): Promise<SavedConversation> {
  const body: ConversationRequest = { ...input, ...withLocale() };
  return api.post(pathOf(routes.conversations), ConversationResponseSchema, body, { timeoutMs: ANALYSIS_TIMEOUT_MS });
}
