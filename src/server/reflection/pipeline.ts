// A reflection, end to end: gate → emotion → reply, insights,
// suggestions and support concurrently → the orchestrator result. Never throws: any failure gives
// its local fallback, so the words are always saved.
import { buildAnalysis } from "../../domain/analysis/analysis";
import { buildAcknowledgment } from "../../domain/analysis/analysis-gate";
import type { ReflectionMode } from "../../domain/contract/reflections";
import { detectCrisis, NO_CRISIS } from "../../domain/crisis/detector";
import type { CrisisAssessment } from "../../domain/crisis/detector";
import type { CrisisLines } from "../../domain/crisis/lines";
import { applyCrisisToResult, shouldShowSupport } from "../../domain/crisis/safety";
import { VOICE_PROCESSING_ERROR_REPLY } from "../../domain/replies/canned-replies";
import { NO_SPEECH_EMOTION } from "../../domain/constants";
import { decideConversationFlow, nextPromptFor } from "../../domain/replies/conversation-flow";
import { buildFallbackAnalysis } from "../../domain/analysis/fallback-analysis";
import { ANALYSIS_MESSAGES } from "../../domain/messages";
import type { Random } from "../../domain/lib/pick";
import { languageNote } from "../../domain/replies/languages";
import { shouldAnalyseIn } from "../../domain/replies/local-reading";
import { localAcknowledgment, localThankYou } from "../../domain/replies/local-replies";
import type { RecentAnswers } from "../../domain/replies/local-replies";
import { detectThemes } from "../../domain/analysis/themes";
import { builtInSupportResources } from "../../domain/replies/support-resources";
import type { OrchestratorResult } from "../../domain/types";
import type { AiServices } from "./ai-services";
import { analyseEmotion } from "./emotion-step";
import type { EmotionStep } from "./emotion-step";
import { generateInsights, generateReply, generateSuggestions, generateSupport } from "./text-steps";
import type { ReplyStep, SupportStep } from "./text-steps";

export interface ReflectionInput {
  transcript: string;
  duration: number;
  speechDetected: boolean;
  /** The language the words were spoken or written in (a BCP 47 tag): crisis language is read in it. */
  language?: string | null;
}

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
   * flow (the companion's reply comes from /api/chat): no reply, insights, suggestions or
   * support are generated.
   */
  mode?: ReflectionMode;
}

export type ReflectionResult = OrchestratorResult;

function silenceResult(input: ReflectionInput): ReflectionResult {
  const ack = buildAcknowledgment(input.duration);
  return {
    ...ack,
    analysis: { ...ack.analysis, primaryEmotion: NO_SPEECH_EMOTION, themes: [] },
    aiResponse: localThankYou(input.transcript, input.language),
    shouldShowAnalysis: false,
  };
}

/**
 * Crisis language is looked for first, on every path: a crisis text is always analysed (even when
 * too short for the gate), a provider's reply that is upbeat is replaced by the safe reply, and
 * the crisis lines lead the support resources (docs/decisions/009-crisis-safety.md).
 */
export async function runReflection(input: ReflectionInput, options: ReflectionOptions): Promise<ReflectionResult> {
  if (!input.speechDetected) return applyCrisisToResult(silenceResult(input), NO_CRISIS, options.crisisLines);
  const assessment = detectCrisis(input.transcript, { language: input.language });
  if (!assessment.crisis && !shouldAnalyseIn(input.transcript, input.language)) {
    const ack = { ...buildAcknowledgment(input.duration), aiResponse: localAcknowledgment(input.duration, input.language) };
    return applyCrisisToResult(ack, NO_CRISIS, options.crisisLines);
  }
  let result: ReflectionResult;
  try {
    result = await analyseAndReply(input, options, assessment);
  } catch {
    result = {
      analysis: buildFallbackAnalysis({ text: input.transcript, errorMessage: ANALYSIS_MESSAGES.pipelineFallback }),
      aiResponse: VOICE_PROCESSING_ERROR_REPLY,
      responseError: ANALYSIS_MESSAGES.pipelineResponseError,
      shouldShowAnalysis: false,
      conversationFlow: "continue",
      nextPrompt: nextPromptFor("continue"),
    };
  }
  const safe = applyCrisisToResult(result, assessment, options.crisisLines, { text: input.transcript });
  // A crisis reply is never streamed from the model as it is written: it is sent once, decided.
  if (assessment.crisis && options.mode !== "conversational-turn") options.onReplyChunk?.(safe.aiResponse);
  return safe;
}

