// Finding the crisis rules that match in a sentence, fast: each rule is filed under the first
// characters it can match, so a word start tries only the few rules that can begin there
// (docs/decisions/008-crisis-detection.md, "Speed"). The first-characters analysis understands
// the regex subset the tables use: literals, (groups|alternatives), (?:...), lookarounds
// (ignored: they only narrow a match), [classes], \b \d \s, $ and ? * + {n,m}.
import { CRISIS_INDEX_TABLE } from "./patterns";
import type { CrisisRuleGroup } from "./patterns";
import { expandMacros } from "./rule";
import type { CrisisRule } from "./rule";

type Atom =
  | { kind: "char"; chars: readonly string[] | null } // null: any character
  | { kind: "group"; alternatives: Node[][] }
  | { kind: "zero" };
type Node = { atom: Atom; min: number; max: number };

const WIDE = null;
const SMALL_CLASS = 10;

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
      atom =
        e === "b" || e === "B"
          ? { kind: "zero" }
          : e === "d"
            ? { kind: "char", chars: [..."0123456789"] }
            : "swDSW".includes(e)
              ? { kind: "char", chars: WIDE }
              : { kind: "char", chars: [e] };
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

/** Paths worth exploring before a pattern counts as too open to enumerate. */
const PATH_BUDGET = 50_000;

/**
 * Every prefix (up to `k` characters) a match of `nodes` then `rest` can start with. Where almost
 * any character may come next, the prefix so far stands for all its continuations when it is at
 * least `openAfter` long; shorter, the pattern cannot be filed (Wide).
 */
function prefixes(
  nodes: readonly Node[],
  rest: readonly Node[][],
  k: number,
  acc: string,
  out: Set<string>,
  budget: { left: number; openAfter: number },
): void {
  if ((budget.left -= 1) < 0) throw new Wide();
  if (acc.length >= k) return void out.add(acc.slice(0, k));
  if (nodes.length === 0) {
    if (rest.length === 0) return void out.add(acc);
    return prefixes(rest[0]!, rest.slice(1), k, acc, out, budget);
  }
  const [node, ...tail] = nodes as [Node, ...Node[]];
  if (node.min === 0) prefixes(tail, rest, k, acc, out, budget);
  if (node.max === 0) return;
  const again: Node[] = node.max > 1 ? [{ atom: node.atom, min: Math.max(0, node.min - 1), max: node.max - 1 }, ...tail] : tail;
  const { atom } = node;
  if (atom.kind === "zero") return prefixes(tail, rest, k, acc, out, budget);
  if (atom.kind === "char") {
    if (atom.chars === WIDE) {
      if (acc.length < budget.openAfter) throw new Wide();
      return void out.add(acc);
    }
    for (const c of atom.chars) prefixes(again, rest, k, acc + c, out, budget);
    return;
  }
  for (const alternative of atom.alternatives) prefixes(alternative, [again, ...rest], k, acc, out, budget);
}

/**
 * The first `k` characters a match of `pattern` can begin with (fewer when a match can be that
 * short, or when almost anything may follow the first `openAfter` or more), or null when it
 * could begin with almost anything (a wide class first, or too many ways to begin).
 */
export function firstChars(pattern: string, k: number, openAfter = k): Set<string> | null {
  const [alternatives] = parseAlternatives(pattern, 0);
  const out = new Set<string>();
  const budget = { left: PATH_BUDGET, openAfter };
  try {
    for (const alternative of alternatives) prefixes(alternative, [], k, "", out, budget);
  } catch (error) {
    if (error instanceof Wide) return null;
    throw error;
  }
  return out;
}

/** Rules are found by their first characters, three at a time, up to nine. */
const STEP = 3;
const DEPTH = 3;

/** Strong phrases before weak ones, heavier signals before lighter ones. */
export const byStrength = (a: CrisisRule, b: CrisisRule): number =>
  Number(a.weak ?? false) - Number(b.weak ?? false) || (b.weight ?? 0) - (a.weight ?? 0);

/** One rule, compiled once: its group, and its place in the order rules are tried. */
interface Candidate {
  group: CrisisRuleGroup;
  rule: CrisisRule;
  regex: RegExp;
  /** Groups in table order, each group's rules strongest first. */
  order: number;
}

/**
 * A step down the index: the next three characters lead to a deeper node; `here` are the rules
 * that can match at a word start whose first characters led here and no deeper (known only
 * this far: "cut [a-z ]{0,12}after", or complete this early: "kms"), together with those of the
 * nodes above, in trying order. A node below repeats them with its own.
 */
