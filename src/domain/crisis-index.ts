// Finding the crisis rules that match in a sentence, fast: each rule is filed under the first
// characters it can match, so a word start tries only the few rules that can begin there
// (docs/decisions/008-crisis-detection.md, "Speed"). The first-characters analysis understands
// the regex subset the tables use: literals, (groups|alternatives), (?:...), lookarounds
// (ignored: they only narrow a match), [classes], \b \d \s, $ and ? * + {n,m}.
import type { CrisisCategory } from "./crisis-detector";
import { CRISIS_RULE_TABLE } from "./crisis-patterns";
import { expandMacros } from "./crisis-rule";
import type { CrisisRule } from "./crisis-rule";

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
      atom = e === "b" || e === "B" ? { kind: "zero" } : e === "d" ? { kind: "char", chars: [..."0123456789"] } : "swDSW".includes(e) ? { kind: "char", chars: WIDE } : { kind: "char", chars: [e] };
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
 * The first `k` characters a match of `pattern` can begin with (fewer when a match can be that
 * short), or null when it could begin with almost anything (a wide class first) and must be
 * tried everywhere.
 */
export function firstChars(pattern: string, k: number): Set<string> | null {
  const [alternatives] = parseAlternatives(pattern, 0);
  const out = new Set<string>();
  try {
    for (const alternative of alternatives) prefixes(alternative, [], k, "", out);
  } catch (error) {
    if (error instanceof Wide) return null;
    throw error;
  }
  return out;
}

/** How many leading characters index the rules. */
const KEY = 3;

/**
 * The keys a rule is filed under: its possible first three characters. A match that can be
 * only two long ("od") is filed under "od", "od ", "od," and 'od"' (what may follow a word).
 */
function keysOf(pattern: string): string[] {
  const firsts = firstChars(pattern, KEY);
  if (firsts === null) return [""];
  return [...firsts].flatMap((first) => (first.length === KEY ? [first] : first.length === KEY - 1 ? [first, `${first} `, `${first},`, `${first}"`] : [""]));
}

/** The rules of one category that share a key, strong phrases first, each a sticky regex. */
interface CategoryRules {
  category: CrisisCategory;
  rules: ReadonlyArray<{ rule: CrisisRule; regex: RegExp }>;
}

/** Everything filed under one key: a quick test of all its rules, then each category. */
interface KeyEntry {
  any: RegExp;
  categories: CategoryRules[];
}

const nonCapturing = (source: string) => source.replace(/\((?!\?)/g, "(?:");

function keyEntry(entries: ReadonlyArray<readonly [CrisisCategory, CrisisRule]>): KeyEntry {
  const categories = [...new Set(entries.map(([c]) => c))].map((category) => {
    // Strong phrases first: at one word start the first rule that matches is the one reported.
    const rules = entries
      .filter(([c]) => c === category)
      .map(([, rule]) => rule)
      .sort((a, b) => Number(a.weak ?? false) - Number(b.weak ?? false))
      .map((rule) => ({ rule, regex: new RegExp(`(?:${nonCapturing(expandMacros(rule.pattern))})(?![a-z])`, "y") }));
    return { category, rules };
  });
  const any = entries.map(([, rule]) => nonCapturing(expandMacros(rule.pattern))).join("|");
  return { any: new RegExp(`(?:${any})(?![a-z])`, "y"), categories };
}

interface RuleIndex {
  byKey: Map<string, KeyEntry>;
  everywhere: KeyEntry | undefined;
}

let built: RuleIndex | undefined;

/** Built on first use, so importing the detector stays cheap (the browser loads it early). */
function ruleIndex(): RuleIndex {
  if (built) return built;
  const filed = new Map<string, Array<readonly [CrisisCategory, CrisisRule]>>();
  for (const [category, rules] of CRISIS_RULE_TABLE) {
    for (const rule of rules) {
      for (const key of new Set(keysOf(expandMacros(rule.pattern)))) filed.set(key, [...(filed.get(key) ?? []), [category, rule]]);
    }
  }
  const byKey = new Map<string, KeyEntry>();
  for (const [key, entries] of filed) if (key !== "") byKey.set(key, keyEntry(entries));
  const anywhere = filed.get("");
  built = { byKey, everywhere: anywhere ? keyEntry(anywhere) : undefined };
  return built;
}

/** Words start at a letter or digit after anything else. */
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Calls `found` for every rule that matches at a word start of the normalised `sentence` (at
 * most one rule per category and word start: the first in strong-then-weak order).
 */
export function forEachRuleMatch(sentence: string, found: (category: CrisisCategory, rule: CrisisRule, index: number) => void): void {
  const { byKey, everywhere } = ruleIndex();
  for (let at = 0; at < sentence.length; at += 1) {
    if (!isWordChar(sentence.charCodeAt(at)) || (at > 0 && isWordChar(sentence.charCodeAt(at - 1)))) continue;
    const entry = byKey.get(sentence.slice(at, at + KEY));
    if (entry !== undefined) matchAt(entry, sentence, at, found);
    if (everywhere !== undefined) matchAt(everywhere, sentence, at, found);
  }
}

function matchAt(entry: KeyEntry, sentence: string, at: number, found: (category: CrisisCategory, rule: CrisisRule, index: number) => void): void {
  entry.any.lastIndex = at;
  if (!entry.any.test(sentence)) return;
  // Rare (something here matched): find the first matching rule of each category.
  for (const { category, rules } of entry.categories) {
    for (const { rule, regex } of rules) {
      regex.lastIndex = at;
      if (regex.test(sentence)) {
        found(category, rule, at);
        break;
      }
    }
  }
}
