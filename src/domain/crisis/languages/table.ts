// The shape of one language's crisis phrase table (every offered language but English, whose
// tables and learned model are in the folder above). Patterns run on text folded by
// foldLanguageText (match.ts): lower case, one space between words, curly quotes made straight,
// and for Latin-script languages accents removed ("é" → "e", "ł" → "l", "ı" → "i", "ß" → "ss"),
// so a person typing without accents is read the same. Levels and categories are those of the
// English detector (C-SSRS screener); see docs/decisions/008-crisis-detection.md.
import type { CrisisCategory } from "../rules";

export type CrisisLanguage = "es" | "fr" | "de" | "it" | "pt" | "nl" | "pl" | "sv" | "tr" | "hi" | "ja" | "ko" | "zh";

export interface LanguageCrisisRule {
  category: CrisisCategory;
  level: "crisis" | "concern";
  /** Matched against one folded sentence. No `g` flag; use `u` for non-Latin scripts. */
  pattern: RegExp;
  /**
   * "self" (default): the phrase is about the writer ("quiero morir").
   * "other": about someone else ("mi hermano quiere morir"); counts as concern, never crisis.
   */
  who?: "self" | "other";
  /** A weak phrase counts only beside another phrase of the text ("tengo un plan"). */
  weak?: boolean;
}

export interface LanguageCrisisTable {
  language: CrisisLanguage;
  /** Latin-script languages: remove accents before matching (patterns are written without them). */
  foldAccents: boolean;
  rules: readonly LanguageCrisisRule[];
  /**
   * Idioms that use the words of dying or killing without meaning it ("je suis mort de fatigue",
   * "me muero de ganas"): blanked out of the sentence before any rule is tried.
   */
  idioms: readonly RegExp[];
  /**
   * Tested on the words just before a match (at most 40 characters of the same sentence, ending
   * where the match starts): a negation that takes the phrase back ("jamais je ne", "no").
   * Must end with `$`. Languages that negate after the verb say so in their patterns instead.
   */
  negationBefore?: RegExp;
  /** Laughter or a joke marker in the text ("mdr", "jaja", "ㅋㅋ", "笑"): lowers the level one step. */
  laughter?: RegExp;
  /** A story, film, song or the news named in the sentence: the phrase is not the writer's. */
  story?: RegExp;
}

/**
 * A tag that writes a pattern from named slots: p`{want} to die` with `want` from `slots`
 * (quantifiers such as {0,3} are left alone). An unknown slot name is a mistake in the table.
 */
export function slotPattern(language: CrisisLanguage, slots: Readonly<Record<string, string>>): (strings: TemplateStringsArray) => RegExp {
  return (strings) => {
    const source = strings.raw.join("").replace(/\{([a-z]+)\}/g, (_, name: string) => {
      const slot = slots[name];
      if (slot === undefined) throw new Error(`${language} crisis table: unknown slot {${name}}`);
      return slot;
    });
    return new RegExp(source);
  };
}

export const crisis = (category: CrisisCategory, pattern: RegExp): LanguageCrisisRule => ({ category, level: "crisis", pattern });
export const concern = (category: CrisisCategory, pattern: RegExp): LanguageCrisisRule => ({ category, level: "concern", pattern });
/** About someone else: a concern, never a crisis. */
export const other = (category: CrisisCategory, pattern: RegExp): LanguageCrisisRule => ({
  category,
  level: "concern",
  pattern,
  who: "other",
});
/** Counts only beside another phrase of the text. */
export const weak = (category: CrisisCategory, level: "crisis" | "concern", pattern: RegExp): LanguageCrisisRule => ({
  category,
  level,
  pattern,
  weak: true,
});
