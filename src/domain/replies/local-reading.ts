// The on-device emotion reading for an entry's language. The analyser reads English, and Spanish,
// French, German, Italian and Portuguese with models of their own, chosen by the entry's language
// (keyword-analyser.ts). Words in any other language would be read by the English model, which
// guesses from whatever looks like English; they get the neutral reading instead — reflective,
// low, neutral — and the analysis card says why (docs/decisions/025-replies-in-your-language.md).
import { shouldAnalyse } from "../analysis/analysis-gate";
import { analyseKeywords } from "../analysis/keyword-analyser";
import type { KeywordAnalysis } from "../analysis/keyword-analyser";
import { primaryLanguage, replyLanguage } from "./languages";

/** What the analyser answers for words that name no feeling. */
function neutralReading(): KeywordAnalysis {
  return { primaryEmotion: "reflective", emotionIntensity: 1, secondaryEmotions: [], mood: "neutral", matches: 0 };
}

/** Whether the on-device analyser reads feelings in this language (an entry naming none is English). */
function readsFeelingsIn(language: string | null | undefined): boolean {
  return replyLanguage(language) !== null;
}

export function readFeelings(text: string, language: string | null | undefined): KeywordAnalysis {
  return readsFeelingsIn(language) ? analyseKeywords(text, { language }) : neutralReading();
}

/** Languages written without spaces between words: the gate's word count does not apply. */
const UNSPACED = new Set(["ja", "zh"]);
/** Letters a reflection in such a language needs to be read (about a short sentence). */
const UNSPACED_MIN_LETTERS = 8;

/**
 * The analysis gate (analysis-gate.ts) for the entry's language: Japanese and Chinese are written
 * without spaces, so a whole sentence is one "word" there; they pass with at least 8 letters.
 */
export function shouldAnalyseIn(transcript: string, language: string | null | undefined): boolean {
  if (shouldAnalyse(transcript)) return true;
  return UNSPACED.has(primaryLanguage(language)) && (transcript.match(/\p{L}/gu)?.length ?? 0) >= UNSPACED_MIN_LETTERS;
}
