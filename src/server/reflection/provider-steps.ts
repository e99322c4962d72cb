// A reflection on this server: the one pipeline (src/domain/reflection/pipeline.ts, decision 057)
// with the AI providers' steps, each falling back to the local step when its provider fails, or the
// local steps themselves when no provider is configured or the daily allowance is used up. The
// whole run is bounded by the reflection deadline; the emotion step may use half of it.
import type { ReflectionMode } from "../../domain/contract/reflections";
import type { CrisisLines } from "../../domain/crisis/lines";
import type { Random } from "../../domain/lib/pick";
import { ANALYSIS_MESSAGES } from "../../domain/messages";
import { localSteps } from "../../domain/reflection/local-steps";
import type { ReflectionInput } from "../../domain/reflection/pipeline";
import { runPipeline } from "../../domain/reflection/pipeline";
import type { ReflectionSteps } from "../../domain/reflection/steps";
import type { RecentAnswers } from "../../domain/replies/local-replies";
import type { OrchestratorResult } from "../../domain/types";
import type { AiServices } from "./ai-services";
import { usesCloudAi } from "./ai-services";
import { analyseEmotion } from "./emotion-step";
import { generateInsights, generateReply, generateSuggestions, generateSupport } from "./text-steps";

export interface ReflectionOptions {
  services: AiServices;
  /** When false (daily allowance used up), everything runs locally with this message on the card. */
  cloudAllowed?: boolean;
  deadlineMs: number;
  random: Random;
  /** The person's regional crisis lines (shown first whenever crisis language is detected). */
  crisisLines: CrisisLines;
  onReplyChunk?: (text: string) => void;
  /** What the person's last entries answered: the local reply and suggestions avoid it (decision 028). */
  recent?: RecentAnswers;
  /**
   * "voice" (the default): the whole result. "conversational-turn": only the emotion, mood and
   * flow (the companion's reply comes from /api/chat).
   */
  mode?: ReflectionMode;
  /** The clock the deadline is measured by (epoch ms). */
  now?: () => number;
}

/** The configured providers' steps; a provider that is not configured is its local step. */
function providerSteps(services: AiServices, options: { random: Random; mode?: ReflectionMode }): ReflectionSteps {
  const model = services.text;
  // One structured call when the same OpenAI-compatible model serves both emotion and text.
  const oneCall = Boolean(options.mode !== "conversational-turn" && services.analysisModel && model === services.analysisModel);
  return {
    emotion: (text, context, call) =>
      analyseEmotion(
        text,
        {
          ekman: services.ekman,
          analysisModel: services.analysisModel,
          includeReply: oneCall,
          crisisDetected: context.crisis,
          language: context.language,
        },
        call,
      ),
    emotionWritesAll: oneCall,
    reply: (input, call, onChunk) => generateReply(input, model, call, options.random, onChunk),
    insights: (input, call) => generateInsights(input, model, call),
    suggestions: (input, call) => generateSuggestions(input, model, call),
    support: (input, call) => generateSupport(input, model, call),
  };
}

export function runReflection(input: ReflectionInput, options: ReflectionOptions): Promise<OrchestratorResult> {
  const cloud = options.cloudAllowed ?? true;
  const local = !cloud || !usesCloudAi(options.services);
  return runPipeline(input, {
    steps: local ? localSteps(options.random) : providerSteps(options.services, options),
    crisisLines: options.crisisLines,
    recent: options.recent,
    mode: options.mode,
    onReplyChunk: options.onReplyChunk,
    budget: { now: options.now ?? Date.now, ms: options.deadlineMs },
    notice: cloud ? undefined : ANALYSIS_MESSAGES.insufficientCredits,
  });
}
