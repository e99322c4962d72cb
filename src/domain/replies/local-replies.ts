// Ripple's local prose in the entry's language (docs/decisions/025-replies-in-your-language.md):
// the reply, suggestions, insight and acknowledgments the server's no-key path and the device
// write. English keeps its own files (canned-replies.ts, canned-suggestions.ts,
// template-insights.ts, analysis-gate.ts); Spanish, French, German, Italian and Portuguese follow
// the same rules with their own words; any other language gets a neutral reply in English that
// says its words are kept, no insight, and the reflective suggestions.
import { acknowledgmentText } from "../analysis/analysis-gate";
import { GENTLE_SUFFIX, INTENSE_SUFFIX, MIXED_SUFFIX, cannedReply, freshest, honoredThankYou, replySuffix } from "./canned-replies";
import type { ReplyContext } from "./canned-replies";
import { cannedSuggestions, fittingFamilyLines, freshLines, moodOfEmotion } from "./canned-suggestions";
import type { SuggestionInput } from "./canned-suggestions";
import { intensityBand } from "../analysis/colours";
import { ACKNOWLEDGMENT_THEME, GATE_SHORT_DURATION_SECONDS, HIGH_INTENSITY, MAX_SUGGESTIONS, MAX_THEMES } from "../constants";
import { emotionFamily } from "../analysis/emotion-family";
import { pickOne } from "../lib/pick";
import type { Random } from "../lib/pick";
import { templateInsight } from "./template-insights";
import type { Analysis } from "../types";
import type { ReplyBook, SuggestionTopic } from "./book";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { replyLanguage } from "./languages";
import type { ReplyLanguage } from "./languages";
import { PT } from "./pt";

const BOOKS: Readonly<Record<Exclude<ReplyLanguage, "en">, ReplyBook>> = { es: ES, fr: FR, de: DE, it: IT, pt: PT };

/**
 * What the person's last entries answered, newest first: their replies and their suggestion lines.
 * Local prose for a new entry avoids them (decision 028); the server reads them from the latest
 * entries, the device from its replica.
 */
export interface RecentAnswers {
  replies: readonly string[];
  suggestions: readonly string[];
}

/** How many of the latest entries a new entry's local prose looks back on. */
export const RECENT_ANSWER_ENTRIES = 5;

export const NO_RECENT_ANSWERS: RecentAnswers = { replies: [], suggestions: [] };

/** The reply to words in a language no local prose reads: calm, never cheerful, saying they are kept. */
export const UNREAD_LANGUAGE_REPLY = "Thank you for putting this into words. It is kept in your journal just as you wrote it.";

/** The book for the entry's language; "en" for English, null for a language without local prose. */
function bookFor(language: string | null | undefined): ReplyBook | "en" | null {
  const lang = replyLanguage(language);
  if (lang === null) return null;
  return lang === "en" ? "en" : BOOKS[lang];
}

/**
 * The canned reply in the entry's language, chosen with `random` among those sharing no sentence
 * with the `recent` replies (newest first; when all do, among those said longest ago), with the
 * English suffix rule; a language's one suffix wording is left out when a recent reply said it.
 */
export function localReply(
  context: ReplyContext,
  language: string | null | undefined,
  random: Random,
  recent: readonly string[] = [],
): string {
  const book = bookFor(language);
  if (book === null) return UNREAD_LANGUAGE_REPLY;
  if (book === "en") return cannedReply(context, random, recent);
  const suffix = replySuffix(context.intensity, context.mood);
  const translated =
    suffix === INTENSE_SUFFIX
      ? book.suffixes.intense
      : suffix === GENTLE_SUFFIX
        ? book.suffixes.gentle
        : suffix === MIXED_SUFFIX
          ? book.suffixes.mixed
          : "";
  const body = pickOne(freshest(book.replies[emotionFamily(context.emotion)], recent), random);
  const saidLately = translated !== "" && recent.some((reply) => reply.includes(translated));
  return body + (translated && !saidLately ? ` ${translated}` : "");
}

function topicOf(text: string, book: ReplyBook): SuggestionTopic | null {
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  for (const [topic, keywords] of Object.entries(book.topicKeywords)) {
    if (keywords.some((keyword) => words.has(keyword))) return topic as SuggestionTopic;
  }
  return null;
}

/**
 * Three suggestions in the entry's language, chosen as the English ones are (canned-suggestions.ts):
 * from the topic's lines and then the feeling's, or the feeling's alone, first those not among the
 * `recent` suggestions (newest first).
 */
export function localSuggestions(input: SuggestionInput, language: string | null | undefined, recent: readonly string[] = []): string[] {
  const book = bookFor(language);
  if (book === null || book === "en") return cannedSuggestions(input, recent);
  const topic = topicOf(input.text, book);
  const positive = (input.mood ?? moodOfEmotion(input.emotion)) === "positive";
  const topicLines = positive ? book.positiveTopicSuggestions : book.topicSuggestions;
  const family = emotionFamily(input.emotion);
  const pool = topic
    ? [...topicLines[topic], ...fittingFamilyLines(book.emotionSuggestions, family, positive)]
    : book.emotionSuggestions[family];
  const first = input.intensity >= HIGH_INTENSITY && !positive ? [book.highIntensitySuggestion] : [];
  return [...first, ...freshLines(pool, recent, MAX_SUGGESTIONS - first.length)];
}

type InsightInput = Pick<Analysis, "primaryEmotion" | "emotionIntensity" | "mood" | "themes">;

/** The template insight in the entry's language; '' for a language without local prose (nothing was read). */
export function localInsight(input: InsightInput, language: string | null | undefined): string {
  const book = bookFor(language);
  if (book === null) return "";
  if (book === "en") return templateInsight(input);
  const { insight } = book;
  const emotion = input.primaryEmotion.trim().toLowerCase();
  const phrase =
    emotion === ""
      ? insight.noEmotion
      : Object.hasOwn(insight.emotionNouns, emotion)
        ? insight.emotionNouns[emotion]!
        : insight.otherEmotion(emotion);
  const sentences = [insight.centers(phrase, insight.bands[intensityBand(input.emotionIntensity)], input.emotionIntensity)];
  const named: string[] = [];
  for (const theme of input.themes.slice(0, MAX_THEMES)) {
    const key = theme.trim().toLowerCase();
    if (key === "" || key === ACKNOWLEDGMENT_THEME) continue;
    const name = Object.hasOwn(insight.themeNames, key) ? insight.themeNames[key]! : theme.trim().replace(/-/g, " ");
    if (!named.includes(name)) named.push(name);
  }
  if (named.length === 1) sentences.push(insight.oneTheme(named[0]!));
  if (named.length > 1) sentences.push(insight.manyThemes(`${named.slice(0, -1).join(", ")} ${insight.and} ${named.at(-1)}`));
  sentences.push(insight.moods[input.mood]);
  return sentences.join(" ");
}

/** The short-text acknowledgment in the entry's language (English for a language without local prose). */
export function localAcknowledgment(durationSeconds: number, language: string | null | undefined): string {
  const book = bookFor(language);
  if (book === null || book === "en") return acknowledgmentText(durationSeconds);
  return durationSeconds < GATE_SHORT_DURATION_SECONDS ? book.acknowledgment.short : book.acknowledgment.longer;
}

/** 'Your moment has been honored' in the entry's language. */
export function localThankYou(transcript: string, language: string | null | undefined): string {
  const book = bookFor(language);
  if (book === null || book === "en") return honoredThankYou(transcript);
  return book.silenceWords.test(transcript) || /silence|moment/i.test(transcript) ? book.silence : book.honored;
}
