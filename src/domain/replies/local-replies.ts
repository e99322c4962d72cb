// Ripple's local prose in the entry's language (docs/decisions/025-replies-in-your-language.md):
// the reply, suggestions, insight and acknowledgments the server's no-key path and the device
// write. English keeps its own files (canned-replies.ts, canned-suggestions.ts,
// template-insights.ts, analysis-gate.ts); Spanish, French, German, Italian and Portuguese follow
// the same rules with their own words; any other language gets a neutral reply in English that
// says its words are kept, no insight, and the reflective suggestions.
import { acknowledgmentText } from "../analysis/analysis-gate";
import { GENTLE_SUFFIX, INTENSE_SUFFIX, MIXED_SUFFIX, cannedReply, honoredThankYou, replySuffix } from "./canned-replies";
import type { ReplyContext } from "./canned-replies";
import { cannedSuggestions, moodOfEmotion } from "./canned-suggestions";
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

/** The reply to words in a language no local prose reads: calm, never cheerful, saying they are kept. */
export const UNREAD_LANGUAGE_REPLY = "Thank you for putting this into words. It is kept in your journal just as you wrote it.";

/** The book for the entry's language; "en" for English, null for a language without local prose. */
function bookFor(language: string | null | undefined): ReplyBook | "en" | null {
  const lang = replyLanguage(language);
  if (lang === null) return null;
  return lang === "en" ? "en" : BOOKS[lang];
}

/** The canned reply in the entry's language, chosen with `random`, with the English suffix rule. */
export function localReply(context: ReplyContext, language: string | null | undefined, random: Random): string {
  const book = bookFor(language);
  if (book === null) return UNREAD_LANGUAGE_REPLY;
  if (book === "en") return cannedReply(context, random);
  const suffix = replySuffix(context.intensity, context.mood);
  const translated =
    suffix === INTENSE_SUFFIX
      ? book.suffixes.intense
      : suffix === GENTLE_SUFFIX
        ? book.suffixes.gentle
        : suffix === MIXED_SUFFIX
          ? book.suffixes.mixed
          : "";
  return pickOne(book.replies[emotionFamily(context.emotion)], random) + (translated ? ` ${translated}` : "");
}

function topicOf(text: string, book: ReplyBook): SuggestionTopic | null {
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  for (const [topic, keywords] of Object.entries(book.topicKeywords)) {
    if (keywords.some((keyword) => words.has(keyword))) return topic as SuggestionTopic;
  }
  return null;
}

/** Three suggestions in the entry's language, chosen as the English ones are (canned-suggestions.ts). */
export function localSuggestions(input: SuggestionInput, language: string | null | undefined): string[] {
  const book = bookFor(language);
  if (book === null || book === "en") return cannedSuggestions(input);
  const topic = topicOf(input.text, book);
  const positive = (input.mood ?? moodOfEmotion(input.emotion)) === "positive";
  const topicLines = positive ? book.positiveTopicSuggestions : book.topicSuggestions;
  const base = topic ? topicLines[topic] : book.emotionSuggestions[emotionFamily(input.emotion)];
  const lines = input.intensity >= HIGH_INTENSITY && !positive ? [book.highIntensitySuggestion, ...base] : [...base];
  return lines.slice(0, MAX_SUGGESTIONS);
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
