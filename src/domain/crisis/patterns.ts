// The crisis detector's phrase tables, one list per C-SSRS-based category, assembled from the
// phrases-*.ts files (ideation, intent and plan, method, behaviour, hopelessness). Reviewed like
// code; sources and level rules in docs/decisions/008-crisis-detection.md.
import type { CrisisCategory } from "./rules";
import { PREPARATORY_ACTS, SELF_HARM } from "./phrases-behaviour";
import { METHOD } from "./phrases-method";
import { HOPELESSNESS, SOMEONE_ELSE_PREPARING, SOMEONE_ELSE_SELF_HARM, SOMEONE_ELSE_THOUGHTS } from "./phrases-hopelessness";
import { SUICIDAL_THOUGHTS, WISH_TO_BE_DEAD } from "./phrases-ideation";
import { INTENT, PLAN } from "./phrases-intent";
import type { CrisisRule } from "./rule";
import { CRISIS_SIGNAL_TABLE } from "./signals";
import type { SignalFamily } from "./signals";

export const CRISIS_RULE_TABLE: ReadonlyArray<readonly [CrisisCategory, readonly CrisisRule[]]> = [
  ["wish-to-be-dead", WISH_TO_BE_DEAD],
  ["suicidal-thoughts", [...SUICIDAL_THOUGHTS, ...SOMEONE_ELSE_THOUGHTS]],
  ["method", METHOD],
  ["intent", INTENT],
  ["plan", PLAN],
  ["preparatory-acts", [...PREPARATORY_ACTS, ...SOMEONE_ELSE_PREPARING]],
  ["self-harm", [...SELF_HARM, ...SOMEONE_ELSE_SELF_HARM]],
  ["hopelessness", HOPELESSNESS],
];

/** What the rule index files rules under: a category's phrases or a family of scored signals. */
export type CrisisRuleGroup = CrisisCategory | SignalFamily;

export const CRISIS_INDEX_TABLE: ReadonlyArray<readonly [CrisisRuleGroup, readonly CrisisRule[]]> = [
  ...CRISIS_RULE_TABLE,
  ...CRISIS_SIGNAL_TABLE,
];
