// POST /api/conversations: a finished conversation saved as one ripple. The user's words of
// the whole conversation are analysed with the reflection pipeline and saved as the entry
// text; the id is the client's session UUID, so a retry stores it once.
import { Hono } from "hono";
import type { Context } from "hono";
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
import { runReflection } from "../reflection/pipeline";

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
  entries: EntryQueries;
  usage: UsageQueries;
  services: AiServices;
  aiDailyLimit?: number;
  deadlineMs: number;
  logger: Logger;
  now: () => Date;
  random: () => number;
}

/** A retried save answers from what was stored. */
function storedResult(entry: JournalEntry, aiResponse: string | null): OrchestratorResult {
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
  return {
    analysis,
    aiResponse: aiResponse ?? "",
    shouldShowAnalysis: entry.aiInsights !== null,
    conversationFlow: flow,
    nextPrompt: nextPromptFor(flow),
  };
}

export function conversationRoutes(deps: ConversationDeps) {
  async function cloudAllowed(userId: string): Promise<boolean> {
    if (deps.aiDailyLimit === undefined || !usesCloudAi(deps.services)) return true;
    return deps.usage.tryTake(userId, deps.now().toISOString().slice(0, 10), deps.aiDailyLimit);
  }

  return new Hono<AppEnv>().post("/", async (c: Context<AppEnv>) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, ConversationSchema);
    const text = conversationText(body.messages);
    if (text === "") throw new HttpError(400, "empty_transcript", REPLY_MESSAGES.noTranscript);
    if (text.length > MAX_ENTRY_TEXT) throw new HttpError(400, "conversation_too_long", CONVERSATION_TOO_LONG_MESSAGE);

    const stored = await deps.entries.findWithReply(user.id, body.id);
    if (stored) return c.json({ result: storedResult(stored.entry, stored.aiResponse), entry: stored.entry }, 200);

    const started = performance.now();
    const duration = Math.min(MAX_DURATION_SECONDS, Math.round(body.duration * 10) / 10);
    const result = await runReflection(
      { transcript: text, duration, speechDetected: true },
      { services: deps.services, cloudAllowed: await cloudAllowed(user.id), deadlineMs: deps.deadlineMs, random: deps.random },
    );
    const { analysis } = result;
    const saved = await deps.entries.save(user.id, {
      id: body.id,
      entryText: text,
      emotion: analysis.primaryEmotion,
      duration,
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
    deps.logger.info({ userId: user.id, entryId: body.id, ms: Math.round(performance.now() - started) }, "conversation saved");
    return c.json({ result, entry: saved.entry }, saved.created ? 201 : 200);
  });
}
