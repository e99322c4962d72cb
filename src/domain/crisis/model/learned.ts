// The learned crisis model (docs/decisions/022-learned-crisis-model.md): logistic regression over
// hashed words, word pairs and triples and character 4-grams (features.ts), trained on real
// labelled forum posts and tweets by scripts/train-crisis-model.ts. It adds recall beside the
// phrase tables, which keep their explainable reasons: the detector asks it only when the tables
// found nothing, and only for English text.
import { crisisFeatures } from "./features";

/** The shipped file: bucket ids delta-encoded in ascending order, weights as integers × scale. */
export interface CrisisModelFile {
  about: string;
  buckets: number;
  scale: number;
  bias: number;
  /** Probability at or above which a text the tables did not flag is a concern. */
  concernAt: number;
  /** Probability at or above which such a text is a crisis. */
  crisisAt: number;
  ids: number[];
  weights: number[];
}

export interface CrisisModel {
  weights: Map<number, number>;
  bias: number;
  concernAt: number;
  crisisAt: number;
}

export function loadCrisisModel(file: CrisisModelFile): CrisisModel {
  const weights = new Map<number, number>();
  let id = 0;
  for (let i = 0; i < file.ids.length; i += 1) {
    id += file.ids[i]!;
    weights.set(id, file.weights[i]! * file.scale);
  }
  return { weights, bias: file.bias, concernAt: file.concernAt, crisisAt: file.crisisAt };
}

/** The model's probability that a text is written by someone in crisis. */
export function crisisProbability(model: CrisisModel, text: string): number {
  const { buckets, values } = crisisFeatures(text);
  let z = model.bias;
  for (let i = 0; i < buckets.length; i += 1) z += (model.weights.get(buckets[i]!) ?? 0) * values[i]!;
  return 1 / (1 + Math.exp(-z));
}

/** The level the model alone gives a text: concern from one threshold, crisis from a higher one. */
export function levelFromModel(model: CrisisModel, probability: number): "none" | "concern" | "crisis" {
  return probability >= model.crisisAt ? "crisis" : probability >= model.concernAt ? "concern" : "none";
}
