// Canned suggestions used when the suggestion generator fails: chosen by
// keyword (food, work, relationships) or else by emotion, with an extra line at
// intensity 8 or more. A topic's lines fit the mood: good news at work is savoured and
// celebrated, stress at work gets boundaries.
import { HIGH_INTENSITY, MAX_SUGGESTIONS } from "../constants";
import { emotionFamily, type EmotionFamily } from "../analysis/emotion-family";
import { readHardText } from "../analysis/hard-text";
import type { Mood } from "../types";

export type SuggestionTopic = "food" | "work" | "relationships";

/** Checked in this order; the first topic with a keyword in the text wins. */
const SUGGESTION_TOPIC_KEYWORDS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: [
    "food",
    "eat",
    "eating",
    "ate",
    "hungry",
    "meal",
    "meals",
    "lunch",
    "dinner",
    "breakfast",
    "cooking",
    "cook",
    "snack",
    "diet",
    "appetite",
  ],
  work: ["work", "working", "job", "boss", "career", "office", "meeting", "deadline", "project", "colleague", "coworker", "manager"],
  relationships: [
    "friend",
    "friends",
    "family",
    "partner",
    "relationship",
    "mom",
    "mum",
    "dad",
    "mother",
    "father",
    "wife",
    "husband",
    "boyfriend",
    "girlfriend",
    "sister",
    "brother",
  ],
};

/** A topic's lines when the mood is negative, mixed or neutral: support and boundaries. */
export const TOPIC_SUGGESTIONS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: [
    "Notice how your body feels before and after you eat today",
    "Prepare a simple, nourishing meal and eat it slowly",
    "Drink a glass of water and check in with your hunger cues",
  ],
  work: [
    "Take a five-minute break away from your screen",
    "Write down the one task that matters most tomorrow",
    "Set a clear end time for work and protect your evening",
  ],
  relationships: [
    "Reach out to someone who makes you feel understood",
    "Write down what you need from this relationship right now",
    "Share one honest feeling with someone you trust",
  ],
};

/** A topic's lines when the mood is positive: savour it, notice what made it, celebrate. */
export const POSITIVE_TOPIC_SUGGESTIONS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: [
    "Savor your next meal slowly and notice what you enjoy about it",
    "Write down what made this meal or moment feel so good",
    "Share a favorite dish or recipe with someone you like",
  ],
  work: [
    "Take a moment to savor what went well at work today",
    "Write down what you did that made this success possible",
    "Celebrate this win with someone who will be glad for you",
  ],
  relationships: [
    "Tell them what this time together meant to you",
    "Write down a moment with them that you want to remember",
    "Plan something small to look forward to together",
  ],
};

/** Families whose feeling is a good one; the others (and unknown emotions) are not. */
const POSITIVE_FAMILIES: ReadonlySet<EmotionFamily> = new Set(["joy", "calm", "grateful", "hopeful"]);
const NEGATIVE_FAMILIES: ReadonlySet<EmotionFamily> = new Set(["sadness", "anger", "fear", "disgust", "tired"]);

/** The mood an emotion implies when the caller has none: positive, negative or neutral. */
export function moodOfEmotion(emotion: string): Mood {
  const family = emotionFamily(emotion);
  if (POSITIVE_FAMILIES.has(family)) return "positive";
  if (NEGATIVE_FAMILIES.has(family)) return "negative";
  return "neutral";
}