async function analyseAndReply(input: ReflectionInput, options: ReflectionOptions, crisis: CrisisAssessment): Promise<ReflectionResult> {
  const cloud = options.cloudAllowed ?? true;
  const services: AiServices = cloud ? options.services : {};
  const text = input.transcript.trim();
  const turnOnly = options.mode === "conversational-turn";
  const deadline = Date.now() + options.deadlineMs;
  const call = { deadline };

  // One structured call when the same OpenAI-compatible model serves both emotion and text.
  const oneCall = Boolean(!turnOnly && services.analysisModel && services.text === services.analysisModel);
  // Text steps wait for the emotion: a hanging emotion service may use half the time, no more.
  const emotionCall = oneCall || turnOnly ? call : { deadline: Date.now() + options.deadlineMs / 2 };
  const emotion = await analyseEmotion(
    text,
    {
      ekman: services.ekman,
      analysisModel: services.analysisModel,
      includeReply: oneCall,
      crisisDetected: crisis.crisis,
      language: input.language,
    },
    emotionCall,
  );
  const themes = emotion.themes && emotion.themes.length > 0 ? emotion.themes : detectThemes(text);
  const textInput = {
    text,
    primaryEmotion: emotion.primaryEmotion,
    emotionIntensity: emotion.emotionIntensity,
    mood: emotion.mood,
    themes,
    crisis: crisis.crisis,
    language: input.language,
    recent: options.recent,
  };
  if (turnOnly) return conversationalTurnResult(emotion, themes);
  const model = services.text;
  const onReplyChunk = crisis.crisis ? undefined : options.onReplyChunk;
  const replyPromise: Promise<ReplyStep> =
    oneCall && emotion.reply
      ? Promise.resolve({ reply: emotion.reply }).then((step) => {
          onReplyChunk?.(step.reply);
          return step;
        })
      : generateReply(textInput, model, call, options.random, onReplyChunk);
  const [reply, insights, suggestions, support] = await Promise.all([
    replyPromise,
    emotion.insights ?? generateInsights(textInput, model, call),
    emotion.suggestions && emotion.suggestions.length > 0 ? emotion.suggestions : generateSuggestions(textInput, model, call),
    shouldShowSupport({ emotionIntensity: emotion.emotionIntensity, mood: emotion.mood, crisis: crisis.crisis })
      ? oneCall
        ? // The model decided intensity and support in the same call: no second round trip.
          ({
            resources: emotion.supportResources?.length ? emotion.supportResources : builtInSupportResources(emotion.primaryEmotion),
          } satisfies SupportStep as SupportStep)
        : generateSupport(textInput, model, call)
      : undefined,
  ]);

  // The crisis fields are set by applyCrisisToResult, on every path, after this.
  const analysis = buildAnalysis({
    ...emotionReading(emotion, themes),
    insights,
    suggestions,
    errorMessage: emotion.errorMessage || (cloud ? undefined : ANALYSIS_MESSAGES.insufficientCredits),
    supportResources: support?.resources,
    supportNote: support?.note,
    // The feeling was read on this server, in a language its reading does not cover (decision 025).
    languageNote: emotion.isAiGenerated ? undefined : languageNote(input.language),
  });
  const flow = decideConversationFlow(analysis);
  return {
    analysis,
    aiResponse: reply.reply,
    ...(reply.responseError ? { responseError: reply.responseError } : {}),
    shouldShowAnalysis: true,
    conversationFlow: flow,
    nextPrompt: nextPromptFor(flow),
  };
}

/** The emotion step's reading, as the analysis carries it. */
function emotionReading(emotion: EmotionStep, themes: string[]) {
  return {
    primaryEmotion: emotion.primaryEmotion,
    emotionIntensity: emotion.emotionIntensity,
    secondaryEmotions: emotion.secondaryEmotions,
    mood: emotion.mood,
    themes,
    wellnessScore: emotion.wellnessScore,
    isAiGenerated: emotion.isAiGenerated,
  };
}

function conversationalTurnResult(emotion: EmotionStep, themes: string[]): ReflectionResult {
  const analysis = buildAnalysis({
    ...emotionReading(emotion, themes),
    insights: emotion.insights,
    suggestions: emotion.suggestions,
    errorMessage: emotion.errorMessage || undefined,
  });
  const flow = decideConversationFlow(analysis);
  return { analysis, aiResponse: "", shouldShowAnalysis: true, conversationFlow: flow, nextPrompt: nextPromptFor(flow) };
}
