// L-BFGS (memory 10) with a backtracking line search, for the trainers in scripts/: the
// emotion model's multinomial logistic regression and the crisis model's binary one.

export interface MinimiseOptions {
  iterations: number;
  /** Gradient norm (relative to its start) at which to stop. */
  tolerance?: number;
  log?: (line: string) => void;
}

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** The minimum, from zero, of a smooth function of n numbers given its loss and gradient. */
export function minimiseLbfgs(
  n: number,
  lossAndGradient: (theta: Float64Array, grad: Float64Array) => number,
  options: MinimiseOptions,
): Float64Array {
  const memory = 10;
  let theta = new Float64Array(n);
  let grad = new Float64Array(n);
  let loss = lossAndGradient(theta, grad);
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
      nextLoss = lossAndGradient(next, nextGrad);
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
  return theta;
}
