// Crisis language in a journal entry or chat message: pure, deterministic, explainable
// (phrase tables in crisis-patterns.ts, context in crisis-context.ts). Categories follow the
// Columbia Suicide Severity Rating Scale screener. Level rules and the choices for ambiguous
// cases: docs/decisions/008-crisis-detection.md.
import { hasTrivialCause, isJoking, isLongAgo, isNegated, personBefore, saysRecovered } from "./crisis-context";
import { firstPairs } from "./crisis-index";
import { crisisSentences, normaliseCrisisText } from "./crisis-normalise";
import { CRISIS_RULE_TABLE } from "./crisis-patterns";
import { MACROS } from "./crisis-rule";
import type { CrisisRule } from "./crisis-rule";

export const CRISIS_CATEGORIES = [
  "wish-to-be-dead",
  "suicidal-thoughts",
  "method",
  "intent",
  "plan",
  "preparatory-acts",
  "self-harm",
  "hopelessness",
] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];
export type CrisisLevel = "none" | "concern" | "crisis";

export interface CrisisAssessment {
  /** True whenever level is not "none": show the crisis lines, gently. */
  crisis: boolean;
  level: CrisisLevel;
  /** Category names only (never words from the text), in CRISIS_CATEGORIES order. */
  reasons: CrisisCategory[];
}

export const NO_CRISIS: CrisisAssessment = Object.freeze({ crisis: false, level: "none", reasons: Object.freeze([]) as unknown as CrisisCategory[] });

/** Texts longer than this are assessed on their first 20,000 characters (a long post, read whole). */
export const CRISIS_MAX_CHARS = 20_000;

interface CompiledRules {
  category: CrisisCategory;
  rules: readonly CrisisRule[];
  /** Sticky: tried at one word start; each rule is one capturing group. */
  regex: RegExp;
}

function expandMacros(pattern: string): string {
  let out = pattern;
  for (let depth = 0; depth < 4 && /\{[a-z_]+\}/.test(out); depth += 1) {
    out = out.replace(/\{([a-z_]+)\}/g, (whole, name: string) => MACROS[name] ?? whole);
  }
  return out;
}

/** The rules of one category as one sticky regex, strong phrases first. */
function compileRules(category: CrisisCategory, rules: readonly CrisisRule[]): CompiledRules {
  const ordered = [...rules].sort((a, b) => Number(a.weak ?? false) - Number(b.weak ?? false));
  const source = ordered.map((rule) => `(${expandMacros(rule.pattern).replace(/\((?!\?)/g, "(?:")})`).join("|");
  return { category, rules: ordered, regex: new RegExp(`(?:${source})(?![a-z])`, "y") };
}

/**
 * Rules indexed by the first two characters they can match ("wa" → "want to die", ...), so a
 * word start tries only the rules that can begin there; "" holds rules that can begin anywhere.
 */
function compileIndex(): Map<string, CompiledRules[]> {
  const byPair = new Map<string, Array<[CrisisCategory, CrisisRule]>>();
  for (const [category, rules] of CRISIS_RULE_TABLE) {
    for (const rule of rules) {
      for (const first of firstPairs(expandMacros(rule.pattern)) ?? [""]) {
        const pair = first.length === 2 && /^[a-z]/.test(first) ? first : "";
        byPair.set(pair, [...(byPair.get(pair) ?? []), [category, rule]]);
      }
    }
  }
  const index = new Map<string, CompiledRules[]>();
  for (const [pair, entries] of byPair) {
    index.set(pair, CRISIS_CATEGORIES.flatMap((c) => {
      const rules = entries.filter(([category]) => category === c).map(([, rule]) => rule);
      return rules.length > 0 ? [compileRules(c, rules)] : [];
    }));
  }
  return index;
}

/** The index as an array by the two characters' codes (a word start is a letter). */
const pairKey = (a: number, b: number) => ((a - 97) << 7) | (b & 127);
const INDEX: Array<CompiledRules[] | undefined> = [];
let EVERYWHERE: CompiledRules[] = [];
for (const [pair, compiled] of compileIndex()) {
  if (pair === "") EVERYWHERE = compiled;
  else INDEX[pairKey(pair.charCodeAt(0), pair.charCodeAt(1))] = compiled;
}
const RANK: Readonly<Record<CrisisLevel, number>> = { none: 0, concern: 1, crisis: 2 };
const LEVELS: readonly CrisisLevel[] = ["none", "concern", "crisis"];
const lower = (level: CrisisLevel, steps: number): CrisisLevel => LEVELS[Math.max(0, RANK[level] - steps)]!;

