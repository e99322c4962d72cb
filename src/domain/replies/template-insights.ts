// Template insight used when the insight generator fails: two or three
// third-person analytical sentences built from emotion, intensity, mood and themes.
import type { Analysis, Mood } from "../types";
import { intensityBand } from "../analysis/colours";
import { ACKNOWLEDGMENT_THEME, MAX_THEMES } from "../constants";
import { readHardText } from "../analysis/hard-text";

type InsightInput = Pick<Analysis, "primaryEmotion" | "emotionIntensity" | "mood" | "themes"> & {
  /** The entry's words: a loss, hopelessness or strain in them is named, and a hard text is never read as ease. */
  text?: string;
};

/** What the words say, named in place of the mood's sentence (hard-text.ts; docs/decisions/024). */
const HARD_TEXT_SENTENCES = {
  loss: "It carries the weight of a loss, and grief like this tends to come in waves rather than in a straight line.",
  hopeless: "It carries a sense of being worn down and stuck, which is heavy to hold and worth sharing with someone.",
  strain: "Underneath, there is real pressure, even where the words keep it light.",
} as const;

const MOOD_SENTENCES: Readonly<Record<Mood, string>> = {
  positive: "The overall tone is positive, suggesting a sense of ease that is worth noticing and nurturing.",
  negative: "The overall tone is heavy, and putting it into words is a meaningful first step toward easing it.",
  mixed: "The overall tone is mixed, which often signals someone working through more than one feeling at once.",
  neutral: "The overall tone is even, reflecting a steady, observant attention to inner experience.",
};

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Nouns for the emotion words Ripple's analysers produce, so the insight reads "centers on anger". */
const EMOTION_NOUNS: Readonly<Record<string, string>> = {
  happy: "happiness",
  sad: "sadness",
  anxious: "anxiety",
  angry: "anger",
  calm: "calm",
  grateful: "gratitude",
  confused: "confusion",
  hopeful: "hope",
  tired: "tiredness",
  content: "contentment",
  reflective: "reflection",
  contemplative: "contemplation",
  neutral: "an even, neutral state",
};

const NOUN_ENDING = /(ness|ion|ment|ude|ity|ety|ence|ance)$/;
const PLAIN_NOUNS: ReadonlySet<string> = new Set(
  "joy fear anger hope disgust surprise love grief shame pride relief worry envy jealousy awe".split(" "),
);

/** The emotion as a noun phrase; a word from an AI model outside the map reads "feeling {word}". */
export function emotionPhrase(primaryEmotion: string): string {
  const emotion = primaryEmotion.trim().toLowerCase();
  if (!emotion) return "a quiet mix of feelings";
  if (Object.hasOwn(EMOTION_NOUNS, emotion)) return EMOTION_NOUNS[emotion]!;
  return NOUN_ENDING.test(emotion) || PLAIN_NOUNS.has(emotion) ? emotion : `feeling ${emotion}`;
}

/**
 * The themes an insight may name: those the entry keeps (the first three, see entry-fields.ts),
 * as words, each once; never the acknowledgment's internal theme, which names no theme of the
 * person's.
 */
function namedThemes(themes: readonly string[]): string[] {
  const named: string[] = [];
  for (const theme of themes.slice(0, MAX_THEMES)) {
    const key = theme.trim().toLowerCase();
    if (key === "" || key === ACKNOWLEDGMENT_THEME) continue;
    const words = theme.trim().replace(/-/g, " ");
    if (!named.some((name) => name.toLowerCase() === words.toLowerCase())) named.push(words);
  }
  return named;
}

export function templateInsight({ primaryEmotion, emotionIntensity, mood, themes, text }: InsightInput): string {
  const sentences = [
    `This reflection centers on ${emotionPhrase(primaryEmotion)}, expressed at ${intensityBand(emotionIntensity)} intensity (${emotionIntensity}/10).`,
  ];
  const named = namedThemes(themes);
  if (named.length === 1) sentences.push(`The main theme that emerges is ${named[0]}.`);
  if (named.length > 1) sentences.push(`The main themes that emerge are ${joinList(named)}.`);
  const cues = readHardText(text);
  const hardText = (["loss", "hopeless", "strain"] as const).find((key) => cues[key]);
  if (hardText) sentences.push(HARD_TEXT_SENTENCES[hardText]);
  else sentences.push(MOOD_SENTENCES[cues.hard && mood === "positive" ? "mixed" : mood]);
  return sentences.join(" ");
}
