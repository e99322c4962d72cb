// A reflection, end to end, written once for every path (decision 057): silence and the analysis
// gate → the emotion step → the reply, insights, suggestions and support steps at once → the
// crisis step last. The steps are passed in: the server's AI providers with their fallbacks, or
// the local steps on the device and on import. Never throws: a failure gives the pipeline's own
// fallback, so the words are always kept.
import { buildAnalysis } from "../analysis/analysis";
import { buildAcknowledgment } from "../analysis/analysis-gate";
import { buildFallbackAnalysis } from "../analysis/fallback-analysis";
import { detectThemes } from "../analysis/themes";
import { NO_SPEECH_EMOTION } from "../constants";
import type { ReflectionMode } from "../contract/reflections";
import type { CrisisAssessment } from "../crisis/detector";
import { NO_CRISIS, detectCrisis } from "../crisis/detector";
import type { CrisisLines } from "../crisis/lines";
import { applyCrisisToResult, shouldShowSupport } from "../crisis/safety";
import { ANALYSIS_MESSAGES } from "../messages";
import { VOICE_PROCESSING_ERROR_REPLY } from "../replies/canned-replies";
import { decideConversationFlow, nextPromptFor } from "../replies/conversation-flow";
import { languageNote } from "../replies/languages";
import { shouldAnalyseIn } from "../replies/local-reading";
import type { RecentAnswers } from "../replies/local-replies";
import { localAcknowledgment, localThankYou } from "../replies/local-replies";
import { builtInSupportResources } from "../replies/support-resources";
import type { OrchestratorResult } from "../types";
import type { EmotionReading, ReflectionSteps, ReplyStep, StepCall, SupportStep, TextInput } from "./steps";
import { crisisReplyLanguage } from "../crisis/crisis-copy";

export interface ReflectionInput {
  transcript: string;
  /** Seconds. */
  duration: number;
  speechDetected: boolean;
  /** The language the words were spoken or written in (a BCP 47 tag): crisis language is read in it. */
  language?: string | null;
}

export interface PipelineOptions {
  steps: ReflectionSteps;
  /** The person's regional crisis lines (shown first whenever crisis language is detected). */
  crisisLines: CrisisLines;
  /** What the person's last entries answered: the local reply and suggestions avoid it (decision 028). */
  recent?: RecentAnswers;
  /**
   * "voice" (the default): the whole result. "conversational-turn": only the emotion, mood and
   * flow (the companion's reply comes from /api/chat): no reply, insights, suggestions or
   * support are asked for.
   */
  mode?: ReflectionMode;
  /** The reply as it is written (never a crisis reply: that is sent once, decided). */
  onReplyChunk?: (text: string) => void;
  /** The time the whole run has and the clock that measures it (the server's providers); none on the device. */
  budget?: { now: () => number; ms: number };
  /** Said on the card when the emotion step says nothing of its own (the daily cloud allowance used up). */
  notice?: string;
}

function silenceResult(input: ReflectionInput): OrchestratorResult {
  const ack = buildAcknowledgment(input.duration);
  return {
    ...ack,
    analysis: { ...ack.analysis, primaryEmotion: NO_SPEECH_EMOTION, themes: [] },
    aiResponse: localThankYou(input.transcript, input.language),
    shouldShowAnalysis: false,
  };
}

const pipelineFallback = (text: string): OrchestratorResult => ({
  analysis: buildFallbackAnalysis({ text, errorMessage: ANALYSIS_MESSAGES.pipelineFallback }),
  aiResponse: VOICE_PROCESSING_ERROR_REPLY,
  responseError: ANALYSIS_MESSAGES.pipelineResponseError,
  shouldShowAnalysis: false,
  conversationFlow: "continue",
  nextPrompt: nextPromptFor("continue"),
});

/**
 * Crisis language is looked for first, on every path: a crisis text is always analysed (even when
 * too short for the gate), a reply that is upbeat is replaced by the safe reply, and the crisis
 * lines lead the support resources (docs/decisions/009-crisis-safety.md).
 */
