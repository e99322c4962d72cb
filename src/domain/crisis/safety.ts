// What a crisis changes in a result (safety comes first, decision 009): the lines first, a calm reply
// that points to them, no positive label, wellness at most 3, suggestions that are about getting
// support now. Applied last to every analysis on every path, so no provider can undo it.
import type { CrisisAssessment, CrisisLevel } from "./rules";
import { CRISIS_LINE_NAMES } from "./line-sets";
import type { CrisisLines } from "./lines";
import { CRISIS_LINE_NUMBERS, isCrisisLine } from "./lines";
import { HIGH_INTENSITY, SUPPORT_MIN_INTENSITY } from "../constants";
import { decideConversationFlow, nextPromptFor } from "../replies/conversation-flow";
import { emotionFamily } from "../analysis/emotion-family";
import { supportInProportion } from "../replies/support-resources";
import type { Analysis, Mood, OrchestratorResult, SupportRecommendation } from "../types";
import type { ReplyLanguage } from "../replies/languages";
import { crisisInsightIn, crisisReplyIn, crisisSuggestionsIn } from "./crisis-copy";

/** Wellness of a crisis entry is never above this. */
export const CRISIS_MAX_WELLNESS = 3;
/** A crisis reads as high intensity (so the flow deepens gently); a concern at least as support-worthy. */
const CRISIS_MIN_INTENSITY: Readonly<Record<Exclude<CrisisLevel, "none">, number>> = {
  crisis: HIGH_INTENSITY,
  concern: SUPPORT_MIN_INTENSITY,
};
/** Other resources kept after the crisis lines. */
const MAX_EXTRA_RESOURCES = 2;

/**
 * The support block: always for a crisis; otherwise (intensity 7 or more, SUPPORT_MIN_INTENSITY) only when the mood is
 * negative or mixed — a joyful 7/10 entry gets no crisis cards (docs/decisions/009-crisis-safety.md).
 */
export function shouldShowSupport(analysis: { emotionIntensity: number; mood: Mood | string; crisis?: boolean }): boolean {
  if (analysis.crisis) return true;
  return analysis.emotionIntensity >= SUPPORT_MIN_INTENSITY && (analysis.mood === "negative" || analysis.mood === "mixed");
}

/** The calm reply to a crisis reflection or message: acknowledges the pain, not alone, the lines. */
export function crisisReply(level: Exclude<CrisisLevel, "none">, lines: CrisisLines, language: ReplyLanguage = "en"): string {
  return crisisReplyIn(language, level, lines);
}

export function crisisSuggestions(level: Exclude<CrisisLevel, "none">, lines: CrisisLines, language: ReplyLanguage = "en"): string[] {
  return crisisSuggestionsIn(language, level, lines);
}

/** Words that make a reply to despair upbeat; a reply with any of them is replaced. */
const UPBEAT =
  /\b(glad|possibilit\w*|warmth|wonderful|great|happy|happiness|joy\w*|excit\w*|congrat\w*|celebrat\w*|amazing|awesome|fantastic|lovely|bright\w*|cheer\w*|silver lining|look on the|everything happens|at least|proud|delight\w*|thrilled|precious|soak)\b|!/i;
const SAYS_NOT_ALONE = /\b(not alone|aren'?t alone|don'?t have to (?:face|go through|carry|do) this alone|with you)\b/i;
const POINTS_TO_HELP = /\b(crisis (?:line|text line|helpline)|helpline|lifeline|emergency|reach out|call|text)\b/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * Any region's line by its number, written with or without separators ("3114", "0800 111 0 111",
 * "1-800-891-4416"), and not inside a longer number. Emergency numbers are not here: "15" or "000"
 * alone would count a reply that mentions "15 years" as pointing to help ("call 112" is a call).
 */
const NAMES_A_LINE_NUMBER = new RegExp(
  `(?<!\\d)(?:${[...CRISIS_LINE_NUMBERS]
    .sort((a, b) => b.length - a.length)
    .map((number) => [...number].join("[\\s./-]?"))
    .join("|")})(?!\\d)`,
);
/** Any region's line by its name ("TelefonSeelsorge", "CVV 188", "いのちの電話"), not inside a longer word. */
const NAMES_A_LINE = new RegExp(`(?<![A-Za-z0-9])(?:${CRISIS_LINE_NAMES.map(escapeRegExp).join("|")})(?![A-Za-z0-9])`, "i");

/** The reply points to help: a line by its name or number, emergency services, a call or text, reaching out. */
function pointsToHelp(text: string): boolean {
  return POINTS_TO_HELP.test(text) || NAMES_A_LINE_NUMBER.test(text) || NAMES_A_LINE.test(text);
}

/** A model's reply to a crisis text is kept only when it is calm, says they are not alone and points to help. */
export function isSafeCrisisReply(reply: string): boolean {
  const text = reply.trim();
  return text !== "" && !UPBEAT.test(text) && SAYS_NOT_ALONE.test(text) && pointsToHelp(text);
}

/** The emotion a crisis entry is labelled with: never a positive one. */
export function crisisEmotion(emotion: string): string {
  const family = emotionFamily(emotion);
  const positive = family === "joy" || family === "surprise" || family === "calm" || family === "grateful" || family === "hopeful";
  if (!positive) return emotion;
  return emotion === "joy" || emotion === "surprise" ? "sadness" : "sad";
}

