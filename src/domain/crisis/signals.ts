// The crisis detector's scored layer (docs/decisions/008-crisis-detection.md, addendum of
// 2026-11-24): weaker signals that are not a crisis phrase on their own but add up in one post.
// Each signal belongs to a family; a family counts once per text, at the weight of its strongest
// match (a core family heard again in another sentence adds 1, up to 3). A post whose families
// weigh SIGNAL_THRESHOLD or more, with at least one core family (one that speaks of dying, not
// existing, being a burden, a method, self-harm or goodbyes), is "concern". Amplifiers
// (rumination, distress, disclosure, "doing it") never count without a core family. Same context
// rules as the phrase tables (negation, who, jokes, stories, long past). The tables are in
// src/domain/crisis/phrases-signals-wish.ts and src/domain/crisis/phrases-signals-other.ts, the sum in src/domain/crisis/score.ts.
import type { CrisisCategory } from "./rules";
import { OTHER_SIGNALS } from "./phrases-signals-other";
import { WISH_SIGNALS } from "./phrases-signals-wish";
import type { CrisisRule } from "./rule";

export type SignalFamily =
  | "death-wish"
  | "death-thoughts"
  | "no-future"
  | "weary-of-life"
  | "burden"
  | "means"
  | "self-injury"
  | "farewell"
  | "reasons-to-stay"
  | "death-talk"
  | "rumination"
  | "distress"
  | "disclosure"
  | "doing-it";

/** A signal is a phrase rule with a weight; it never counts on its own, only toward the score. */
export interface SignalRule extends CrisisRule {
  weight: 1 | 2 | 3;
}

/** The category a core family reports; null for an amplifier. */
export const SIGNAL_CATEGORY: Readonly<Record<SignalFamily, CrisisCategory | null>> = {
  "death-wish": "wish-to-be-dead",
  "death-thoughts": "suicidal-thoughts",
  "no-future": "hopelessness",
  "weary-of-life": "hopelessness",
  burden: "hopelessness",
  means: "method",
  "self-injury": "self-harm",
  farewell: "preparatory-acts",
  "reasons-to-stay": "hopelessness",
  "death-talk": "suicidal-thoughts",
  rumination: null,
  distress: null,
  disclosure: null,
  "doing-it": null,
};

/**
 * Families whose different rules each add their weight, up to this total (distress: several
 * kinds of pain in one post say more than one said twice). Other families count once.
 */
export const SIGNAL_DISTINCT_CAP: Readonly<Partial<Record<SignalFamily, number>>> = { distress: 2 };

/** Families that count only in words no other rule or signal matched. */
export const SIGNAL_FALLBACK: ReadonlySet<SignalFamily> = new Set(["death-talk"]);

/** Families weighing this much in one text, one of them core, make it "concern". */
export const SIGNAL_THRESHOLD = 3;
/** Every family with its signals, in the order they are reported (crisis-phrases-signals-*.ts). */
export const CRISIS_SIGNAL_TABLE: ReadonlyArray<readonly [SignalFamily, readonly SignalRule[]]> = [...WISH_SIGNALS, ...OTHER_SIGNALS];
