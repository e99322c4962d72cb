// The first two characters a crisis pattern can match, so the detector tries at each word only
// the few rules that can start there (docs/decisions/008-crisis-detection.md, "Speed").
// Understands the regex subset the tables use: literals, (groups|alternatives), (?:...),
// lookarounds (ignored: they only narrow a match), [classes], \b \d \s, $ and ? * + {n,m}.

type Atom =
  | { kind: "char"; chars: readonly string[] | null } // null: any character
  | { kind: "group"; alternatives: Node[][] }
  | { kind: "zero" };
type Node = { atom: Atom; min: number; max: number };

const WIDE = null;
const SMALL_CLASS = 8;

function parseClass(src: string, start: number): [Atom, number] {
  const chars = new Set<string>();
  let i = start + 1;
  if (src[i] === "^") return [{ kind: "char", chars: WIDE }, src.indexOf("]", i) + 1];
  while (src[i] !== "]") {
    const c = src[i] === "\\" ? src[++i]! : src[i]!;
    if (src[i + 1] === "-" && src[i + 2] !== "]") {
      for (let code = c.charCodeAt(0); code <= src.charCodeAt(i + 2); code += 1) chars.add(String.fromCharCode(code));
      i += 3;
    } else {
      chars.add(c);
      i += 1;
    }
  }
  return [{ kind: "char", chars: chars.size > SMALL_CLASS ? WIDE : [...chars] }, i + 1];
}

function parseQuantifier(src: string, i: number): [number, number, number] {
  const c = src[i];
  let out: [number, number, number] = [1, 1, i];
  if (c === "?") out = [0, 1, i + 1];
  else if (c === "*") out = [0, Infinity, i + 1];
  else if (c === "+") out = [1, Infinity, i + 1];
  else if (c === "{") {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i))!;
    const min = Number(m[1]);
    out = [min, m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]), i + m[0].length];
  }
  if (src[out[2]] === "?") out[2] += 1; // lazy
  return out;
}

/** Parses alternatives up to a ")" (or the end); returns them and the index after. */
function parseAlternatives(src: string, start: number): [Node[][], number] {
  const alternatives: Node[][] = [[]];
  let i = start;
  while (i < src.length && src[i] !== ")") {
    const c = src[i]!;
    let atom: Atom;
    if (c === "|") {
      alternatives.push([]);
      i += 1;
      continue;
    } else if (c === "(") {
      const look = /^\(\?(<?[!=])/.exec(src.slice(i));
      const inner = parseAlternatives(src, i + (look ? look[0].length : src.startsWith("(?:", i) ? 3 : 1));
      atom = look ? { kind: "zero" } : { kind: "group", alternatives: inner[0] };
      i = inner[1] + 1;
    } else if (c === "[") {
      [atom, i] = parseClass(src, i);
    } else if (c === "\\") {
      const e = src[i + 1]!;
      atom = e === "b" || e === "B" ? { kind: "zero" } : "dswDSW".includes(e) ? { kind: "char", chars: WIDE } : { kind: "char", chars: [e] };
      i += 2;
    } else {
      atom = c === "$" || c === "^" ? { kind: "zero" } : c === "." ? { kind: "char", chars: WIDE } : { kind: "char", chars: [c] };
      i += 1;
    }
    const [min, max, next] = parseQuantifier(src, i);
    i = next;
    alternatives[alternatives.length - 1]!.push({ atom, min, max });
  }
  return [alternatives, i];
}

class Wide extends Error {}

/** Every prefix (up to `k` characters) a match of `nodes` then `rest` can start with. */
function prefixes(nodes: readonly Node[], rest: readonly Node[][], k: number, acc: string, out: Set<string>): void {
  if (acc.length >= k) return void out.add(acc.slice(0, k));
  if (nodes.length === 0) {
    if (rest.length === 0) return void out.add(acc);
    return prefixes(rest[0]!, rest.slice(1), k, acc, out);
  }
  const [node, ...tail] = nodes as [Node, ...Node[]];
  if (node.min === 0) prefixes(tail, rest, k, acc, out);
  if (node.max === 0) return;
  const again: Node[] = node.max > 1 ? [{ atom: node.atom, min: Math.max(0, node.min - 1), max: node.max - 1 }, ...tail] : tail;
  const { atom } = node;
  if (atom.kind === "zero") return prefixes(tail, rest, k, acc, out);
  if (atom.kind === "char") {
    if (atom.chars === WIDE) throw new Wide();
    for (const c of atom.chars) prefixes(again, rest, k, acc + c, out);
    return;
  }
  for (const alternative of atom.alternatives) prefixes(alternative, [again, ...rest], k, acc, out);
}

/**
 * The first two characters a match of `pattern` can begin with, or null when it could begin
 * with almost anything (a wide class or \d first) and must be tried everywhere.
 */
export function firstPairs(pattern: string): Set<string> | null {
  const [alternatives] = parseAlternatives(pattern, 0);
  const out = new Set<string>();
  try {
    for (const alternative of alternatives) prefixes(alternative, [], 2, "", out);
  } catch (error) {
    if (error instanceof Wide) return null;
    throw error;
  }
  return out;
}
