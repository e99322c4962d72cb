// Crisis language in a journal entry or chat message: pure, deterministic, explainable
// (phrase tables in crisis-patterns.ts, context in crisis-context.ts). Categories follow the
// Columbia Suicide Severity Rating Scale screener. Level rules and the choices for ambiguous
// cases: docs/decisions/008-crisis-detection.md.
import { isExasperated, isJoking, isNegated, personBefore, quotedSpeaker, saysRecovered, SentenceFacts } from "./crisis-context";
import { forEachRuleMatch } from "./crisis-index";
import { crisisSentences, normaliseCrisisText } from "./crisis-normalise";
import type { CrisisRule } from "./crisis-rule";
import { SIGNAL_CATEGORY, SIGNAL_DISTINCT_CAP, SIGNAL_FALLBACK, SIGNAL_THRESHOLD } from "./crisis-signals";
import type { SignalFamily } from "./crisis-signals";

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

/** A weak behaviour phrase ("goodbye everyone", "bottle of pills") weighs this much in the scored layer. */
const WEAK_BEHAVIOUR_WEIGHT = 2;

const RANK: Readonly<Record<CrisisLevel, number>> = { none: 0, concern: 1, crisis: 2 };
const LEVELS: readonly CrisisLevel[] = ["none", "concern", "crisis"];
const lower = (level: CrisisLevel, steps: number): CrisisLevel => LEVELS[Math.max(0, RANK[level] - steps)]!;

interface Hit {
  category: CrisisCategory;
  rule: CrisisRule;
  level: CrisisLevel;
  /** About the writer (counts toward the two-categories rule), not someone they know. */
  self: boolean;
  /** A weak phrase whose words a scored signal also matched: it adds no weight of its own. */
  covered?: boolean;
}

