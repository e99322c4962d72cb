// Themes from a keyword map (spec §5): at most 3, default ['self-reflection'].
import { DEFAULT_THEME, MAX_THEMES } from "./constants";

/** Whole words (lower case) that signal each theme; order is the order themes are reported. */
export const THEME_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  work: [
    "work", "working", "worked", "job", "jobs", "boss", "career", "office", "meeting", "meetings", "deadline",
    "deadlines", "project", "projects", "colleague", "colleagues", "coworker", "coworkers", "manager", "client",
    "clients", "promotion", "interview", "shift",
  ],
  relationships: [
    "friend", "friends", "friendship", "family", "partner", "relationship", "relationships", "love", "mom", "mum",
    "dad", "mother", "father", "sister", "brother", "wife", "husband", "boyfriend", "girlfriend", "kids",
    "children", "son", "daughter", "parents", "marriage", "dating",
  ],
  health: [
    "health", "healthy", "sick", "ill", "illness", "sleep", "slept", "insomnia", "exercise", "workout", "body",
    "doctor", "pain", "headache", "tired", "exhausted", "energy", "diet", "therapy", "medication",
  ],
  stress: [
    "stress", "stressed", "stressful", "pressure", "overwhelmed", "overwhelming", "anxious", "anxiety", "worry",
    "worried", "busy", "panic", "tense", "burnout",
  ],
  gratitude: [
    "grateful", "gratitude", "thankful", "thanks", "appreciate", "appreciated", "appreciation", "blessed",
    "lucky", "fortunate",
  ],
  growth: [
    "learn", "learned", "learning", "grow", "growing", "growth", "progress", "goal", "goals", "improve",
    "improving", "better", "change", "changing", "challenge", "challenges", "journey", "habit", "habits",
  ],
};

/** Themes whose keywords appear in the text, in map order, at most 3; none gives ['self-reflection']. */
export function detectThemes(text: string): string[] {
  const words = new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  const themes = Object.entries(THEME_KEYWORDS)
    .filter(([, keywords]) => keywords.some((keyword) => words.has(keyword)))
    .map(([theme]) => theme)
    .slice(0, MAX_THEMES);
  return themes.length > 0 ? themes : [DEFAULT_THEME];
}
