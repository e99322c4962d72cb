// Crisis language in a journal entry or chat message, on every path (server, browser, chat).
// English phrase tables (rules.ts) read every text, whatever its language: people mix English in.
// For English text a learned model (model/learned.ts) adds recall where the tables found nothing;
// for the other offered languages their own tables (languages/) are read, in the entry's language
// and in the language the text is plainly written in when that differs. Level rules and the
// choices for ambiguous cases: docs/decisions/008-crisis-detection.md and 022.
import { identifyLanguage, primaryLanguage } from "./language-id";
import type { TextLanguage } from "./language-id";
import { languageHits, levelOfHits } from "./languages/match";
import type { LanguageHit } from "./languages/match";
import { LANGUAGE_TABLES } from "./languages/tables";
import type { CrisisLanguage } from "./languages/table";
import modelFile from "./model/crisis-model.json";
import { crisisProbability, fuseWithTables, loadCrisisModel, MODEL_MIN_WORDS, wordCount } from "./model/learned";
import type { CrisisModel, CrisisModelFile } from "./model/learned";
import { CRISIS_CATEGORIES, NO_CRISIS, readByRules } from "./rules";
import type { CrisisAssessment, CrisisCategory, CrisisLevel } from "./rules";

export { CRISIS_CATEGORIES, CRISIS_MAX_CHARS, explainCrisis, explainCrisisSignals, NO_CRISIS } from "./rules";
export type { CrisisAssessment, CrisisCategory, CrisisLevel } from "./rules";

export interface CrisisTextOptions {
  /** The entry's language (a BCP 47 tag such as "fr-FR"); English when absent. */
  language?: string | null;
}

let model: CrisisModel | undefined;
const learned = () => (model ??= loadCrisisModel(modelFile as CrisisModelFile));

const RANK: Readonly<Record<CrisisLevel, number>> = { none: 0, concern: 1, crisis: 2 };

/** The languages whose tables read a text: the declared one, and the one it is plainly written in. */
export function crisisLanguagesOf(text: string, declared: string | null | undefined): TextLanguage[] {
  const stated = primaryLanguage(declared);
  const seen = identifyLanguage(text).language;
  const languages = new Set<TextLanguage>();
  if (stated === "en" || Object.hasOwn(LANGUAGE_TABLES, stated)) languages.add(stated as TextLanguage);
  if (seen !== undefined) languages.add(seen);
  if (languages.size === 0) languages.add("en");
  return [...languages];
}

function fromHits(hits: readonly LanguageHit[]): CrisisAssessment {
  const level = levelOfHits(hits);
  if (level === "none") return NO_CRISIS;
  const found = new Set(hits.map((h) => h.category));
  return { crisis: true, level, reasons: CRISIS_CATEGORIES.filter((c) => found.has(c)) };
}

function higher(a: CrisisAssessment, b: CrisisAssessment): CrisisAssessment {
  if (RANK[b.level] === 0) return a;
  if (RANK[a.level] === 0) return b;
  const found = new Set<CrisisCategory>([...a.reasons, ...b.reasons]);
  const level = RANK[b.level] > RANK[a.level] ? b.level : a.level;
  return { crisis: true, level, reasons: CRISIS_CATEGORIES.filter((c) => found.has(c)) };
}

/**
 * Assess one text in its language. For English text the tables' level and the learned model's
 * probability are fused (model/learned.ts): the model adds recall where the tables found nothing
 * (such a flag has no category reasons: the model does not know which one) and sets aside a
 * table's flag only when it is all but sure the text is ordinary talk. Other languages' tables
 * can only raise the level.
 */
export function detectCrisis(text: string, options: CrisisTextOptions = {}): CrisisAssessment {
  if (typeof text !== "string" || text.trim() === "") return NO_CRISIS;
  const tables = readByRules(text);
  let result = tables.assessment;
  for (const language of crisisLanguagesOf(text, options.language)) {
    if (language === "en") {
      const words = wordCount(text);
      // Below MODEL_MIN_WORDS the tables decide alone: the model is not asked.
      const probability = words < MODEL_MIN_WORDS ? 0 : crisisProbability(learned(), text);
      const level = fuseWithTables({ level: result.level, heard: tables.heard }, probability, words, learned());
      result = level === "none" ? NO_CRISIS : { crisis: true, level, reasons: result.reasons };
      continue;
    }
    const table = LANGUAGE_TABLES[language as CrisisLanguage];
    if (table !== undefined) result = higher(result, fromHits(languageHits(text, table)));
  }
  return result;
}
