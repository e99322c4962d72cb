// POST /api/reflections: a spoken reflection in, the orchestrator result and the saved entry out.
// With Accept: text/event-stream the reply streams first ("reply" events), then the "result" event.
// A private journal (decision 021) saves nothing here: its voice reflections are refused (409) unless
// `ephemeral` ("Ask the AI about this"), which is answered and kept nowhere.
import { Hono } from "hono";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { z } from "zod";
import type { ReflectionResponse } from "../../domain/contract/reflections";
import { REFLECTION_EVENTS, ReflectionRequestSchema, reflectionModeOf } from "../../domain/contract/reflections";
import type { ErrorBody } from "../../domain/contract/errors";
import { ENTRY_MESSAGES, REPLY_MESSAGES } from "../../domain/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import type { PrivateGuard } from "../lib/private-guard";
import { parseJsonBody } from "../lib/parse";
import { requestLocale } from "../lib/request-locale";
import type { ReflectionService } from "../reflection/reflection-service";

export interface ReflectionRouteDeps {
  reflections: ReflectionService;
  logger: Logger;
  guard: PrivateGuard;
}

export function reflectionRoutes({ reflections, logger, guard }: ReflectionRouteDeps) {
  const reflect = (
    c: Context<AppEnv>,
    userId: string,
    body: z.output<typeof ReflectionRequestSchema>,
    onReplyChunk?: (text: string) => void,
  ) =>
    reflections.reflect(
      userId,
      body.id,
      { transcript: body.transcript.trim(), duration: body.duration, speechDetected: body.speechDetected },
      {
        mode: reflectionModeOf(body.mode),
        ...requestLocale(c, body.locale),
        language: body.language,
        onReplyChunk,
        ...(body.recordedAt ? { recordedAt: new Date(body.recordedAt) } : {}),
        ephemeral: body.ephemeral,
      },
    );

  /** A recommendations failure is logged as a warning (never with the words). */
  const logOutcome = (
    userId: string,
    body: { id: string; ephemeral: boolean },
    result: { analysis: { supportNote?: string } },
    started: number,
  ) => {
    const fields = {
      userId,
      ...(body.ephemeral ? { ephemeral: true } : { entryId: body.id }),
      ms: Math.round(performance.now() - started),
    };
    if (result.analysis.supportNote) logger.warn(fields, "support recommendations fell back to the built-in lists");
    logger.info(fields, "reflection");
  };

  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, ReflectionRequestSchema);
    if (body.transcript.trim() === "") throw new HttpError(400, "empty_transcript", REPLY_MESSAGES.noTranscript);
    if (body.mode === "voice" && !body.ephemeral) await guard(user.id);
    const started = performance.now();
    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      const { result, entry, created } = await reflect(c, user.id, body);
      logOutcome(user.id, body, result, started);
      return c.json({ result, entry } satisfies ReflectionResponse, created ? 201 : 200);
    }
    return streamSSE(c, async (stream) => {
      try {
        const { result, entry } = await reflect(c, user.id, body, (text) => {
          void stream.writeSSE({ event: REFLECTION_EVENTS.reply, data: JSON.stringify({ text }) });
        });
        await stream.writeSSE({ event: REFLECTION_EVENTS.result, data: JSON.stringify({ result, entry } satisfies ReflectionResponse) });
        logOutcome(user.id, body, result, started);
      } catch (error) {
        const message = error instanceof HttpError ? error.message : ENTRY_MESSAGES.saveFailed;
        const failure: ErrorBody = { error: { code: "save_failed", message } };
        await stream.writeSSE({ event: REFLECTION_EVENTS.error, data: JSON.stringify(failure) });
      }
    });
  });
}
