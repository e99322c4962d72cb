// Rule makers for the tables written with their own script (Hindi, Japanese, Korean, Chinese): each
// takes a pattern's source and makes it with the table's `rx`, so a rule reads as its category and
// its words. The rules are the same shapes as table.ts's makers.
import type { CrisisCategory } from "../rules";
import { concern, crisis, other, weak } from "./table";
import type { LanguageCrisisRule } from "./table";

/** A pattern over folded text: NFKC like the text it reads, Unicode mode, no `g`. */
export const nfkc = (source: string): RegExp => new RegExp(source.normalize("NFKC"), "u");

export interface SourceRules {
  crisis: (category: CrisisCategory, source: string) => LanguageCrisisRule;
  concern: (category: CrisisCategory, source: string) => LanguageCrisisRule;
  /** Someone the writer knows is at risk now: concern (the lines help people worried about someone). */
  other: (category: CrisisCategory, source: string) => LanguageCrisisRule;
  /** Counts only beside another phrase of the text. */
  weak: (category: CrisisCategory, level: "crisis" | "concern", source: string) => LanguageCrisisRule;
}

export function sourceRules(rx: (source: string) => RegExp): SourceRules {
  return {
    crisis: (category, source) => crisis(category, rx(source)),
    concern: (category, source) => concern(category, rx(source)),
    other: (category, source) => other(category, rx(source)),
    weak: (category, level, source) => weak(category, level, rx(source)),
  };
}
