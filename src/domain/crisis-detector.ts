// Crisis language in a journal entry or chat message: pure, deterministic, explainable
// (phrase tables in crisis-patterns.ts, context in crisis-context.ts). Categories follow the
// Columbia Suicide Severity Rating Scale screener. Level rules and the choices for ambiguous
// cases: docs/decisions/008-crisis-detection.md.
import { isExasperated, isJoking, isNegated, personBefore, quotedSpeaker, saysRecovered, SentenceFacts } from "./crisis-context";
import { forEachRuleMatch } from "./crisis-index";
import { crisisSentences, normaliseCrisisText } from "./crisis-normalise";
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

const RANK: Readonly<Record<CrisisLevel, number>> = { none: 0, concern: 1, crisis: 2 };
const LEVELS: readonly CrisisLevel[] = ["none", "concern", "crisis"];
const lower = (level: CrisisLevel, steps: number): CrisisLevel => LEVELS[Math.max(0, RANK[level] - steps)]!;

interface Hit {
  category: CrisisCategory;
  rule: CrisisRule;
  level: CrisisLevel;
  /** About the writer (counts toward the two-categories rule), not someone they know. */
  self: boolean;
}

/** Facts about the whole text, worked out only when a phrase matched. */
class TextContext {
  #joking: boolean | undefined;
  #recovered: boolean | undefined;
  #exasperated: boolean | undefined;
  constructor(private readonly normalised: string) {}
  get exasperated(): boolean {
    return (this.#exasperated ??= isExasperated(this.normalised));
  }
  get joking(): boolean {
    return (this.#joking ??= isJoking(this.normalised));
  }
  get recovered(): boolean {
    return (this.#recovered ??= saysRecovered(this.normalised));
  }
}

/** The level one matched phrase earns in its sentence, or "none". */
function levelOf(rule: CrisisRule, facts: SentenceFacts, index: number, ctx: TextContext): { level: CrisisLevel; self: boolean } {
  const none = { level: "none" as const, self: false };
  if (isNegated(facts.text, index)) return none;
  const person = rule.who === "self" ? (quotedSpeaker(facts, index) ?? "self") : personBefore(facts, index);
  if (person === "story" || person === "generic") return none;
  const self = person === "self" && rule.who !== "other";
  let level: CrisisLevel = self ? rule.level : "concern";
  if (facts.longAgo) {
    if (!self || ctx.recovered) return none;
    level = lower(level, 1);
  }
  // A joke lowers any phrase a step; a trivial cause ("this homework") or an exasperated "ugh",
  // "omg", "fml" lowers the writer's own one more.
  const steps = (ctx.joking ? 1 : 0) + (self && (facts.trivial || ctx.exasperated) ? 1 : 0);
  return { level: lower(level, steps), self };
}

function hitsIn(sentence: string, ctx: TextContext, hits: Hit[]): void {
  const facts = new SentenceFacts(sentence);
  forEachRuleMatch(sentence, (category, rule, index) => {
    const { level, self } = levelOf(rule, facts, index, ctx);
    if (level !== "none") hits.push({ category, rule, level, self });
  });
}

/** The phrases that count in a text: weak ones only beside another signal. */
function countedHits(text: string): Hit[] {
  if (typeof text !== "string" || text.trim() === "") return [];
  const normalised = normaliseCrisisText(text.slice(0, CRISIS_MAX_CHARS));
  const ctx = new TextContext(normalised);
  const all: Hit[] = [];
  for (const sentence of crisisSentences(normalised)) hitsIn(sentence, ctx, all);
  const weakHits = all.filter((h) => h.rule.weak).length;
  return weakHits >= 2 || weakHits < all.length ? all : [];
}

/**
 * Assess one text. Level rules: any crisis-level phrase → "crisis"; concern-level phrases from
 * two or more categories about the writer → "crisis"; otherwise any concern → "concern". Weak
 * phrases count only when the text has another signal (a second weak phrase will do).
 */
export function detectCrisis(text: string): CrisisAssessment {
  const hits = countedHits(text);
  if (hits.length === 0) return NO_CRISIS;
  const concernCategories = new Set(hits.filter((h) => h.self && h.level === "concern").map((h) => h.category));
  const level: CrisisLevel = hits.some((h) => h.level === "crisis") || concernCategories.size >= 2 ? "crisis" : "concern";
  const found = new Set(hits.map((h) => h.category));
  return { crisis: true, level, reasons: CRISIS_CATEGORIES.filter((c) => found.has(c)) };
}

/**
 * Which table rules counted toward the assessment of `text`, for reviewing the tables and in
 * tests: the category, the level the phrase earned in context and the rule's pattern (never
 * words from the text).
 */
export function explainCrisis(text: string): Array<{ category: CrisisCategory; level: CrisisLevel; pattern: string }> {
  return countedHits(text).map((h) => ({ category: h.category, level: h.level, pattern: h.rule.pattern }));
}
