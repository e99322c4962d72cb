// POST /api/chat: one companion chat turn in conversational mode. A provider failure is still a
// 200 answer, the spec's {error: true, message, fallbackResponse}, because the client shows the
// fallback reply; no chat model configured is a 409 in the usual error shape.
import { z } from "zod";
import { EntryInputSchema } from "../entries/entry-schema";
import { CrisisLevelSchema, SupportRecommendationSchema } from "./analysis";
import { LocaleSchema } from "./locale";

/** The longest message, and history turn, the server takes; the client clips to it. */
export const CHAT_MESSAGE_MAX_CHARS = 5000;
/** The most history turns the server takes (it sends only the last 6 to the model); the client sends the latest. */
export const CHAT_HISTORY_MAX_ITEMS = 50;
const CHAT_EMOTION_MAX_CHARS = 40;

export const CHAT_SUPPORT_LEVELS = ["empathetic", "encouraging", "reflective", "gentle"] as const;

const ChatTurnSchema = z.strictObject({
  type: z.enum(["user", "ai"]),
  content: z.string().max(CHAT_MESSAGE_MAX_CHARS),
});

export const ChatRequestSchema = z.strictObject({
  message: z.string().max(CHAT_MESSAGE_MAX_CHARS),
  history: z.array(ChatTurnSchema).max(CHAT_HISTORY_MAX_ITEMS).default([]),
  currentEmotion: z.string().trim().max(CHAT_EMOTION_MAX_CHARS).optional(),
  /** The browser's locale, for the regional crisis lines. */
  locale: LocaleSchema.optional(),
  /** The language the message was spoken or written in (a BCP 47 tag): the crisis lines' country when the locale names none. */
  language: EntryInputSchema.shape.language.unwrap().optional(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** Every chat answer says whether crisis language was seen; with it, the level and the lines to show inline. */
const crisisFields = {
  crisis: z.boolean(),
  crisisLevel: CrisisLevelSchema.optional(),
  supportResources: z.array(SupportRecommendationSchema).optional(),
};

const ChatReplySchema = z.object({
  message: z.string(),
  emotion: z.string(),
  supportLevel: z.enum(CHAT_SUPPORT_LEVELS),
  isEndOfConversation: z.boolean(),
  ...crisisFields,
});
export type ChatReply = z.output<typeof ChatReplySchema>;

/** Spec §8: the provider failed; `message` says so and `fallbackResponse` is the reply to show. */
const ChatFailureSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  fallbackResponse: z.string(),
  ...crisisFields,
});
export type ChatFailure = z.output<typeof ChatFailureSchema>;

export const ChatResponseSchema = z.union([ChatFailureSchema, ChatReplySchema]);
export type ChatResponse = z.output<typeof ChatResponseSchema>;

export function isChatFailure(response: ChatResponse): response is ChatFailure {
  return "error" in response && response.error === true;
}
