// POST /api/reflections: a spoken reflection in, the orchestrator result and the saved entry out.
// With Accept: text/event-stream the reply streams first ("reply" events), then the "result" event.
import { Hono } from "hono";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
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

const ReflectionSchema = z
  .object({
    id: z.uuid({ error: "must be a UUID" }),
    transcript: z.string().max(MAX_ENTRY_TEXT),
    duration: z.number().min(0).max(MAX_DURATION_SECONDS),
    speechDetected: z.boolean().default(true),
    mode: z.enum(["voice", "conversational"]).default("voice"),
    /** The browser's locale, for the regional crisis lines. */
    locale: LocaleSchema.optional(),
  })
  .strict();

export interface ReflectionRouteDeps {
  reflections: ReflectionService;
  logger: Logger;
}

export function reflectionRoutes({ reflections, logger }: ReflectionRouteDeps) {
  const reflect = (c: Context<AppEnv>, userId: string, body: z.output<typeof ReflectionSchema>, onReplyChunk?: (text: string) => void) =>
    reflections.reflect(
      userId,
      body.id,
      { transcript: body.transcript.trim(), duration: body.duration, speechDetected: body.speechDetected },
      { save: body.mode === "voice", locale: requestLocale(c, body.locale), onReplyChunk },
    );

  /** Spec §8: a recommendations failure is logged as a warning (never with the words). */
  const logOutcome = (userId: string, entryId: string, result: { analysis: { supportNote?: string } }, started: number) => {
    const fields = { userId, entryId, ms: Math.round(performance.now() - started) };
    if (result.analysis.supportNote) logger.warn(fields, "support recommendations fell back to the built-in lists");
    logger.info(fields, "reflection");
  };

  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, ReflectionSchema);
    if (body.transcript.trim() === "") throw new HttpError(400, "empty_transcript", REPLY_MESSAGES.noTranscript);
    const started = performance.now();
    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      const { result, entry, created } = await reflect(c, user.id, body);
      logOutcome(user.id, body.id, result, started);
      return c.json({ result, entry }, created ? 201 : 200);
    }
    return streamSSE(c, async (stream) => {
      try {
        const { result, entry } = await reflect(c, user.id, body, (text) => {
          void stream.writeSSE({ event: "reply", data: JSON.stringify({ text }) });
        });
        await stream.writeSSE({ event: "result", data: JSON.stringify({ result, entry }) });
        logOutcome(user.id, body.id, result, started);
      } catch (error) {
        const message = error instanceof HttpError ? error.message : ENTRY_MESSAGES.saveFailed;
        await stream.writeSSE({ event: "error", data: JSON.stringify({ error: { code: "save_failed", message } }) });
      }
    });
  });
}