export const EMOTION_SUGGESTIONS: Readonly<Record<EmotionFamily, readonly string[]>> = {
  joy: [
    "Write down what made today feel good",
    "Share this good moment with someone you care about",
    "Pause and savor this feeling for a few breaths",
    "Take a photo or note of something from today you want to keep",
    "Let yourself enjoy this without rushing on to the next thing",
    "Notice where in your body this good feeling sits",
  ],
  surprise: [
    "Take a few slow breaths to let the moment settle",
    "Write down what surprised you and why",
    "Give yourself time before deciding how to respond",
    "Notice whether this surprise feels welcome, unwelcome or both",
    "Tell someone you trust what happened",
    "Jot down what you expected and what happened instead",
  ],
  sadness: [
    "Be gentle with yourself and rest when you need to",
    "Reach out to a friend or loved one for comfort",
    "Write down what you're feeling without judging it",
    "Wrap up warm with a drink you like and let the evening be quiet",
    "Let yourself cry if it comes; tears are not a failure",
    "Do one small kind thing for yourself before bed",
  ],
  anger: [
    "Take ten slow breaths before you respond to anything",
    "Move your body with a brisk walk or a stretch",
    "Write down what felt unfair and what you need",
    "Put some distance between you and the situation before you decide anything",
    "Say out loud, somewhere private, exactly what made you angry",
    "Notice what this anger is protecting, and write that down",
  ],
  fear: [
    "Try box breathing: in for four, hold for four, out for four",
    "Name five things you can see around you right now",
    "Write your worries down and circle what you can control",
    "Breathe out a little longer than you breathe in, five times",
    "Ask yourself what you would tell a friend with this worry",
    "Choose one small thing you can do about it today, and leave the rest",
  ],
  disgust: [
    "Step away from what unsettled you for a little while",
    "Notice which of your values this touched",
    "Do something small that feels clean and calming",
    "Wash your hands or face with cool water and take a breath",
    "Write down what felt wrong, in plain words",
    "Spend a few minutes somewhere that feels fresh and open",
  ],
  calm: [
    "Take a mindful walk and notice the world around you",
    "Note what helped you feel this steady today",
    "Protect a quiet moment like this one tomorrow",
    "Let this steadiness set the pace for the rest of your day",
    "Notice your breathing for a minute, just as it is",
    "Write down three things that are quietly going well",
  ],
  grateful: [
    "Write a short thank-you note to someone who helped",
    "List three more things you appreciate today",
    "Tell someone how much they mean to you",
    "Notice one small thing you usually take for granted",
    "Keep a note of this moment to read on a harder day",
    "Pass the kindness on with a small gesture for someone else",
  ],
  hopeful: [
    "Write down one small step toward what you hope for",
    "Picture how it will feel when things improve",
    "Share your hopes with someone who supports you",
    "Write down what you are looking forward to and why",
    "Notice what has already changed for the better",
    "Do one thing today that moves you a little closer",
  ],
  confused: [
    "Write out your thoughts without trying to solve them",
    "Break the situation into smaller, simpler questions",
    "Talk it through with someone you trust",
    "Write down what you do know, however little",
    "Let the question rest overnight and come back to it",
    "Ask yourself which part matters most right now",
  ],
  tired: [
    "Give yourself permission to rest without guilt",
    "Go to bed a little earlier tonight",
    "Drink some water and step outside for fresh air",
    "Put one task off until tomorrow and let that be enough",
    "Lie down for ten minutes with your eyes closed",
    "Eat something simple and warm",
  ],
  reflective: [
    "Take a few deep breaths and notice how you feel",
    "Write down one thing you want to remember today",
    "Spend a few minutes in quiet reflection tomorrow",
    "Notice one feeling that came up today, without judging it",
    "Write a line about what today asked of you",
    "Take a short walk and let your thoughts wander",
  ],
};

/** Put first at intensity 8 or more (the spec's "extra line"). */
export const HIGH_INTENSITY_SUGGESTION =
  "If these feelings feel overwhelming, reach out to someone you trust or a mental health professional";

export function suggestionTopic(text: string): SuggestionTopic | null {
  const words = new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  for (const [topic, keywords] of Object.entries(SUGGESTION_TOPIC_KEYWORDS)) {
    if (keywords.some((keyword) => words.has(keyword))) return topic as SuggestionTopic;
  }
  return null;
}

export interface SuggestionInput {
  text: string;
  emotion: string;
  intensity: number;
  /** The analysis' mood; without it, the emotion's own (positive for joy, negative for fear…). */
  mood?: Mood;
}

/**
 * Three suggestions. Decision: suggestions are capped at 3 (MAX_SUGGESTIONS), so at intensity 8 or
 * more the extra line goes first and the list keeps its first two lines. The extra line
 * ("if these feelings feel overwhelming…") is for hard feelings: a positive mood never gets it.
 * A loss, hopelessness or strain in the words gets lines for it, and a hard text never gets the
 * celebrating ones (docs/decisions/024-support-in-proportion.md).
 */
