// The crisis phrase tables read over a text: pure, deterministic, explainable
// (phrase tables in src/domain/crisis/patterns.ts, context in src/domain/crisis/context.ts). Categories follow the
// Columbia Suicide Severity Rating Scale screener. Level rules and the choices for ambiguous
// cases: docs/decisions/008-crisis-detection.md.
import { soundsLikeHyperbole } from "./hyperbole";
import { isExasperated, isJoking, isNegated, personBefore, quotedSpeaker, saysRecovered, SentenceFacts } from "./context";
import { forEachRuleMatch } from "./rule-index";
import { crisisSentences, normaliseCrisisText } from "./normalise";
import type { CrisisRule } from "./rule";
import { scoreOf } from "./score";
import type { Score, SignalHit, WeakPhrase } from "./score";
import { SIGNAL_CATEGORY, SIGNAL_FALLBACK, SIGNAL_THRESHOLD } from "./signals";
import type { SignalFamily } from "./signals";

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

export const NO_CRISIS: CrisisAssessment = Object.freeze({
  crisis: false,
  level: "none",
  reasons: Object.freeze([]) as unknown as CrisisCategory[],
});

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
  /** Where it was said: sentence, start and end (-1 for the scored layer's concern). */
  where: Span & { sentence: number };
}

/** Where a match lies in its sentence. */
interface Span {
  index: number;
  end: number;
}

/** A signal matched in a sentence, its context not yet looked at (often never needed). */
interface HeardSignal extends Span {
  family: SignalFamily;
  rule: CrisisRule;
  sentence: number;
  /** A weak phrase in the same words: it weighs as this signal, not on its own. */
  weak: Hit | undefined;
}