/** A scored signal that counted: the writer's own, not negated, not a story or a joke. */
interface SignalHit {
  family: SignalFamily;
  rule: CrisisRule;
  /** Which sentence of the text it was heard in. */
  sentence: number;
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

function hitsIn(sentence: string, at: number, ctx: TextContext, hits: Hit[], signals: SignalHit[]): void {
  let facts: SentenceFacts | undefined; // worked out only when something matched
  const strong: Array<[number, number]> = [];
  const weakHere: Array<{ hit: Hit; index: number; end: number }> = [];
  const heard: Array<SignalHit & { index: number; end: number }> = [];
  forEachRuleMatch(sentence, (group, rule, index, end) => {
    if (rule.weight === undefined && !rule.weak) strong.push([index, end]); // words a phrase matched are not a signal too
    const { level, self } = levelOf(rule, (facts ??= new SentenceFacts(sentence)), index, ctx);
    if (level === "none") return;
    if (rule.weight !== undefined) {
      if (self) heard.push({ family: group as SignalFamily, rule, sentence: at, index, end });
    } else {
      const hit: Hit = { category: group as CrisisCategory, rule, level, self };
      hits.push(hit);
      if (rule.weak) weakHere.push({ hit, index, end });
    }
  });
  const overlaps = (a: { index: number; end: number }, from: number, to: number) => a.index < to && from < a.end;
  for (const { index, end, ...hit } of heard) {
    if (strong.some(([from, to]) => overlaps({ index, end }, from, to))) continue;
    // A fallback family (plain words of death) counts only where nothing else read the words.
    if (SIGNAL_FALLBACK.has(hit.family) && (weakHere.some((w) => overlaps(w, index, end)) || heard.some((o) => o.family !== hit.family && overlaps(o, index, end)))) continue;
    signals.push(hit);
    // A weak phrase in the same words as a signal weighs as the signal only.
    for (const weak of weakHere) if (overlaps(weak, index, end)) weak.hit.covered = true;
  }
}

/**
 * The scored layer: each family once, at its heaviest, plus 1 (up to 3) for a core family heard
 * again in another sentence. A weak phrase weighs like a signal of its category: a weak
 * behaviour phrase ("bottle of pills", "goodbye everyone") 2 and core, a weak hopelessness
 * phrase ("i hate my life") 1, like an amplifier. The heaviest core names the category.
 */
function scoreOf(signals: readonly SignalHit[], weak: readonly Hit[]): { score: number; core: CrisisCategory | undefined; counted: Array<SignalHit & { weight: number }> } {
  const best = new Map<SignalFamily, SignalHit>();
  const again = new Set<SignalFamily>();
  const distinct = new Map<SignalFamily, Set<CrisisRule>>();
  for (const hit of signals) {
    if (SIGNAL_DISTINCT_CAP[hit.family] !== undefined) (distinct.get(hit.family) ?? distinct.set(hit.family, new Set()).get(hit.family)!).add(hit.rule);
    const held = best.get(hit.family);
    if (held !== undefined && held.sentence !== hit.sentence && SIGNAL_CATEGORY[hit.family] !== null) again.add(hit.family);
    if (held === undefined || hit.rule.weight! > held.rule.weight!) best.set(hit.family, hit);
  }
  const counted: Array<SignalHit & { weight: number }> = [];
  let score = 0;
  let core: { category: CrisisCategory; weight: number } | undefined;
  const consider = (category: CrisisCategory | null, weight: number) => {
    score += weight;
    if (category !== null && (core === undefined || weight > core.weight)) core = { category, weight };
  };
  for (const hit of best.values()) {
    const rules = distinct.get(hit.family);
    const weight = rules !== undefined ? Math.min(SIGNAL_DISTINCT_CAP[hit.family]!, [...rules].reduce((sum, r) => sum + r.weight!, 0)) : again.has(hit.family) ? Math.min(3, hit.rule.weight! + 1) : hit.rule.weight!;
    counted.push({ ...hit, weight });
    consider(SIGNAL_CATEGORY[hit.family], weight);
  }
  for (const category of new Set(weak.filter((h) => !h.covered).map((h) => h.category))) {
    const behaviour = weak.some((h) => h.category === category && h.rule.level === "crisis");
    consider(behaviour ? category : null, behaviour ? WEAK_BEHAVIOUR_WEIGHT : 1);
  }
  return { score, core: core?.category, counted };
}

interface Assessment {
  hits: Hit[];
  signals: SignalHit[];
}

/** Every phrase and signal that matched in context, before the weak and threshold rules. */
function collect(text: string): Assessment {
  const hits: Hit[] = [];
  const signals: SignalHit[] = [];
  if (typeof text !== "string" || text.trim() === "") return { hits, signals };
  const normalised = normaliseCrisisText(text.slice(0, CRISIS_MAX_CHARS));
  const ctx = new TextContext(normalised);
  crisisSentences(normalised).forEach((sentence, at) => hitsIn(sentence, at, ctx, hits, signals));
  return { hits, signals };
}

/**
 * The phrases that count in a text — weak ones only beside another signal — and, when no phrase
 * counts, a concern from the scored layer if the text's signals reach the threshold.
 */
function assess(text: string): Assessment {
  const { hits: all, signals } = collect(text);
  const weakHits = all.filter((h) => h.rule.weak).length;
  if (weakHits >= 2 || weakHits < all.length) return { hits: all, signals: [] };
  const { score, core, counted } = scoreOf(signals, all.filter((h) => h.rule.weak));
  if (score < SIGNAL_THRESHOLD || core === undefined) return { hits: [], signals: [] };
  // A weak phrase that counts only because of weaker signals around it is concern.
  if (all.length > 0) return { hits: all.map((h) => ({ ...h, level: "concern" })), signals: counted };
  const rule: CrisisRule = { level: "concern", who: "subject", pattern: `score ${score} ≥ ${SIGNAL_THRESHOLD}: ${counted.map((h) => `${h.family} ${h.weight}`).join(", ")}` };
  return { hits: [{ category: core, rule, level: "concern", self: true }], signals: counted };
}

/**
 * Assess one text. Level rules: any crisis-level phrase → "crisis"; concern-level phrases from
 * two or more categories about the writer → "crisis"; otherwise any concern → "concern". Weak
 * phrases count only when the text has another signal (a second weak phrase will do).
 */
export function detectCrisis(text: string): CrisisAssessment {
  const { hits } = assess(text);
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
  return assess(text).hits.map((h) => ({ category: h.category, level: h.level, pattern: h.rule.pattern }));
}

/**
 * The scored layer's view of `text`, for review and tests: every signal family that counted (at
 * its heaviest match: weight and pattern) and the total, whether or not it reached the threshold
 * or a phrase decided the text anyway.
 */
export function explainCrisisSignals(text: string): { score: number; signals: Array<{ family: SignalFamily; weight: number; pattern: string }> } {
  const { signals } = collect(text);
  const { score, counted } = scoreOf(signals, []);
  return { score, signals: counted.map((h) => ({ family: h.family, weight: h.weight, pattern: h.rule.pattern })) };
}