export async function runPipeline(input: ReflectionInput, options: PipelineOptions): Promise<OrchestratorResult> {
  if (!input.speechDetected) return applyCrisisToResult(silenceResult(input), NO_CRISIS, options.crisisLines);
  const assessment = detectCrisis(input.transcript, { language: input.language });
  if (!assessment.crisis && !shouldAnalyseIn(input.transcript, input.language)) {
    const ack = { ...buildAcknowledgment(input.duration), aiResponse: localAcknowledgment(input.duration, input.language) };
    return applyCrisisToResult(ack, NO_CRISIS, options.crisisLines);
  }
  let result: OrchestratorResult;
  try {
    result = await analyseAndReply(input, options, assessment);
  } catch {
    result = pipelineFallback(input.transcript);
  }
  const safe = applyCrisisToResult(result, assessment, options.crisisLines, {
    text: input.transcript,
    replyIn: crisisReplyLanguage(input.transcript, input.language),
  });
  // A crisis reply is never streamed as it is written: it is sent once, decided.
  if (assessment.crisis && options.mode !== "conversational-turn") options.onReplyChunk?.(safe.aiResponse);
  return safe;
}

async function analyseAndReply(input: ReflectionInput, options: PipelineOptions, crisis: CrisisAssessment): Promise<OrchestratorResult> {
  const { steps, budget } = options;
  const text = input.transcript.trim();
  const turnOnly = options.mode === "conversational-turn";
  const call: StepCall = budget ? { deadline: budget.now() + budget.ms } : {};
  const oneCall = !turnOnly && steps.emotionWritesAll === true;
  // The text steps wait for the emotion: a hanging emotion service may use half the time, no more.
  const emotionCall: StepCall = budget && !oneCall && !turnOnly ? { deadline: budget.now() + budget.ms / 2 } : call;
  const emotion = await steps.emotion(text, { crisis: crisis.crisis, language: input.language }, emotionCall);
  const themes = emotion.themes && emotion.themes.length > 0 ? emotion.themes : detectThemes(text);
  if (turnOnly) return conversationalTurnResult(emotion, themes);
  const textInput: TextInput = {
    text,
    primaryEmotion: emotion.primaryEmotion,
    emotionIntensity: emotion.emotionIntensity,
    mood: emotion.mood,
    themes,
    crisis: crisis.crisis,
    language: input.language,
    recent: options.recent,
  };
  const onReplyChunk = crisis.crisis ? undefined : options.onReplyChunk;
  const replyPromise: Promise<ReplyStep> =
    oneCall && emotion.reply
      ? Promise.resolve({ reply: emotion.reply }).then((step) => {
          onReplyChunk?.(step.reply);
          return step;
        })
      : steps.reply(textInput, call, onReplyChunk);
  const supportShown = shouldShowSupport({ emotionIntensity: emotion.emotionIntensity, mood: emotion.mood, crisis: crisis.crisis });
  const [reply, insights, suggestions, support] = await Promise.all([
    replyPromise,
    emotion.insights ?? steps.insights(textInput, call),
    emotion.suggestions && emotion.suggestions.length > 0 ? emotion.suggestions : steps.suggestions(textInput, call),
    supportShown ? (oneCall ? oneCallSupport(emotion) : steps.support(textInput, call)) : undefined,
  ]);

  // The crisis fields are set by applyCrisisToResult, on every path, after this.
  const analysis = buildAnalysis({
    ...emotionReading(emotion, themes),
    insights,
    suggestions,
    errorMessage: emotion.errorMessage || options.notice,
    supportResources: support?.resources,
    supportNote: support?.note,
    // The feeling was read locally, in a language the local reading does not cover (decision 025).
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

/** The model decided intensity and support in the same call: its resources, else the built-in lists; no second round trip. */
function oneCallSupport(emotion: EmotionReading): SupportStep {
  return { resources: emotion.supportResources?.length ? emotion.supportResources : builtInSupportResources(emotion.primaryEmotion) };
}

/** The emotion step's reading, as the analysis carries it. */
function emotionReading(emotion: EmotionReading, themes: string[]) {
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

function conversationalTurnResult(emotion: EmotionReading, themes: string[]): OrchestratorResult {
  const analysis = buildAnalysis({
    ...emotionReading(emotion, themes),
    insights: emotion.insights,
    suggestions: emotion.suggestions,
    errorMessage: emotion.errorMessage || undefined,
  });
  const flow = decideConversationFlow(analysis);
  return { analysis, aiResponse: "", shouldShowAnalysis: true, conversationFlow: flow, nextPrompt: nextPromptFor(flow) };
}
