// A check-in without words (decision 048): the person picks a feeling from the app's set and how
// strong it is, and may add a line. Nothing is re-read by the analyser: the feeling is the person's
// (`emotionSetBy: "person"`), its mood follows the feeling's family and wellness follows the local
// rule for that feeling and strength. The optional line is read for crisis language in the capture
// language, exactly as a reflection's words are, and the result carries the same crisis lines and
// calm reply (decision 009). Pure: the server, the browser offline and a private journal all build
// a check-in here.
import { buildAnalysis } from "../analysis/analysis";
import { moodOfEmotion } from "../replies/canned-suggestions";
import { decideConversationFlow, nextPromptFor } from "../replies/conversation-flow";
import { detectCrisis } from "../crisis/detector";
import type { CrisisLines } from "../crisis/lines";
import { applyCrisisToResult } from "../crisis/safety";
import { EMOTION_SET_BY_PERSON } from "../analysis/emotion-choices";
import { localWellness } from "../analysis/local-wellness";
import { builtInSupportResources } from "../replies/support-resources";
import type { JournalEntry, OrchestratorResult } from "../types";
import { checkInReplyIn } from "./check-in-reply";
import { CHECK_IN_KIND } from "./kinds";
import { crisisReplyLanguage } from "../crisis/crisis-copy";

export interface CheckIn {
  /** One of the app's emotions (PICKABLE_EMOTIONS), lower case. */
  emotion: string;
  /** 1–10. */
  emotionIntensity: number;
  /** The optional line, trimmed; "" when there is none. */
  note: string;
  /** The capture language (a BCP 47 tag): the line's crisis language is read in it. */
  language?: string | null;
}

/** The short calm answer to a check-in (outside a crisis, which has its own), in the capture language when Ripple's local prose is written in it. */
export function checkInReply(checkIn: Pick<CheckIn, "emotion" | "emotionIntensity" | "note" | "language">): string {
  return checkInReplyIn(checkIn.language, checkIn.emotion, checkIn.emotionIntensity, checkIn.note !== "");
}

/**
 * The check-in's result, as a reflection's is shown: the person's feeling as the analysis, the
 * support block in proportion, and the line read for crisis language (the lines first and the
 * calm reply when it holds any).
 */
export function checkInResult(checkIn: CheckIn, options: { crisisLines: CrisisLines }): OrchestratorResult {
  const mood = moodOfEmotion(checkIn.emotion);
  const reading = { primaryEmotion: checkIn.emotion, emotionIntensity: checkIn.emotionIntensity, mood };
  const analysis = buildAnalysis({
    ...reading,
    wellnessScore: localWellness(reading),
    isAiGenerated: false,
    supportResources: builtInSupportResources(checkIn.emotion, checkIn.note || undefined),
  });
  const flow = decideConversationFlow(analysis);
  const result: OrchestratorResult = {
    analysis,
    aiResponse: checkInReply(checkIn),
    shouldShowAnalysis: true,
    conversationFlow: flow,
    nextPrompt: nextPromptFor(flow),
  };
  const assessment = detectCrisis(checkIn.note, { language: checkIn.language });
  return applyCrisisToResult(result, assessment, options.crisisLines, {
    text: checkIn.note,
    replyIn: crisisReplyLanguage(checkIn.note, checkIn.language),
  });
}

export type CheckInFields = Pick<
  JournalEntry,
  | "entryText"
  | "emotion"
  | "emotionIntensity"
  | "mood"
  | "wellnessScore"
  | "aiInsights"
  | "aiSuggestions"
  | "themes"
  | "isAiGenerated"
  | "kind"
  | "emotionSetBy"
>;

/**
 * What a check-in stores: the line as its words, the person's feeling, strength and its mood (a
 * crisis in the line changes the result shown, not the feeling they chose), the result's wellness
 * (at most 3 in a crisis), no insight, suggestions or themes.
 */
export function checkInFields(checkIn: CheckIn, result: OrchestratorResult): CheckInFields {
  return {
    entryText: checkIn.note,
    emotion: checkIn.emotion,
    emotionIntensity: checkIn.emotionIntensity,
    mood: moodOfEmotion(checkIn.emotion),
    wellnessScore: result.analysis.wellnessScore,
    aiInsights: null,
    aiSuggestions: [],
    themes: [],
    isAiGenerated: false,
    kind: CHECK_IN_KIND,
    emotionSetBy: EMOTION_SET_BY_PERSON,
  };
}
