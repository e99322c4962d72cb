// 4-class evaluation of an analyser (sadness, joy, anger, fear): accuracy, per-class precision
// and recall, balanced accuracy. 'reflective' and 'confused' answers count as wrong.
import type { KeywordAnalysis } from "../src/domain/analysis/keyword-analyser";
import { FOUR_CLASS_OF, FOUR_CLASSES } from "./goemotions";
import type { FourClass } from "./goemotions";

export interface ClassMetrics {
  precision: number;
  recall: number;
  support: number;
}

export interface FourClassReport {
  total: number;
  accuracy: number;
  /** Mean recall over the four classes. */
  balancedAccuracy: number;
  /** Share of texts answered 'reflective' (no keyword). */
  unanswered: number;
  perClass: Record<FourClass, ClassMetrics>;
}

export function predictedClass(analysis: Pick<KeywordAnalysis, "primaryEmotion">): FourClass | null {
  return analysis.primaryEmotion === "reflective" ? null : FOUR_CLASS_OF[analysis.primaryEmotion];
}

export function evaluateFourClass(
  analyse: (text: string) => Pick<KeywordAnalysis, "primaryEmotion">,
  items: ReadonlyArray<{ text: string; truth: FourClass }>,
): FourClassReport {
  const hit = { sadness: 0, joy: 0, anger: 0, fear: 0 };
  const predicted = { sadness: 0, joy: 0, anger: 0, fear: 0 };
  const support = { sadness: 0, joy: 0, anger: 0, fear: 0 };
  let unanswered = 0;
  for (const { text, truth } of items) {
    const analysis = analyse(text);
    const guess = predictedClass(analysis);
    support[truth]++;
    if (analysis.primaryEmotion === "reflective") unanswered++;
    if (guess === null) continue;
    predicted[guess]++;
    if (guess === truth) hit[truth]++;
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  const perClass = Object.fromEntries(
    FOUR_CLASSES.map((c) => [c, { precision: ratio(hit[c], predicted[c]), recall: ratio(hit[c], support[c]), support: support[c] }]),
  ) as Record<FourClass, ClassMetrics>;
  const total = items.length;
  const right = FOUR_CLASSES.reduce((sum, c) => sum + hit[c], 0);
  return {
    total,
    accuracy: ratio(right, total),
    balancedAccuracy: FOUR_CLASSES.reduce((sum, c) => sum + perClass[c].recall, 0) / FOUR_CLASSES.length,
    unanswered: ratio(unanswered, total),
    perClass,
  };
}