interface Hit {
  category: CrisisCategory;
  level: CrisisLevel;
  weak: boolean;
  /** About the writer (counts toward the two-categories rule), not someone they know. */
  self: boolean;
}

/** Facts about the whole text, worked out only when a phrase matched. */
class TextContext {
  #joking: boolean | undefined;
  #recovered: boolean | undefined;
  constructor(private readonly normalised: string) {}
  get joking(): boolean {
    return (this.#joking ??= isJoking(this.normalised));
  }
  get recovered(): boolean {
    return (this.#recovered ??= saysRecovered(this.normalised));
  }
}

/** The level one matched phrase earns in its sentence, or "none". */
function levelOf(rule: CrisisRule, sentence: string, index: number, ctx: TextContext): { level: CrisisLevel; self: boolean } {
  const none = { level: "none" as const, self: false };
  if (isNegated(sentence, index)) return none;
  const person = rule.who === "self" ? "self" : personBefore(sentence, index);
  if (person === "story" || person === "generic") return none;
  const self = person === "self" && rule.who !== "other";
  let level: CrisisLevel = self ? rule.level : "concern";
  if (isLongAgo(sentence)) {
    if (!self || ctx.recovered) return none;
    level = lower(level, 1);
  }
  const steps = (ctx.joking ? 1 : 0) + (hasTrivialCause(sentence) ? 1 : 0);
  return { level: lower(level, steps), self };
}

const isLetter = (code: number) => code >= 97 && code <= 122;

function hitsIn(sentence: string, ctx: TextContext, hits: Hit[]): void {
  for (let at = 0; at < sentence.length; at += 1) {
    if (!isLetter(sentence.charCodeAt(at)) || (at > 0 && isLetter(sentence.charCodeAt(at - 1)))) continue; // word starts only
    const candidates = INDEX[pairKey(sentence.charCodeAt(at), sentence.charCodeAt(at + 1))];
    if (candidates !== undefined) tryRules(candidates, sentence, at, ctx, hits);
    if (EVERYWHERE.length > 0) tryRules(EVERYWHERE, sentence, at, ctx, hits);
  }
}

function tryRules(candidates: readonly CompiledRules[], sentence: string, at: number, ctx: TextContext, hits: Hit[]): void {
  for (const compiled of candidates) {
    compiled.regex.lastIndex = at;
    const m = compiled.regex.exec(sentence);
    if (m === null) continue;
    const rule = compiled.rules[m.findIndex((group, i) => i > 0 && group !== undefined) - 1]!;
    const { level, self } = levelOf(rule, sentence, at, ctx);
    if (level !== "none") hits.push({ category: compiled.category, level, weak: rule.weak ?? false, self });
  }
}

/**
 * Assess one text. Level rules: any crisis-level phrase → "crisis"; concern-level phrases from
 * two or more categories about the writer → "crisis"; otherwise any concern → "concern". Weak
 * phrases count only when the text has another signal (a second weak phrase will do).
 */
export function detectCrisis(text: string): CrisisAssessment {
  if (typeof text !== "string" || text.trim() === "") return NO_CRISIS;
  const normalised = normaliseCrisisText(text.slice(0, CRISIS_MAX_CHARS));
  const ctx = new TextContext(normalised);
  const all: Hit[] = [];
  for (const sentence of crisisSentences(normalised)) hitsIn(sentence, ctx, all);
  const weakCount = all.filter((h) => h.weak).length;
  const hits = weakCount < all.length || weakCount >= 2 ? all : [];
  if (hits.length === 0) return NO_CRISIS;

  const concernCategories = new Set(hits.filter((h) => h.self && h.level === "concern").map((h) => h.category));
  const level: CrisisLevel = hits.some((h) => h.level === "crisis") || concernCategories.size >= 2 ? "crisis" : "concern";
  const found = new Set(hits.map((h) => h.category));
  return { crisis: true, level, reasons: CRISIS_CATEGORIES.filter((c) => found.has(c)) };
}
