// The crisis detector's scored layer, summed (src/domain/crisis/signals.ts has the tables, the decision
// file's addendum of 2026-11-24 the reasons): each family once at its heaviest match, a core
// family heard again in another sentence 1 more (up to 3), distress each kind once up to its
// cap, and weak phrases by what they are about.
import type { CrisisCategory } from "./rules";
import type { CrisisRule } from "./rule";
import { SIGNAL_CATEGORY, SIGNAL_DISTINCT_CAP } from "./signals";
import type { SignalFamily } from "./signals";

/** A scored signal that counted: the writer's own, not negated, not a story or a joke. */
export interface SignalHit {
  family: SignalFamily;
  rule: CrisisRule;
  /** Which sentence of the text it was heard in. */
  sentence: number;
}

/** A weak phrase that counted toward the score (not one whose words a signal also matched). */
export interface WeakPhrase {
  category: CrisisCategory;
  rule: CrisisRule;
}

/** A weak behaviour phrase ("goodbye everyone", "bottle of pills") weighs this much, and is core. */
const WEAK_BEHAVIOUR_WEIGHT = 2;
/** A weak hopelessness phrase ("i hate my life") weighs this much, like an amplifier. */
const WEAK_FEELING_WEIGHT = 1;

export interface Score {
  score: number;
  /** The category of the heaviest core family or weak behaviour phrase; none, no concern. */
  core: CrisisCategory | undefined;
  counted: Array<SignalHit & { weight: number }>;
}

export function scoreOf(signals: readonly SignalHit[], weak: readonly WeakPhrase[]): Score {
  const best = new Map<SignalFamily, SignalHit>();
  const again = new Set<SignalFamily>();
  const distinct = new Map<SignalFamily, Set<CrisisRule>>();
  for (const hit of signals) {
    if (SIGNAL_DISTINCT_CAP[hit.family] !== undefined)
      (distinct.get(hit.family) ?? distinct.set(hit.family, new Set()).get(hit.family)!).add(hit.rule);
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
    const weight =
      rules !== undefined
        ? Math.min(
            SIGNAL_DISTINCT_CAP[hit.family]!,
            [...rules].reduce((sum, r) => sum + r.weight!, 0),
          )
        : again.has(hit.family)
          ? Math.min(3, hit.rule.weight! + 1)
          : hit.rule.weight!;
    counted.push({ ...hit, weight });
    consider(SIGNAL_CATEGORY[hit.family], weight);
  }
  for (const category of new Set(weak.map((h) => h.category))) {
    const behaviour = weak.some((h) => h.category === category && h.rule.level === "crisis");
    consider(behaviour ? category : null, behaviour ? WEAK_BEHAVIOUR_WEIGHT : WEAK_FEELING_WEIGHT);
  }
  return { score, core: core?.category, counted };
}