export interface EmotionReading {
  primaryEmotion: string;
  emotionIntensity: number;
  mood: Mood;
  wellnessScore: number;
}

/** A reading made safe for a crisis: no positive emotion or mood, intensity raised, wellness at most 3. */
export function crisisAdjusted<T extends EmotionReading>(reading: T, assessment: CrisisAssessment): T {
  if (!assessment.crisis || assessment.level === "none") return reading;
  return {
    ...reading,
    primaryEmotion: crisisEmotion(reading.primaryEmotion),
    emotionIntensity: Math.max(reading.emotionIntensity, CRISIS_MIN_INTENSITY[assessment.level]),
    mood: "negative",
    wellnessScore: Math.min(reading.wellnessScore, CRISIS_MAX_WELLNESS),
  };
}

/** The crisis lines first, then at most two other resources (never a line twice). */
export function withCrisisLinesFirst(lines: CrisisLines, others: readonly SupportRecommendation[] = []): SupportRecommendation[] {
  const extra = others.filter((item) => !isCrisisLine(item) && !lines.lines.some((line) => line.title === item.title));
  return [...lines.lines, ...extra.slice(0, MAX_EXTRA_RESOURCES)];
}

/**
 * The support block outside a crisis, in proportion (docs/decisions/024-support-in-proportion.md):
 * at most three resources chosen for the feeling (the words' loss or hopelessness before the label),
 * none a line, then the region's lines, which the screen keeps one tap away ("Talk to someone now")
 * rather than as cards. Another region's lines (the built-in lists once named the US's) never show.
 */
export function withRegionalLines(
  lines: CrisisLines,
  resources: readonly SupportRecommendation[],
  feeling: { emotion: string; text?: string } = { emotion: "" },
): SupportRecommendation[] {
  return [...supportInProportion(resources, feeling), ...lines.lines];
}

/**
 * What a result is made safe with besides the assessment: the entry's words (for support in
 * proportion) and the language its crisis words are written in (crisis-copy.ts; English unless said).
 */
export interface CrisisSource {
  text?: string;
  replyIn?: ReplyLanguage;
}

/**
 * The analysis with its crisis fields, the support block gated by mood (in proportion outside a
 * crisis, read with the entry's words when given), and a crisis made safe.
 */
export function applyCrisisToAnalysis(
  analysis: Analysis,
  assessment: CrisisAssessment,
  lines: CrisisLines,
  source: CrisisSource = {},
): Analysis {
  if (!assessment.crisis || assessment.level === "none") {
    const { supportResources, supportNote, ...rest } = analysis;
    const base: Analysis = { ...rest, crisis: false, crisisLevel: "none" };
    if (!shouldShowSupport(base)) return base;
    return {
      ...base,
      supportResources: withRegionalLines(lines, supportResources ?? [], { emotion: base.primaryEmotion, text: source.text }),
      ...(supportNote ? { supportNote } : {}),
    };
  }
  const level = assessment.level;
  return {
    ...crisisAdjusted(analysis, assessment),
    insights: crisisInsightIn(source.replyIn ?? "en", level),
    suggestions: crisisSuggestions(level, lines, source.replyIn),
    crisis: true,
    crisisLevel: level,
    supportResources: withCrisisLinesFirst(lines, analysis.supportResources),
  };
}

/** A whole orchestrator result made safe: the analysis above, a safe reply, the flow recomputed. */
export function applyCrisisToResult(
  result: OrchestratorResult,
  assessment: CrisisAssessment,
  lines: CrisisLines,
  source: CrisisSource = {},
): OrchestratorResult {
  const analysis = applyCrisisToAnalysis(result.analysis, assessment, lines, source);
  if (!analysis.crisis || assessment.level === "none") return { ...result, analysis };
  const keepReply = isSafeCrisisReply(result.aiResponse);
  const { responseError, ...rest } = result;
  const flow = decideConversationFlow(analysis);
  return {
    ...rest,
    ...(keepReply && responseError ? { responseError } : {}),
    analysis,
    aiResponse: keepReply ? result.aiResponse : crisisReply(assessment.level, lines, source.replyIn),
    shouldShowAnalysis: true,
    conversationFlow: flow,
    nextPrompt: nextPromptFor(flow),
  };
}

/** Added to every cloud prompt that writes to or about the person. */
export const CRISIS_SAFETY_INSTRUCTIONS =
  "Safety: if the person expresses thoughts of suicide, of not wanting to live, of self-harm, or of being a burden, " +
  "respond calmly and warmly without judgement: acknowledge their pain, tell them they are not alone, and encourage them " +
  "to reach out now to a crisis line or emergency services. Never be upbeat, never congratulate, and never describe their " +
  "words as hopeful or positive.";

/** Added when the deterministic detector has already seen crisis language in this text. */
export const CRISIS_DETECTED_NOTE =
  "Important: this text contains signs that the person may be in crisis. Follow the safety instructions above; " +
  "do not mirror any positive framing, and do not offer productivity or lifestyle tips.";
