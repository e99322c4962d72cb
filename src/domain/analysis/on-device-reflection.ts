// A reflection answered on the device alone (offline, decision 020; a private journal, decision 021): the
// same local path the server takes with no providers — the crisis detector first, the short-text
// and silence acknowledgments, the keyword analyser with local wellness, detected themes, the
// template insight, canned suggestions, the built-in support lists and a canned reply, with the
// crisis lines and the safe reply applied last. Pure: the random source and the lines are passed in.
// src/server/reflection/on-device-parity.test.ts holds it to the server's pipeline, result for result.
import { buildAnalysis } from "./analysis";
import { buildAcknowledgment } from "./analysis-gate";
import { NO_SPEECH_EMOTION } from "../constants";
import { decideConversationFlow, nextPromptFor } from "../replies/conversation-flow";
import { NO_CRISIS, detectCrisis } from "../crisis/detector";
import type { CrisisLines } from "../crisis/lines";
import { applyCrisisToResult, shouldShowSupport } from "../crisis/safety";
import { localWellness } from "./local-wellness";
import type { Random } from "../lib/pick";
import { languageNote } from "../replies/languages";
import { readFeelings, shouldAnalyseIn } from "../replies/local-reading";
import {
  NO_RECENT_ANSWERS,
  localAcknowledgment,
  localInsight,
  localReply,
  localSuggestions,
  localThankYou,
} from "../replies/local-replies";
import type { RecentAnswers } from "../replies/local-replies";
import { builtInSupportResources } from "../replies/support-resources";
import { detectThemes } from "./themes";
import type { OrchestratorResult } from "../types";

export interface OnDeviceInput {
  transcript: string;
  /** Seconds. */
  duration: number;
  speechDetected: boolean;
  /** The language the words were spoken or written in (a BCP 47 tag): crisis language is read in it. */
  language?: string | null;
}

export interface OnDeviceOptions {
  random: Random;
  crisisLines: CrisisLines;
  /** What the person's last entries answered (from the device's replica): the new reply and suggestions avoid it (decision 028). */
  recent?: RecentAnswers;
}

export function reflectOnDevice(input: OnDeviceInput, options: OnDeviceOptions): OrchestratorResult {
  const { crisisLines, recent = NO_RECENT_ANSWERS } = options;
  if (!input.speechDetected) {
    const ack = buildAcknowledgment(input.duration);
    const silence: OrchestratorResult = {
      ...ack,
      analysis: { ...ack.analysis, primaryEmotion: NO_SPEECH_EMOTION, themes: [] },
      aiResponse: localThankYou(input.transcript, input.language),
      shouldShowAnalysis: false,
    };
    return applyCrisisToResult(silence, NO_CRISIS, crisisLines);
  }
  const assessment = detectCrisis(input.transcript, { language: input.language });
  if (!assessment.crisis && !shouldAnalyseIn(input.transcript, input.language)) {
    const ack = { ...buildAcknowledgment(input.duration), aiResponse: localAcknowledgment(input.duration, input.language) };
    return applyCrisisToResult(ack, NO_CRISIS, crisisLines);
  }
  const text = input.transcript.trim();
  // Replies, insight and suggestions in the entry's language; feelings read only in a language the analyser reads (decision 025).
  const reading = readFeelings(text, input.language);
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
  const reply = localReply(context, input.language, options.random, recent.replies);
  const insightInput = { ...emotion, themes, text }; // the words, read for a loss, hopelessness or strain
  const insights = localInsight(insightInput, input.language);
  const suggestions = localSuggestions(context, input.language, recent.suggestions);
  const support = shouldShowSupport({ emotionIntensity: emotion.emotionIntensity, mood: emotion.mood, crisis: assessment.crisis })
    ? builtInSupportResources(emotion.primaryEmotion)
    : undefined;
  const note = languageNote(input.language);
  const analysis = buildAnalysis({ ...emotion, themes, insights, suggestions, supportResources: support, languageNote: note });
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
