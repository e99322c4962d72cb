// POST /api/reflections: a spoken reflection in, the orchestrator result and the saved entry out.
// With Accept: text/event-stream the reply streams first ("reply" events), then the "result" event.
import { Hono } from "hono";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { decideConversationFlow, nextPromptFor } from "../../domain/conversation-flow";
import { MAX_DURATION_SECONDS, MAX_ENTRY_TEXT } from "../../domain/entry-schema";
import { ENTRY_MESSAGES, REPLY_MESSAGES } from "../../domain/messages";
import type { JournalEntry, OrchestratorResult } from "../../domain/types";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryQueries } from "../db/entry-queries";
import type { UsageQueries } from "../db/usage-queries";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { parseJsonBody } from "../lib/parse";
import type { AiServices } from "../reflection/ai-services";
import { usesCloudAi } from "../reflection/ai-services";
import type { ReflectionInput } from "../reflection/pipeline";
import { runReflection } from "../reflection/pipeline";

const ReflectionSchema = z
  .object({
    id: z.uuid({ error: "must be a UUID" }),
    transcript: z.string().max(MAX_ENTRY_TEXT),
    duration: z.number().min(0).max(MAX_DURATION_SECONDS),
    speechDetected: z.boolean().default(true),
    mode: z.enum(["voice", "conversational"]).default("voice"),
  })
  .strict();

export interface ReflectionDeps {
  entries: EntryQueries;
  usage: UsageQueries;
  services: AiServices;
  aiDailyLimit?: number;
  deadlineMs: number;
  logger: Logger;
  now: () => Date;
  random: () => number;
}

/** A retried reflection (same id) is answered from what was stored, never analysed or saved twice. */
function storedResult(entry: JournalEntry, aiResponse: string | null): OrchestratorResult {
  const shown = entry.aiInsights !== null;
  const analysis = {
    primaryEmotion: entry.emotion,
    emotionIntensity: entry.emotionIntensity,
    secondaryEmotions: [],
    mood: entry.mood,
    insights: entry.aiInsights ?? "",
    suggestions: entry.aiSuggestions,
    themes: entry.themes,
    wellnessScore: entry.wellnessScore,
    isAiGenerated: entry.isAiGenerated,
  };
  const flow = decideConversationFlow(analysis);
  return { analysis, aiResponse: aiResponse ?? "", shouldShowAnalysis: shown, conversationFlow: flow, nextPrompt: nextPromptFor(flow) };
}

export function reflectionRoutes(deps: ReflectionDeps) {
  async function cloudAllowed(userId: string): Promise<boolean> {
    if (deps.aiDailyLimit === undefined || !usesCloudAi(deps.services)) return true;
    return deps.usage.tryTake(userId, deps.now().toISOString().slice(0, 10), deps.aiDailyLimit);
  }

  async function reflect(userId: string, body: z.output<typeof ReflectionSchema>, onReplyChunk?: (text: string) => void) {
    const stored = await deps.entries.findWithReply(userId, body.id);
    if (stored) return { result: storedResult(stored.entry, stored.aiResponse), entry: stored.entry };
    const input: ReflectionInput = { transcript: body.transcript.trim(), duration: body.duration, speechDetected: body.speechDetected };
    const allowed = input.speechDetected ? await cloudAllowed(userId) : true;
    const result = await runReflection(input, {
      services: deps.services,
      cloudAllowed: allowed,
      deadlineMs: deps.deadlineMs,
      random: deps.random,
      onReplyChunk,
    });
    if (body.mode === "conversational") return { result, entry: null };
    const { analysis } = result;
    const saved = await deps.entries.save(userId, {
      id: body.id,
      entryText: input.transcript,
      emotion: analysis.primaryEmotion,
      duration: Math.round(body.duration * 10) / 10,
      emotionIntensity: analysis.emotionIntensity,
      mood: analysis.mood,
      wellnessScore: analysis.wellnessScore,
      aiInsights: result.shouldShowAnalysis ? analysis.insights : null,
      aiSuggestions: result.shouldShowAnalysis ? analysis.suggestions.slice(0, 3) : [],
      themes: analysis.themes.slice(0, 3),
      isAiGenerated: analysis.isAiGenerated,
      aiResponse: result.aiResponse,
    });
    if (!saved) throw new HttpError(409, "conflict", "An entry with this id already exists.");
    return { result, entry: saved.entry };
  }

  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, ReflectionSchema);
    if (body.transcript.trim() === "") throw new HttpError(400, "empty_transcript", REPLY_MESSAGES.noTranscript);
    const started = performance.now();
    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      const outcome = await reflect(user.id, body);
      deps.logger.info({ userId: user.id, entryId: body.id, ms: Math.round(performance.now() - started) }, "reflection");
      return c.json(outcome, outcome.entry ? 201 : 200);
    }
    return streamSSE(c, async (stream) => {
      try {
        const outcome = await reflect(user.id, body, (text) => {
          void stream.writeSSE({ event: "reply", data: JSON.stringify({ text }) });
        });
        await stream.writeSSE({ event: "result", data: JSON.stringify(outcome) });
      } catch (error) {
        const message = error instanceof HttpError ? error.message : ENTRY_MESSAGES.saveFailed;
        await stream.writeSSE({ event: "error", data: JSON.stringify({ error: { code: "save_failed", message } }) });
      }
    });
  });
}
