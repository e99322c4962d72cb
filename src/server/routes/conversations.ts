// POST /api/conversations: a finished conversation saved as one ripple. The user's words of
// the whole conversation are analysed with the reflection pipeline and saved as the entry
// text; the id is the client's session UUID, so a retry stores it once.
import { Hono } from "hono";
import type { Context } from "hono";
import type { ConversationResponse } from "../../domain/contract/conversations";
import { CONVERSATION_TOO_LONG_MESSAGE, ConversationRequestSchema, conversationText } from "../../domain/contract/conversations";
import { MAX_DURATION_SECONDS, MAX_ENTRY_TEXT } from "../../domain/entries/entry-schema";
import { ENTRY_MESSAGES, REPLY_MESSAGES } from "../../domain/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import type { PrivateGuard } from "../lib/private-guard";
import { parseJsonBody } from "../lib/parse";
import { requestLocale } from "../lib/request-locale";
import type { ReflectionService } from "../reflection/reflection-service";

export interface ConversationDeps {
  reflections: ReflectionService;
  logger: Logger;
  /** A private journal's conversations are sealed in the browser: saving one here is refused. */
  guard: PrivateGuard;
}

export function conversationRoutes({ reflections, logger, guard }: ConversationDeps) {
  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, ConversationRequestSchema);
    const text = conversationText(body.messages);
    if (text === "") throw new HttpError(400, "empty_transcript", REPLY_MESSAGES.noTranscript);
    if (text.length > MAX_ENTRY_TEXT) throw new HttpError(400, "conversation_too_long", CONVERSATION_TOO_LONG_MESSAGE);
    await guard(user.id);
    const started = performance.now();
    const duration = Math.min(MAX_DURATION_SECONDS, body.duration);
    // A finished conversation is analysed, answered and saved as a voice reflection is.
    const { result, entry, created } = await reflections.reflect(
      user.id,
      body.id,
      { transcript: text, duration, speechDetected: true },
      { mode: "voice", ...requestLocale(c, body.locale) },
    );
    logger.info({ userId: user.id, entryId: body.id, ms: Math.round(performance.now() - started) }, "conversation saved");
    return c.json({ result, entry } satisfies ConversationResponse, created ? 201 : 200);
  });
}
