// Themes from a keyword map: at most 3, default ['self-reflection'].
import { DEFAULT_THEME, MAX_THEMES } from "../constants";

/**
 * Whole words (lower case) that signal each theme; order is the order themes are reported. Words
 * that say nothing of a theme on their own are left out ("I love reading", "the weather got
 * better", "a shift in the light", "change the playlist"), so an insight never names a theme the
 * words do not have.
 */
export const THEME_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  work: [
    "work",
    "working",
    "worked",
    "job",
    "jobs",
    "boss",
    "career",
    "office",
    "meeting",
    "meetings",
    "deadline",
    "deadlines",
    "project",
    "projects",
    "colleague",
    "colleagues",
    "coworker",
    "coworkers",
    "manager",
    "client",
    "clients",
    "promotion",
    "interview",
  ],
  relationships: [
    "friend",
    "friends",
    "friendship",
    "family",
    "partner",
    "relationship",
    "relationships",
    "mom",
    "mum",
    "dad",
    "mother",
    "father",
    "sister",
    "brother",
    "wife",
    "husband",
    "boyfriend",
    "girlfriend",
    "kids",
    "children",
    "son",
    "daughter",
    "parents",
    "marriage",
    "dating",
  ],
  health: [
    "health",
    "healthy",
    "sick",
    "ill",
    "illness",
    "sleep",
    "slept",
    "insomnia",
    "exercise",
    "workout",
    "body",
    "doctor",
    "pain",
    "headache",
    "tired",
    "exhausted",
    "energy",
    "diet",
    "therapy",
    "medication",
  ],
  stress: [
    "stress",
    "stressed",
    "stressful",
    "pressure",
    "overwhelmed",
    "overwhelming",
    "anxious",
    "anxiety",
    "worry",
    "worried",
    "busy",
    "panic",
    "tense",
    "burnout",
  ],
  gratitude: ["grateful", "gratitude", "thankful", "thanks", "appreciate", "appreciated", "appreciation", "blessed", "lucky", "fortunate"],
  growth: [
    "learn",
    "learned",
    "learning",
    "grow",
    "growing",
    "growth",
    "progress",
    "goal",
    "goals",
    "improve",
    "improving",
    "challenge",
    "challenges",
    "journey",
    "habit",
    "habits",
  ],
};

/** The words of a text, lower case, a possessive also as its word ("mum's" → "mum"). */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .match(/[\p{L}']+/gu) ?? []) {
    words.add(word);
    if (word.endsWith("'s")) words.add(word.slice(0, -2));
  }
  return words;
}

/** Themes whose keywords appear in the text, in map order, at most 3; none gives ['self-reflection']. */
export function detectThemes(text: string): string[] {
  const words = wordsOf(text);
  const themes = Object.entries(THEME_KEYWORDS)
    .filter(([, keywords]) => keywords.some((keyword) => words.has(keyword)))
    .map(([theme]) => theme)
    .slice(0, MAX_THEMES);
  return themes.length > 0 ? themes : [DEFAULT_THEME];
}
