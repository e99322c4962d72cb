// POST /api/chat: one companion chat turn in conversational mode. Provider failures are
// answered 200 with {error: true, message, fallbackResponse}, because the client
// shows the fallback reply; no chat model configured is a 409.
import { Hono } from "hono";
import type { Context } from "hono";
import { CONTEXT_ENTRY_COUNT } from "../../domain/constants";
import type { ChatResponse } from "../../domain/contract/chat";
import { ChatRequestSchema } from "../../domain/contract/chat";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryQueries } from "../db/entry-queries";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { parseJsonBody } from "../lib/parse";
import { requestLocale } from "../lib/request-locale";
import { detectCrisis } from "../../domain/crisis/detector";
import { resolveCrisisLines } from "../../domain/crisis/lines";
import type { AiServices } from "../reflection/ai-services";
import type { ReflectionService } from "../reflection/reflection-service";
import { companionChat } from "../reflection/companion-chat";

export const CHAT_NOT_CONFIGURED_MESSAGE = "Conversational mode needs a chat model, and none is configured on this server.";
/** Ours: the daily AI allowance is used up; the local reply goes with it. */
const CHAT_ALLOWANCE_USED_CODE = "allowance_used";

export interface ChatDeps {
  entries: EntryQueries;
  services: AiServices;
  /** The daily cloud-AI allowance is shared with reflections. */
  reflections: Pick<ReflectionService, "cloudAllowed">;
  /** Upper bound on one turn, retries included. */
  deadlineMs: number;
  logger: Logger;
  random: () => number;
  /** CRISIS_REGION: the crisis lines to show whatever the person's locale. */
  crisisRegion?: string;
}

export function chatRoutes(deps: ChatDeps) {
  const allowed = (userId: string) => deps.reflections.cloudAllowed(userId, true);

  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const body = await parseJsonBody(c, ChatRequestSchema);
    const { chat, chatModel } = deps.services;
    if (!chat && !chatModel) throw new HttpError(409, "chat_not_configured", CHAT_NOT_CONFIGURED_MESSAGE);

    const blank = body.message.trim() === "";
    const cloud = blank || (await allowed(user.id));
    const recentEntries = blank ? [] : await deps.entries.recent(user.id, CONTEXT_ENTRY_COUNT);
    const crisis = detectCrisis(body.message, { language: body.language });
    const lines = resolveCrisisLines({ configuredRegion: deps.crisisRegion, ...requestLocale(c, body.locale), language: body.language });
    const result = await companionChat(
      { message: body.message, history: body.history, currentEmotion: body.currentEmotion || undefined, recentEntries, crisis, lines },
      {
        // With the allowance used up no provider is called: the failure path gives the local reply.
        models: cloud ? { chat, chatModel } : {},
        call: { deadline: Date.now() + deps.deadlineMs },
        random: deps.random,
        onFailure: (code) =>
          deps.logger.info({ userId: user.id, code: cloud ? code : CHAT_ALLOWANCE_USED_CODE }, "companion chat fell back"),
      },
    );
    return c.json(result satisfies ChatResponse, 200);
  });
}
