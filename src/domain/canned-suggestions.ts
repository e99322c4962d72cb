// Canned suggestions used when the suggestion generator fails (spec §8): chosen by
// keyword (food, work, relationships) or else by emotion, with an extra line at
// intensity 8 or more.
import { HIGH_INTENSITY, MAX_SUGGESTIONS } from "./constants";
import { emotionFamily, type EmotionFamily } from "./emotion-family";

export type SuggestionTopic = "food" | "work" | "relationships";

/** Checked in this order; the first topic with a keyword in the text wins. */
export const SUGGESTION_TOPIC_KEYWORDS: Readonly<Record<SuggestionTopic, readonly string[]>> = {
  food: ["food", "eat", "eating", "ate", "hungry", "meal", "meals", "lunch", "dinner", "breakfast", "cooking", "cook", "snack", "diet", "appetite"],
  work: ["work", "working", "job", "boss", "career", "office", "meeting", "deadline", "project", "colleague", "coworker", "manager"],
  relationships: ["friend", "friends", "family", "partner", "relationship", "mom", "mum", "dad", "mother", "father", "wife", "husband", "boyfriend", "girlfriend", "sister", "brother"],
};

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

export const EMOTION_SUGGESTIONS: Readonly<Record<EmotionFamily, readonly string[]>> = {
  joy: ["Write down what made today feel good", "Share this good moment with someone you care about", "Pause and savor this feeling for a few breaths"],
  surprise: ["Take a few slow breaths to let the moment settle", "Write down what surprised you and why", "Give yourself time before deciding how to respond"],
  sadness: ["Be gentle with yourself and rest when you need to", "Reach out to a friend or loved one for comfort", "Write down what you're feeling without judging it"],
  anger: ["Take ten slow breaths before you respond to anything", "Move your body with a brisk walk or a stretch", "Write down what felt unfair and what you need"],
  fear: ["Try box breathing: in for four, hold for four, out for four", "Name five things you can see around you right now", "Write your worries down and circle what you can control"],
  disgust: ["Step away from what unsettled you for a little while", "Notice which of your values this touched", "Do something small that feels clean and calming"],
  calm: ["Take a mindful walk and notice the world around you", "Note what helped you feel this steady today", "Protect a quiet moment like this one tomorrow"],
  grateful: ["Write a short thank-you note to someone who helped", "List three more things you appreciate today", "Tell someone how much they mean to you"],
  hopeful: ["Write down one small step toward what you hope for", "Picture how it will feel when things improve", "Share your hopes with someone who supports you"],
  confused: ["Write out your thoughts without trying to solve them", "Break the situation into smaller, simpler questions", "Talk it through with someone you trust"],
  tired: ["Give yourself permission to rest without guilt", "Go to bed a little earlier tonight", "Drink some water and step outside for fresh air"],
  reflective: ["Take a few deep breaths and notice how you feel", "Write down one thing you want to remember today", "Spend a few minutes in quiet reflection tomorrow"],
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
}

/**
 * Three suggestions. Decision: suggestions are capped at 3 (spec §9), so at intensity 8 or
 * more the extra line goes first and the list keeps its first two lines.
 */
export function cannedSuggestions({ text, emotion, intensity }: SuggestionInput): string[] {
  const topic = suggestionTopic(text);
  const base = topic ? TOPIC_SUGGESTIONS[topic] : EMOTION_SUGGESTIONS[emotionFamily(emotion)];
  const lines = intensity >= HIGH_INTENSITY ? [HIGH_INTENSITY_SUGGESTION, ...base] : [...base];
  return lines.slice(0, MAX_SUGGESTIONS);
}
