// Reads one language's crisis phrase table over a text: idioms blanked first, then each rule
// per sentence, with negation, someone else, stories and laughter taken into account, and the
// same level rules as the English detector (docs/decisions/008-crisis-detection.md): a crisis
// phrase makes a crisis, concern about the writer in two categories makes a crisis, weak
// phrases count only beside another.
import type { CrisisCategory, CrisisLevel } from "../rules";
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

export interface LanguageHit {
  category: CrisisCategory;
  level: Exclude<CrisisLevel, "none">;
  self: boolean;
  weak: boolean;
  /** The rule's pattern source, for review (never words from the text). */
  pattern: string;
}

const LATIN_EXTRA: ReadonlyArray<readonly [RegExp, string]> = [
  [/ł/g, "l"],
  [/ı/g, "i"],
  [/ß/g, "ss"],
  [/ø/g, "o"],
  [/æ/g, "ae"],
  [/œ/g, "oe"],
];

/** Lower case, straight quotes, one space; for Latin-script tables, accents removed. */
export function foldLanguageText(text: string, foldAccents: boolean): string {
  let out = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”«»„]/g, '"');
  if (foldAccents) {
    out = out.normalize("NFD").replace(/\p{M}/gu, "");
    for (const [from, to] of LATIN_EXTRA) out = out.replace(from, to);
  }
  return out.replace(/\s+/g, " ").trim();
}

/** Sentences: split at . ! ? ; and their full-width forms, the danda and new lines (not inside "11.30"). */
export function languageSentences(folded: string): string[] {
  return folded
    .split(/(?<!\d)[.!?;](?!\d)|[。！？；\n।॥…]+/u)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

const NEGATION_WINDOW = 40;

const GLOBAL_FORMS = new WeakMap<RegExp, RegExp>();
/** An idiom with the `g` flag, made once. */
function globalForm(idiom: RegExp): RegExp {
  let global = GLOBAL_FORMS.get(idiom);
  if (global === undefined) {
    global = new RegExp(idiom.source, idiom.flags.includes("g") ? idiom.flags : `${idiom.flags}g`);
    GLOBAL_FORMS.set(idiom, global);
  }
  return global;
}

function blankIdioms(sentence: string, idioms: readonly RegExp[]): string {
  let out = sentence;
  for (const idiom of idioms) out = out.replace(globalForm(idiom), (whole) => " ".repeat(whole.length));
  return out;
}

function hitOf(rule: LanguageCrisisRule, sentence: string, table: LanguageCrisisTable, joking: boolean): LanguageHit | undefined {
  const match = rule.pattern.exec(sentence);
  if (match === null) return undefined;
  const before = sentence.slice(Math.max(0, match.index - NEGATION_WINDOW), match.index);
  if (table.negationBefore?.test(before)) return undefined;
  if (table.story?.test(sentence)) return undefined;
  const self = rule.who !== "other";
  let level: LanguageHit["level"] = self ? rule.level : "concern";
  if (joking) {
    if (level === "concern") return undefined;
    level = "concern";
  }
  return { category: rule.category, level, self, weak: rule.weak === true, pattern: rule.pattern.source };
}

/** Every rule of the table that counts in the text (weak ones only beside another). */
export function languageHits(text: string, table: LanguageCrisisTable): LanguageHit[] {
  const folded = foldLanguageText(text, table.foldAccents);
  if (folded === "") return [];
  const joking = table.laughter?.test(folded) ?? false;
  const hits: LanguageHit[] = [];
  for (const raw of languageSentences(folded)) {
    const sentence = blankIdioms(raw, table.idioms);
    if (sentence.trim() === "") continue;
    for (const rule of table.rules) {
      const hit = hitOf(rule, sentence, table, joking);
      if (hit !== undefined) hits.push(hit);
    }
  }
  const weak = hits.filter((h) => h.weak).length;
  return weak === hits.length && weak < 2 ? [] : hits;
}

/** The level of a set of hits: any crisis → crisis; concern about the writer in two categories → crisis. */
export function levelOfHits(hits: readonly LanguageHit[]): CrisisLevel {
  if (hits.length === 0) return "none";
  if (hits.some((h) => h.level === "crisis")) return "crisis";
  const selfCategories = new Set(hits.filter((h) => h.self).map((h) => h.category));
  return selfCategories.size >= 2 ? "crisis" : "concern";
}
