// Analysis gate: is a transcript substantial enough to analyse?
import { buildAnalysis } from "./analysis";
import type { OrchestratorResult } from "../types";
import {
  ACKNOWLEDGMENT_EMOTION,
  ACKNOWLEDGMENT_INTENSITY,
  ACKNOWLEDGMENT_THEME,
  ACKNOWLEDGMENT_WELLNESS,
  GATE_MIN_MEANINGFUL_CHARS,
  GATE_MIN_MEANINGFUL_WORDS,
  GATE_MIN_WORDS,
  GATE_SHORT_DURATION_SECONDS,
  GATE_SHORT_WORD_MAX_CHARS,
} from "../constants";
import { nextPromptFor } from "../replies/conversation-flow";

const FILLER_WORDS = [
  "um",
  "umm",
  "uh",
  "uhh",
  "uhm",
  "er",
  "erm",
  "ah",
  "ahh",
  "eh",
  "oh",
  "hmm",
  "hmmm",
  "mm",
  "mmm",
  "mhm",
  "like",
  "well",
  "okay",
  "yeah",
  "yep",
  "yes",
  "nah",
  "just",
  "actually",
  "basically",
  "literally",
  "anyway",
  "whatever",
  "right",
];
const TEST_AND_HELLO_WORDS = [
  "test",
  "tests",
  "testing",
  "tested",
  "hello",
  "hi",
  "hey",
  "heya",
  "hiya",
  "howdy",
  "check",
  "checking",
  "mic",
  "mike",
  "microphone",
  "recording",
  "record",
];
const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
  "hundred",
  "thousand",
  "million",
];
const ARTICLES_AND_CONJUNCTIONS = [
  "a",
  "an",
  "the",
  "and",
  "or",
  "but",
  "nor",
  "yet",
  "so",
  "for",
  "because",
  "if",
  "then",
  "than",
  "also",
  "plus",
];

const NOT_MEANINGFUL = new Set([...FILLER_WORDS, ...TEST_AND_HELLO_WORDS, ...NUMBER_WORDS, ...ARTICLES_AND_CONJUNCTIONS]);
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const NUMERAL = /^\p{N}+([.,:]\p{N}+)*(st|nd|rd|th)?$/u;

export interface GateReport {
  /** Words spoken (tokens holding at least one letter or digit). */
  wordCount: number;
  meaningfulWords: string[];
  /** Total characters of the meaningful words (punctuation at their edges excluded). */
  meaningfulChars: number;
  passes: boolean;
}

function isMeaningful(word: string): boolean {
  return word.length > GATE_SHORT_WORD_MAX_CHARS && !NOT_MEANINGFUL.has(word) && !NUMERAL.test(word);
}

/**
 * At least 3 words; after dropping filler, test/hello, number words, bare articles or
 * conjunctions and words of 2 characters or fewer, at least 2 meaningful words totalling
 * at least 15 characters.
 */
export function evaluateAnalysisGate(transcript: string): GateReport {
  const words = transcript
    .toLowerCase()
    .split(/\s+/)
    .map((token) => token.replace(EDGE_PUNCTUATION, ""))
    .filter((word) => word.length > 0);
  const meaningfulWords = words.filter(isMeaningful);
  const meaningfulChars = meaningfulWords.reduce((sum, word) => sum + [...word].length, 0);
  const passes =
    words.length >= GATE_MIN_WORDS && meaningfulWords.length >= GATE_MIN_MEANINGFUL_WORDS && meaningfulChars >= GATE_MIN_MEANINGFUL_CHARS;
  return { wordCount: words.length, meaningfulWords, meaningfulChars, passes };
}

export function shouldAnalyse(transcript: string): boolean {
  return evaluateAnalysisGate(transcript).passes;
}

const SHORT_ACKNOWLEDGMENT = "I'm here when you're ready to share more of your thoughts.";
/** From 5 seconds: a warmer, longer acknowledgment than the short one. */
export const LONGER_ACKNOWLEDGMENT =
  "Thank you for pausing with me. Sometimes a few words are enough, and I'm here whenever you'd like to say more.";

/** Under 5 seconds the short text; from 5 seconds the warmer, longer one. */
export function acknowledgmentText(durationSeconds: number): string {
  return durationSeconds < GATE_SHORT_DURATION_SECONDS ? SHORT_ACKNOWLEDGMENT : LONGER_ACKNOWLEDGMENT;
}

/**
 * The simple acknowledgment returned when the gate fails: emotion reflective, intensity 3,
 * mood neutral, wellness 6, themes ['brief-reflection'], analysis not displayed.
 * `insights` is empty and there are no suggestions: there is nothing to show.
 */
export function buildAcknowledgment(durationSeconds: number): OrchestratorResult {
  return {
    analysis: buildAnalysis({
      primaryEmotion: ACKNOWLEDGMENT_EMOTION,
      emotionIntensity: ACKNOWLEDGMENT_INTENSITY,
      mood: "neutral",
      wellnessScore: ACKNOWLEDGMENT_WELLNESS,
      isAiGenerated: false,
      themes: [ACKNOWLEDGMENT_THEME],
    }),
    aiResponse: acknowledgmentText(durationSeconds),
    shouldShowAnalysis: false,
    conversationFlow: "continue",
    nextPrompt: nextPromptFor("continue"),
  };
}
