// The server's emotion step of a reflection (src/domain/reflection/pipeline.ts): the configured
// provider's reading, falling back to local detection with a message saying why
// (provider-messages.ts). Never throws.
import { readEkmanPrediction, readKeywordFallback } from "../../domain/analysis/ekman";
import type { SupportRecommendation } from "../../domain/types";
import { readLocally } from "../../domain/reflection/local-steps";
import type { EmotionReading } from "../../domain/reflection/steps";
import { validateRecommendations } from "../../domain/replies/support-resources";
import { parseChatAnalysis } from "../../domain/analysis/chat-analysis";
import { CHAT_ANALYSIS_GENERATION } from "../../domain/constants";
import { COMPANION_PERSONA, buildEmotionAnalysisMessages } from "../../domain/replies/prompts";
import { z } from "zod";
import type { OpenAiCompatibleClient } from "../providers/openai-compatible";
import type { EkmanClient } from "../providers/ekman";
import type { CallOptions } from "../providers/types";
import { chatAnalysisFailureMessage, ekmanFallbackMessage } from "./provider-messages";

/** Added to the analysis request when the same model also writes the reply: one call instead of four. */
const REPLY_FIELD =
  'Also include "reply": 1-2 warm sentences spoken directly to the person, in this voice: ' +
  COMPANION_PERSONA +
  '\nWhen emotionIntensity is 7 or more and the mood is negative or mixed, also include "supportResources": ' +
  "2-3 real, reputable support resources (crisis lines, therapy finders, guided exercises), each " +
  '{"title": string, "message": string, "url": string (https, tel: or sms:), "iconType": "textChat" | "phone" | "youtube" | "calendar", ' +
  '"colorScheme": {"primary": hex colour, "secondary": hex colour}, "features": string[]}; otherwise leave it out.';

/** The support resources of a one-call answer, kept only with string title, message, url, icon type, both colours and a features list; empty when absent. */
function readSupport(raw: unknown): SupportRecommendation[] {
  if (typeof raw !== "object" || raw === null) return [];
  return validateRecommendations((raw as Record<string, unknown>).supportResources);
}

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
  /** The crisis detector saw crisis language: the prompt carries the crisis note. */
  crisisDetected?: boolean;
  /** The entry's language (a BCP 47 tag): the model is told it, the local reading reads only what it covers. */
  language?: string | null;
}

export async function analyseEmotion(text: string, deps: EmotionDeps, call: CallOptions): Promise<EmotionReading> {
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
      const prompt = buildEmotionAnalysisMessages({ text, language: deps.language || "en", crisis: deps.crisisDetected });
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
      return { ...analysis, reply: readReply(raw), supportResources: deps.includeReply ? readSupport(raw) : undefined };
    } catch (error) {
      return { ...readLocally(text, deps.language), errorMessage: chatAnalysisFailureMessage(error) };
    }
  }
  return readLocally(text, deps.language);
}
