// A reflection answered on the device alone (issue 11: offline; issue 12: a private journal): the
// same local path the server takes with no providers — the crisis detector first, the short-text
// and silence acknowledgments, the keyword analyser with local wellness, detected themes, the
// template insight, canned suggestions, the built-in support lists and a canned reply, with the
// crisis lines and the safe reply applied last. Pure: the random source and the lines are passed in.
// src/server/reflection/on-device-parity.test.ts holds it to the server's pipeline, result for result.
import { buildAnalysis } from "./analysis";
import { buildAcknowledgment, shouldAnalyse } from "./analysis-gate";
import { cannedReply, honoredThankYou } from "./canned-replies";
import { cannedSuggestions } from "./canned-suggestions";
import { NO_SPEECH_EMOTION } from "./constants";
import { decideConversationFlow, nextPromptFor } from "./conversation-flow";
import { NO_CRISIS, detectCrisis } from "./crisis/detector";
import type { CrisisLines } from "./crisis/lines";
import { applyCrisisToResult, shouldShowSupport } from "./crisis/safety";
import { analyseKeywords } from "./keyword-analyser";
import { localWellness } from "./local-wellness";
import type { Random } from "./pick";
import { builtInSupportResources } from "./support-resources";
import { templateInsight } from "./template-insights";
import { detectThemes } from "./themes";
import type { OrchestratorResult } from "./types";

export interface OnDeviceInput {
  transcript: string;
  /** Seconds. */
  duration: number;
  speechDetected: boolean;
  /** The language the words were spoken or written in (a BCP 47 tag): crisis language is read in it. */
  language?: string | null;
}

export function reflectOnDevice(input: OnDeviceInput, options: { random: Random; crisisLines: CrisisLines }): OrchestratorResult {
  const { crisisLines } = options;
  if (!input.speechDetected) {
    const ack = buildAcknowledgment(input.duration);
    const silence: OrchestratorResult = {
      ...ack,
      analysis: { ...ack.analysis, primaryEmotion: NO_SPEECH_EMOTION, themes: [] },
      aiResponse: honoredThankYou(input.transcript),
      shouldShowAnalysis: false,
    };
    return applyCrisisToResult(silence, NO_CRISIS, crisisLines);
  }
  const assessment = detectCrisis(input.transcript, { language: input.language });
  if (!assessment.crisis && !shouldAnalyse(input.transcript)) {
    return applyCrisisToResult(buildAcknowledgment(input.duration), NO_CRISIS, crisisLines);
  }
  const text = input.transcript.trim();
  const reading = analyseKeywords(text);
  const emotion = {
    primaryEmotion: reading.primaryEmotion,
    emotionIntensity: reading.emotionIntensity,
    secondaryEmotions: reading.secondaryEmotions,
    mood: reading.mood,
    wellnessScore: localWellness(reading),
    isAiGenerated: false,
  };
  const themes = detectThemes(text);
  const context = { emotion: emotion.primaryEmotion, intensity: emotion.emotionIntensity, mood: emotion.mood, text };
  const reply = cannedReply(context, options.random);
  const insights = templateInsight({ ...emotion, themes, text }); // the words, read for a loss, hopelessness or strain
  const suggestions = cannedSuggestions(context);
  const support = shouldShowSupport({ emotionIntensity: emotion.emotionIntensity, mood: emotion.mood, crisis: assessment.crisis })
    ? builtInSupportResources(emotion.primaryEmotion)
    : undefined;
  const analysis = buildAnalysis({ ...emotion, themes, insights, suggestions, supportResources: support });
  const flow = decideConversationFlow(analysis);
  const result: OrchestratorResult = {
    analysis,
    aiResponse: reply,
    shouldShowAnalysis: true,
    conversationFlow: flow,
    nextPrompt: nextPromptFor(flow),
  };
  return applyCrisisToResult(result, assessment, crisisLines, { text });
}
