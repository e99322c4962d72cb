// Multinomial logistic regression on sparse count features, fitted by L-BFGS, for
// scripts/derive-model.ts. Soft targets (a text labelled with two emotions counts half for
// each), a weight per text, L2 penalty on the weights (not on the biases).
import { minimiseLbfgs } from "./lbfgs";
import type { MinimiseOptions } from "./lbfgs";

export interface TrainingSet {
  /** Per text: feature indices (repeats count twice). */
  features: Int32Array[];
  /** Per text: target distribution over the classes (sums to 1). */
  targets: Float64Array[];
  /** Per text: its weight in the loss. */
  weights: Float64Array;
  /**
   * Per text, optional: classes its labels say nothing about (left out of its softmax), as
   * 'tired' for GoEmotions texts, whose raters had no such label.
   */
  unlabelled?: Array<Uint8Array | null>;
  featureCount: number;
  classCount: number;
}

export interface FittedModel {
  /** featureCount × classCount, row-major. */
  weights: Float64Array;
  bias: Float64Array;
}

export interface FitOptions extends MinimiseOptions {
  l2: number;
}

/** Class probabilities of one text. */
export function predict(model: FittedModel, features: Int32Array, classCount: number): Float64Array {
  const z = Float64Array.from(model.bias);
  for (const f of features) for (let k = 0; k < classCount; k++) z[k]! += model.weights[f * classCount + k]!;
  return softmaxInPlace(z);
}

function softmaxInPlace(z: Float64Array): Float64Array {
  let max = -Infinity; // classes at -Infinity get probability 0
  for (const v of z) max = Math.max(max, v);
  let sum = 0;
  for (let k = 0; k < z.length; k++) sum += z[k] = Math.exp(z[k]! - max);
  for (let k = 0; k < z.length; k++) z[k]! /= sum;
  return z;
}

/** Loss and gradient at θ = [weights, bias]. */
function lossAndGradient(set: TrainingSet, theta: Float64Array, l2: number, grad: Float64Array): number {
  const K = set.classCount;
  const biasAt = set.featureCount * K;
  grad.fill(0);
  let loss = 0;
  let totalWeight = 0;
  const z = new Float64Array(K);
  for (let d = 0; d < set.features.length; d++) {
    const features = set.features[d]!;
    const target = set.targets[d]!;
    const s = set.weights[d]!;
    totalWeight += s;
    for (let k = 0; k < K; k++) z[k] = theta[biasAt + k]!;
    for (const f of features) for (let k = 0; k < K; k++) z[k]! += theta[f * K + k]!;
    const mask = set.unlabelled?.[d];
    if (mask) for (let k = 0; k < K; k++) if (mask[k]) z[k] = -Infinity;
    softmaxInPlace(z);
    for (let k = 0; k < K; k++) {
      if (target[k]! > 0) loss -= s * target[k]! * Math.log(Math.max(z[k]!, 1e-12));
      z[k] = s * (z[k]! - target[k]!);
    }
    for (let k = 0; k < K; k++) grad[biasAt + k]! += z[k]!;
    for (const f of features) for (let k = 0; k < K; k++) grad[f * K + k]! += z[k]!;
  }
  loss /= totalWeight;
  for (let i = 0; i < grad.length; i++) grad[i]! /= totalWeight;
  for (let i = 0; i < biasAt; i++) {
    loss += 0.5 * l2 * theta[i]! * theta[i]!;
    grad[i]! += l2 * theta[i]!;
  }
  return loss;
}

/** Fits the model by L-BFGS (scripts/lbfgs.ts). */
export function fitLogisticRegression(set: TrainingSet, options: FitOptions): FittedModel {
  const n = set.featureCount * set.classCount + set.classCount;
  const theta = minimiseLbfgs(n, (at, grad) => lossAndGradient(set, at, options.l2, grad), options);
  const biasAt = set.featureCount * set.classCount;
  return { weights: theta.slice(0, biasAt), bias: theta.slice(biasAt) };
}