interface IndexNode {
  next: Map<number, IndexNode>;
  here: Candidate[];
}

/** The root's children, by the code of the first three characters. */
let built: Map<number, IndexNode> | undefined;

/**
 * Three characters of normalised text (ASCII: letters, digits, space, comma, quote) as one small
 * number, so a word start looks rules up without cutting the sentence into new strings. Past
 * the end counts as 0.
 */
function codeOf(text: string, from: number): number {
  return ((text.charCodeAt(from) || 0) << 14) | ((text.charCodeAt(from + 1) || 0) << 7) | (text.charCodeAt(from + 2) || 0);
}

const nonCapturing = (source: string) => source.replace(/\((?!\?)/g, "(?:");

/** A start of one or two characters ("od") is also any of the ways a word ends: "od ", "od,", 'od"'. */
const widen = (start: string): string[] => (start.length >= STEP ? [start] : [start, `${start} `, `${start},`, `${start}"`]);

/** The starts a rule is filed under: as long as they are known, up to nine characters. */
function startsOf(source: string): Set<string> | null {
  for (let depth = DEPTH; depth >= 1; depth -= 1) {
    const starts = firstChars(source, depth * STEP, STEP);
    if (starts !== null) return starts;
  }
  return null;
}

/**
 * Built on first use, so importing the detector stays cheap (the browser loads it early). Each
 * rule is compiled once and filed under every start it can have.
 */
function ruleIndex(): Map<number, IndexNode> {
  if (built) return built;
  const root: IndexNode = { next: new Map(), here: [] };
  let order = 0;
  for (const [group, rules] of CRISIS_INDEX_TABLE) {
    for (const rule of [...rules].sort(byStrength)) {
      const source = expandMacros(rule.pattern);
      const candidate: Candidate = { group, rule, regex: new RegExp(`(?:${nonCapturing(source)})(?![a-z])`, "y"), order: order++ };
      const starts = startsOf(source);
      if (starts === null || [...starts].some((first) => first.length < STEP - 1))
        throw new Error(`crisis rule cannot be indexed: ${rule.pattern}`);
      for (const start of [...starts].flatMap(widen)) {
        let node = root;
        for (let at = 0; at + STEP <= start.length; at += STEP) {
          const code = codeOf(start, at);
          node = node.next.get(code) ?? node.next.set(code, { next: new Map(), here: [] }).get(code)!;
        }
        if (!node.here.includes(candidate)) node.here.push(candidate);
      }
    }
  }
  // Each node also holds the rules of the nodes above it, all in trying order.
  const inherit = (node: IndexNode, above: readonly Candidate[]) => {
    node.here = [...new Set([...above, ...node.here])].sort((a, b) => a.order - b.order);
    for (const child of node.next.values()) inherit(child, node.here);
  };
  for (const child of root.next.values()) inherit(child, []);
  built = root.next;
  return built;
}

/** Words start at a letter or digit after anything else. */
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Calls `found` for every rule that matches at a word start of the normalised `sentence`, with
 * where the match starts and ends (at most one rule per group and word start: the first in
 * strong-then-weak order).
 */
export function forEachRuleMatch(
  sentence: string,
  found: (group: CrisisRuleGroup, rule: CrisisRule, index: number, end: number) => void,
): void {
  const index = ruleIndex();
  for (let at = 0; at < sentence.length; at += 1) {
    if (!isWordChar(sentence.charCodeAt(at)) || (at > 0 && isWordChar(sentence.charCodeAt(at - 1)))) continue;
    let node = index.get(codeOf(sentence, at));
    for (let depth = 1; node !== undefined && depth < DEPTH; depth += 1) {
      const deeper = node.next.get(codeOf(sentence, at + depth * STEP));
      if (deeper === undefined) break;
      node = deeper;
    }
    if (node !== undefined && node.here.length > 0) matchAt(node.here, sentence, at, found);
  }
}

/** Tries the candidates in order; the first match of each group is reported. */
function matchAt(
  candidates: readonly Candidate[],
  sentence: string,
  at: number,
  found: (group: CrisisRuleGroup, rule: CrisisRule, index: number, end: number) => void,
): void {
  let done: CrisisRuleGroup | undefined;
  let doneMany: Set<CrisisRuleGroup> | undefined;
  for (const { group, rule, regex } of candidates) {
    if (group === done || doneMany?.has(group)) continue;
    regex.lastIndex = at;
    if (!regex.test(sentence)) continue;
    found(group, rule, at, regex.lastIndex);
    if (done === undefined) done = group;
    else (doneMany ??= new Set()).add(group);
  }
}
