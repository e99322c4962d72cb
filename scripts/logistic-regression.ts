// Multinomial logistic regression on sparse count features, fitted by L-BFGS, for
// scripts/derive-model.ts. Soft targets (a text labelled with two emotions counts half for
// each), a weight per text, L2 penalty on the weights (not on the biases).

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

export interface FitOptions {
  l2: number;
  iterations: number;
  /** Gradient norm (relative to its start) at which to stop. */
  tolerance?: number;
  log?: (line: string) => void;
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

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** Fits the model by L-BFGS (memory 10) with a backtracking line search. */
export function fitLogisticRegression(set: TrainingSet, options: FitOptions): FittedModel {
  const n = set.featureCount * set.classCount + set.classCount;
  const memory = 10;
  let theta = new Float64Array(n);
  let grad = new Float64Array(n);
  let loss = lossAndGradient(set, theta, options.l2, grad);
  const startNorm = Math.sqrt(dot(grad, grad));
  const sList: Float64Array[] = [];
  const yList: Float64Array[] = [];
  for (let it = 0; it < options.iterations; it++) {
    // Two-loop recursion: direction = −H·grad.
    const q = Float64Array.from(grad);
    const alphas: number[] = [];
    for (let i = sList.length - 1; i >= 0; i--) {
      const rho = 1 / dot(yList[i]!, sList[i]!);
      const alpha = rho * dot(sList[i]!, q);
      alphas[i] = alpha;
      for (let j = 0; j < n; j++) q[j]! -= alpha * yList[i]![j]!;
    }
    if (sList.length > 0) {
      const last = sList.length - 1;
      const gamma = dot(sList[last]!, yList[last]!) / dot(yList[last]!, yList[last]!);
      for (let j = 0; j < n; j++) q[j]! *= gamma;
    }
    for (let i = 0; i < sList.length; i++) {
      const rho = 1 / dot(yList[i]!, sList[i]!);
      const beta = rho * dot(yList[i]!, q);
      for (let j = 0; j < n; j++) q[j]! += sList[i]![j]! * (alphas[i]! - beta);
    }
    for (let j = 0; j < n; j++) q[j] = -q[j]!;
    let slope = dot(q, grad);
    if (slope >= 0) {
      // Not a descent direction: restart from steepest descent.
      sList.length = 0;
      yList.length = 0;
      for (let j = 0; j < n; j++) q[j] = -grad[j]!;
      slope = dot(q, grad);
    }
    let step = it === 0 ? 1 / Math.max(1, Math.sqrt(dot(grad, grad))) : 1;
    const next = new Float64Array(n);
    const nextGrad = new Float64Array(n);
    let nextLoss = Infinity;
    for (let tries = 0; tries < 30; tries++) {
      for (let j = 0; j < n; j++) next[j] = theta[j]! + step * q[j]!;
      nextLoss = lossAndGradient(set, next, options.l2, nextGrad);
      if (nextLoss <= loss + 1e-4 * step * slope) break;
      step /= 2;
    }
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      s[j] = next[j]! - theta[j]!;
      y[j] = nextGrad[j]! - grad[j]!;
    }
    if (dot(s, y) > 1e-12) {
      sList.push(s);
      yList.push(y);
      if (sList.length > memory) {
        sList.shift();
        yList.shift();
      }
    }
    const improvement = loss - nextLoss;
    theta = next;
    grad = nextGrad;
    loss = nextLoss;
    const norm = Math.sqrt(dot(grad, grad));
    if (options.log && (it % 25 === 0 || it === options.iterations - 1))
      options.log(`  iteration ${it}: loss ${loss.toFixed(5)}, |grad| ${norm.toExponential(2)}`);
    if (norm < (options.tolerance ?? 1e-5) * startNorm || Math.abs(improvement) < 1e-10) break;
  }
  const biasAt = set.featureCount * set.classCount;
  return { weights: theta.slice(0, biasAt), bias: theta.slice(biasAt) };
}
