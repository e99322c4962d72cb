// POST /api/conversations: a finished conversation saved as one ripple. The user's words of
// the whole conversation are analysed with the reflection pipeline and saved as the entry
// text; the id is the client's session UUID, so a retry stores it once.
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { MAX_DURATION_SECONDS, MAX_ENTRY_TEXT } from "../../domain/entry-schema";
import { ENTRY_MESSAGES, REPLY_MESSAGES } from "../../domain/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { parseJsonBody } from "../lib/parse";
import { LocaleSchema, requestLocale } from "../lib/request-locale";
import type { ReflectionService } from "../reflection/reflection-service";

export const CONVERSATION_MAX_MESSAGES = 200;
export const CONVERSATION_TOO_LONG_MESSAGE = "This conversation is too long to save as one ripple.";

const ChatMessageSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(["user", "ai"]),
    content: z.string().max(MAX_ENTRY_TEXT),
    timestamp: z.string().max(40),
  })
  .strict();

export const ConversationSchema = z
  .object({
    id: z.uuid({ error: "must be a UUID" }),
    messages: z.array(ChatMessageSchema).max(CONVERSATION_MAX_MESSAGES),
    duration: z.number().min(0),
    /** The browser's locale, for the regional crisis lines. */
    locale: LocaleSchema.optional(),
  })
  .strict();

export type ConversationInput = z.input<typeof ConversationSchema>;

/** The entry text: the user's messages, blank ones dropped, joined with blank lines. */
export function conversationText(messages: readonly { type: "user" | "ai"; content: string }[]): string {
  return messages
    .filter((message) => message.type === "user")
    .map((message) => message.content.trim())
    .filter((content) => content !== "")
    .join("\n\n");
}

export interface ConversationDeps {
  reflections: ReflectionService;
  logger: Logger;
}

export function conversationRoutes({ reflections, logger }: ConversationDeps) {
  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, ConversationSchema);
    const text = conversationText(body.messages);
    if (text === "") throw new HttpError(400, "empty_transcript", REPLY_MESSAGES.noTranscript);
    if (text.length > MAX_ENTRY_TEXT) throw new HttpError(400, "conversation_too_long", CONVERSATION_TOO_LONG_MESSAGE);
    const started = performance.now();
    const duration = Math.min(MAX_DURATION_SECONDS, body.duration);
    const { result, entry, created } = await reflections.reflect(user.id, body.id, { transcript: text, duration, speechDetected: true }, { save: true, locale: requestLocale(c, body.locale) });
    logger.info({ userId: user.id, entryId: body.id, ms: Math.round(performance.now() - started) }, "conversation saved");
    return c.json({ result, entry }, created ? 201 : 200);
  });
}