/** Facts about the whole text, worked out only when a phrase matched. */
class TextContext {
  #joking: boolean | undefined;
  #recovered: boolean | undefined;
  #exasperated: boolean | undefined;
  /** Phrases that matched and that context then set aside (a denial, a film, someone's grief). */
  setAside = 0;
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

const overlaps = (a: Span, b: Span) => a.index < b.end && b.index < a.end;

/** The sentences of a text, each one's facts worked out only when something matched in it. */
class Sentences {
  readonly #facts: Array<SentenceFacts | undefined> = [];
  constructor(readonly texts: readonly string[]) {}
  facts(at: number): SentenceFacts {
    return (this.#facts[at] ??= new SentenceFacts(this.texts[at]!));
  }
}

/** The phrases of one sentence in context, and the signals heard in it (context later, if needed). */
function hitsIn(sentences: Sentences, at: number, ctx: TextContext, hits: Hit[], heard: HeardSignal[]): void {
  const sentence = sentences.texts[at]!;
  const strong: Span[] = [];
  const weak: Array<Span & { hit: Hit }> = [];
  const here: HeardSignal[] = [];
  forEachRuleMatch(sentence, (group, rule, index, end) => {
    if (rule.weight !== undefined)
      return void here.push({ family: group as SignalFamily, rule, sentence: at, index, end, weak: undefined });
    if (!rule.weak) strong.push({ index, end }); // words a phrase matched are not a signal too
    const { level, self } = levelOf(rule, sentences.facts(at), index, ctx);
    if (level === "none") return void (ctx.setAside += 1);
    const hit: Hit = { category: group as CrisisCategory, rule, level, self, where: { sentence: at, index, end } };
    hits.push(hit);
    if (rule.weak) weak.push({ index, end, hit });
  });
  for (const signal of here) {
    if (strong.some((s) => overlaps(s, signal))) continue;
    // A fallback family (plain words of death) counts only where nothing else read the words.
    if (
      SIGNAL_FALLBACK.has(signal.family) &&
      (weak.some((w) => overlaps(w, signal)) || here.some((o) => o.family !== signal.family && overlaps(o, signal)))
    )
      continue;
    signal.weak = weak.find((w) => overlaps(w, signal))?.hit;
    heard.push(signal);
  }
}

interface Collected {
  hits: Hit[];
  heard: HeardSignal[];
  sentences: Sentences;
  ctx: TextContext;
}

/** Every phrase that matched in context and every signal heard, before the weak and threshold rules. */
function collect(text: string): Collected | undefined {
  if (typeof text !== "string" || text.trim() === "") return undefined;
  const normalised = normaliseCrisisText(text.slice(0, CRISIS_MAX_CHARS));
  const ctx = new TextContext(normalised);
  const sentences = new Sentences(crisisSentences(normalised));
  const hits: Hit[] = [];
  const heard: HeardSignal[] = [];
  for (let at = 0; at < sentences.texts.length; at += 1) hitsIn(sentences, at, ctx, hits, heard);
  return { hits, heard, sentences, ctx };
}

/** The signals that count in context: the writer's own, not negated, not a story or a joke. */
function signalsInContext({ heard, sentences, ctx }: Collected): SignalHit[] {
  return heard.filter((s) => {
    const { level, self } = levelOf(s.rule, sentences.facts(s.sentence), s.index, ctx);
    return level !== "none" && self;
  });
}

/** The weak phrases that weigh on their own: not in the words of a signal that counted. */
const uncoveredWeak = (hits: readonly Hit[], signals: readonly SignalHit[]): WeakPhrase[] =>
  hits.filter((h) => h.rule.weak && !signals.some((s) => (s as HeardSignal).weak === h));

/**
 * Plain words of death and a goodbye, with no wish in them ("the doctors said I was close to
 * dying", "said goodbye to my friend at the airport"): alone in a short text they keep the model
 * out as a set-aside phrase does.
 */
const WORDS_ONLY: ReadonlySet<SignalFamily> = new Set(["death-talk", "farewell"]);

interface Assessment {
  hits: Hit[];
  signals: Score["counted"];
  /**
   * Some phrase or signal matched the words and context set it aside (a denial, a film, someone's
   * grief). Signals that counted but fell short of the threshold are not set aside.
   */
  heard: boolean;
}

const NOTHING: Assessment = { hits: [], signals: [], heard: false };

/**
 * The phrases that count in a text — weak ones only beside another signal — and, when no phrase
 * counts, a concern from the scored layer if the text's signals reach the threshold.
 */
function assess(text: string): Assessment {
  const collected = collect(text);
  if (collected === undefined) return NOTHING;
  const { hits, heard } = collected;
  const weakHits = hits.filter((h) => h.rule.weak).length;
  if (weakHits >= 2 || weakHits < hits.length) return { hits, signals: [], heard: true };
  const signals = heard.length === 0 ? [] : signalsInContext(collected);
  const nothing: Assessment = {
    ...NOTHING,
    heard:
      collected.ctx.setAside > 0 || signals.length < heard.length || (signals.length > 0 && signals.every((s) => WORDS_ONLY.has(s.family))),
  };
  // The score needs a core family or a weak behaviour phrase: without one, it cannot reach a level.
  if (!heard.some((s) => SIGNAL_CATEGORY[s.family] !== null) && !hits.some((h) => h.rule.level === "crisis")) return nothing;
  const { score, core, counted } = scoreOf(signals, uncoveredWeak(hits, signals));
  if (score < SIGNAL_THRESHOLD || core === undefined) return nothing;
  // A weak phrase that counts only because of weaker signals around it is concern.
  if (hits.length > 0) return { hits: hits.map((h) => ({ ...h, level: "concern" })), signals: counted, heard: true };
  const rule: CrisisRule = {
    level: "concern",
    who: "subject",
    pattern: `score ${score} ≥ ${SIGNAL_THRESHOLD}: ${counted.map((h) => `${h.family} ${h.weight}`).join(", ")}`,
  };
  return {
    hits: [{ category: core, rule, level: "concern", self: true, where: { sentence: -1, index: 0, end: 0 } }],
    signals: counted,
    heard: true,
  };
}

/** Concern about the writer in two categories, said in different words (not one phrase two tables know). */
function twoConcerns(hits: readonly Hit[]): boolean {
  const concerns = hits.filter((h) => h.self && h.level === "concern");
  return concerns.some((a, i) =>
    concerns.slice(i + 1).some((b) => a.category !== b.category && (a.where.sentence !== b.where.sentence || !overlaps(a.where, b.where))),
  );
}

/**
 * Assess one text. Level rules: any crisis-level phrase → "crisis"; concern-level phrases from
 * two or more categories about the writer → "crisis"; otherwise any concern → "concern". Weak
 * phrases count only when the text has another signal (a second weak phrase will do).
 */
export function detectCrisisByRules(text: string): CrisisAssessment {
  return readByRules(text).assessment;
}

/**
 * The tables' assessment, and whether they heard words and set them aside: a phrase or signal
 * context ruled out (a denial, a film, someone's grief), plain words of death or a goodbye alone,
 * or everyday hyperbole (hyperbole.ts: "this exam is killing me"). The learned model does not
 * overrule the tables on words they read and set aside; signals that counted but fell short of a
 * concern ("I hate my life") leave the text to the model (decision 022).
 */
export function readByRules(text: string): { assessment: CrisisAssessment; heard: boolean } {
  const { hits, heard } = assess(text);
  if (hits.length === 0) return { assessment: NO_CRISIS, heard: heard || soundsLikeHyperbole(text) };
  const level: CrisisLevel = hits.some((h) => h.level === "crisis") || twoConcerns(hits) ? "crisis" : "concern";
  const found = new Set(hits.map((h) => h.category));
  return { assessment: { crisis: true, level, reasons: CRISIS_CATEGORIES.filter((c) => found.has(c)) }, heard: true };
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
export function explainCrisisSignals(text: string): {
  score: number;
  signals: Array<{ family: SignalFamily; weight: number; pattern: string }>;
} {
  const collected = collect(text);
  if (collected === undefined) return { score: 0, signals: [] };
  const { score, counted } = scoreOf(signalsInContext(collected), []);
  return { score, signals: counted.map((h) => ({ family: h.family, weight: h.weight, pattern: h.rule.pattern })) };
}