export function cannedSuggestions({ text, emotion, intensity, mood }: SuggestionInput, recent: readonly string[] = []): string[] {
  const cues = readHardText(text);
  const hardText = HARD_TEXT_KEYS.find((key) => cues[key]);
  // A hard text is never answered as good news, whatever the label (docs/decisions/024).
  const positive = !cues.hard && (mood ?? moodOfEmotion(emotion)) === "positive";
  const topic = suggestionTopic(text);
  const topicLines = positive ? POSITIVE_TOPIC_SUGGESTIONS : TOPIC_SUGGESTIONS;
  const family = emotionFamily(emotion);
  const feelingLines =
    cues.hard && POSITIVE_FAMILIES.has(family) ? EMOTION_SUGGESTIONS.reflective : fittingFamilyLines(EMOTION_SUGGESTIONS, family, positive);
  const pool = hardText
    ? HARD_TEXT_SUGGESTIONS[hardText]
    : topic
      ? [...topicLines[topic], ...feelingLines]
      : cues.hard && POSITIVE_FAMILIES.has(family)
        ? EMOTION_SUGGESTIONS.reflective
        : EMOTION_SUGGESTIONS[family];
  const first = intensity >= HIGH_INTENSITY && !positive ? [HIGH_INTENSITY_SUGGESTION] : [];
  return [...first, ...freshLines(pool, recent, MAX_SUGGESTIONS - first.length)];
}

/**
 * A feeling's lines that may follow a topic's: its own when they fit the mood; the reflective ones
 * when a good feeling's would meet a mood that is not good, or another feeling's a good mood.
 */
export function fittingFamilyLines(
  lines: Readonly<Record<EmotionFamily, readonly string[]>>,
  family: EmotionFamily,
  positive: boolean,
): readonly string[] {
  const good = POSITIVE_FAMILIES.has(family);
  if (positive) return good ? lines[family] : lines.reflective;
  return good ? lines.reflective : lines[family];
}

/**
 * `count` lines of `pool` for a new entry (decision 028): first those not among `recent` (the
 * suggestions of the person's last entries, newest first), in the pool's order; then, when the pool
 * has too few, those used longest ago. With no recent lines, the pool's first lines, as before.
 */
export function freshLines(pool: readonly string[], recent: readonly string[], count: number): string[] {
  const key = (line: string) => line.trim().toLowerCase();
  const lastUse = new Map<string, number>();
  recent.forEach((line, index) => {
    if (!lastUse.has(key(line))) lastUse.set(key(line), index);
  });
  return [...new Set(pool)]
    .map((line, order) => ({ line, order, used: lastUse.get(key(line)) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => b.used - a.used || a.order - b.order)
    .slice(0, count)
    .map(({ line }) => line);
}

/** Checked in this order: the words' loss, hopelessness or strain decide over a topic and the label. */
const HARD_TEXT_KEYS = ["loss", "hopeless", "strain"] as const;

/** Suggestions for what the words say (hard-text.ts), whatever the label. */
export const HARD_TEXT_SUGGESTIONS: Readonly<Record<(typeof HARD_TEXT_KEYS)[number], readonly string[]>> = {
  loss: [
    "Let yourself remember them in whatever way feels right today",
    "Tell someone who knew them what you miss most",
    "Keep today small and gentle; grief is tiring work",
    "Look at a photo or keepsake if it feels right, or leave it for another day",
    "Let the people around you know today is a hard day",
    "Write them a few lines, saying what you would want them to know",
  ],
  hopeless: [
    "Tell one person you trust how heavy things feel right now",
    "Pick one very small thing to do for yourself in the next hour",
    "Write down one thing that has shifted, however slightly, in the past year",
    "Say out loud to someone, or write down, that things feel hopeless right now",
    "Keep the next hour simple: water, food, somewhere comfortable",
    "Notice one thing, however small, that got you through today",
  ],
  strain: [
    "Break what's ahead into one small piece you can do in the next 30 minutes",
    "Take a real ten-minute break away from screens and notes",
    "Get some sleep tonight; a rested mind remembers more than a tired one",
    "Write down everything on your mind, then choose just the first step",
    "Stand up, stretch and breathe slowly for two minutes",
    "Decide on a time to stop tonight, and keep to it",
  ],
};
