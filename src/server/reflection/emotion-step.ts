// Step 1 of a reflection: the emotion analysis, from the configured provider, falling back to local
// detection with the spec's messages. Never throws.
import { readEkmanPrediction, readKeywordFallback } from "../../domain/ekman";
import type { Mood } from "../../domain/types";
import { parseChatAnalysis } from "../../domain/chat-analysis";
import { CHAT_ANALYSIS_GENERATION } from "../../domain/constants";
import { COMPANION_PERSONA, buildEmotionAnalysisMessages } from "../../domain/prompts";
import { z } from "zod";
import type { OpenAiCompatibleClient } from "../providers/openai-compatible";
import type { EkmanClient } from "../providers/ekman";
import type { CallOptions } from "../providers/types";
import { chatAnalysisFailureMessage, ekmanFallbackMessage } from "./provider-messages";
import { analyseLocally } from "./local-analysis";

export interface EmotionStep {
  primaryEmotion: string;
  emotionIntensity: number;
  secondaryEmotions: string[];
  mood: Mood;
  wellnessScore: number;
  isAiGenerated: boolean;
  errorMessage?: string;
  /** Filled only by the chat-model analysis, which returns them with the emotion. */
  insights?: string;
  suggestions?: string[];
  themes?: string[];
  /** The companion reply, when one structured call returned everything. */
  reply?: string;
}

/** Added to the analysis request when the same model also writes the reply: one call instead of four. */
const REPLY_FIELD =
  'Also include "reply": 1-2 warm sentences spoken directly to the person, in this voice: ' + COMPANION_PERSONA;

/** The reply field of a one-call answer, when present. */
function readReply(raw: unknown): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const reply = (raw as Record<string, unknown>).reply;
  return typeof reply === "string" && reply.trim() !== "" ? reply.trim() : undefined;
}

export interface EmotionDeps {
  ekman?: EkmanClient;
  analysisModel?: OpenAiCompatibleClient;
  /** Ask the chat model for the reply too (one structured call when it also serves text). */
  includeReply?: boolean;
}

export async function analyseEmotion(text: string, deps: EmotionDeps, call: CallOptions): Promise<EmotionStep> {
  if (deps.ekman) {
    try {
      const prediction = await deps.ekman.analyze(text, call);
      const reading = prediction ? readEkmanPrediction(prediction.prediction, prediction.probability) : readKeywordFallback(text);
      return { ...reading, secondaryEmotions: [], isAiGenerated: prediction !== null };
    } catch (error) {
      return { ...readKeywordFallback(text), secondaryEmotions: [], isAiGenerated: false, errorMessage: ekmanFallbackMessage(error) };
    }
  }
  if (deps.analysisModel) {
    try {
      const prompt = buildEmotionAnalysisMessages({ text, language: "en" });
      const system = deps.includeReply ? `${prompt.system}\n${REPLY_FIELD}` : prompt.system;
      const raw: unknown = await deps.analysisModel.completeJson(
        {
          messages: [
            { role: "system", content: system },
            { role: "user", content: prompt.user },
          ],
          temperature: CHAT_ANALYSIS_GENERATION.temperature,
          maxTokens: CHAT_ANALYSIS_GENERATION.maxTokens,
          responseFormat: "json_object",
        },
        z.unknown(),
        call,
      );
      const analysis = parseChatAnalysis(raw);
      if (!analysis) throw new Error("the model's analysis lacks primaryEmotion or insights");
      return { ...analysis, reply: readReply(raw) };
    } catch (error) {
      return { ...analyseLocally(text), errorMessage: chatAnalysisFailureMessage(error) };
    }
  }
  return analyseLocally(text);
}
