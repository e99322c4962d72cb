// The phrase tables as a whole: every rule is exercised by a labelled text, the rule index finds
// exactly what a plain scan of every rule finds, and the labelled set stays where it is.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectCrisisByRules as detectCrisis, explainCrisis } from "./rules";
import { byStrength, firstChars, forEachRuleMatch } from "./rule-index";
import { crisisSentences, normaliseCrisisText } from "./normalise";
import { CRISIS_INDEX_TABLE, CRISIS_RULE_TABLE } from "./patterns";
import { expandMacros } from "./rule";
import { CRISIS_SIGNAL_TABLE } from "./signals";

interface Item {
  text: string;
  label: "crisis" | "none";
  kind: string;
  split: string;
}
const items: Item[] = readFileSync(new URL("../../../bench/crisis-eval/crisis-eval.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Item);

/** Phrasings for the rules no labelled text happens to reach first. */
const RULE_EXAMPLES = [
  "i just need to die",
  "I should be dead by now",
  "I no longer want to live",
  "please just let me die",
  "I'm not sure I want to be here",
  "I long for oblivion",
  "I'm going to top myself",
  "thinking of committing suicide",
  "suicide seems like the only option",
  "the urge to die is so strong",
  "what is a lethal dose of tylenol",
  "I want to shoot myself",
  "I'm going to drown myself",
  "I am not safe right now",
  "I will be gone before morning",
  "I've made peace with dying",
  "I wrote a note. Goodbye everyone.",
  "my son has been giving away his things",
  "I held the blade to my wrist",
  "my sister is cutting herself",
  "he cuts himself when he is upset",
  "I'm not going to make it. I can't do this anymore.",
  "I don't want to see another birthday",
  "the thought of death comforts me",
  "today is my last day on earth",
  "i'm scared i'm going to do something stupid tonight",
  "would a bottle of ibuprofen do it",
  "cliff or train, which one would you choose",
  "I have a whole bottle in my hand. I want to die.",
  "why shouldn't I just end it",
  "in about 30 mins I will cease to exist",
  "honestly the one thing I want now is to not be alive",
  "can someone please just kill me",
  "I want to be wiped out of existence",
  "let me die, I can't take another day",
  "I can't find any will to live",
  "talk me out of jumping, I'm on the ledge",
  "if I had a rifle I would use it on myself tonight",
  "will 40 of my sleeping pills be enough to die",
  "how painful is hanging, asking for me",
  "what are the odds of dying if i drive into that wall",
  "at this time next week I will be gone",
  "i'm probably going to die tonight and i'm okay with that",
  "leaving the house now and not intending to come back",
  "I will probably be gone by the end of the month. I can't do this anymore",
];

/** Phrasings for the scored signals no labelled crisis text happens to reach first. */
const SIGNAL_EXAMPLES = [
  "see you all on the other side",
  "the easy way out is starting to look good",
  "i would be doing them a favour by dying",
];

describe("crisis phrase tables", () => {
  it("every rule counts for at least one labelled crisis text or example", () => {
    const fired = new Set<string>();
    for (const text of [...items.filter((i) => i.label === "crisis").map((i) => i.text), ...RULE_EXAMPLES]) {
      for (const hit of explainCrisis(text)) fired.add(`${hit.category} ${hit.pattern}`);
    }
    const unused = CRISIS_RULE_TABLE.flatMap(([category, rules]) => rules.map((r) => `${category} ${r.pattern}`)).filter(
      (r) => !fired.has(r),
    );
    expect(unused).toEqual([]);
  });

  it("every scored signal matches in at least one labelled crisis text or example", () => {
    const fired = new Set<string>();
    for (const text of [...items.filter((i) => i.label === "crisis").map((i) => i.text), ...SIGNAL_EXAMPLES]) {
      for (const sentence of crisisSentences(normaliseCrisisText(text)))
        forEachRuleMatch(sentence, (group, rule) => void fired.add(`${group} ${rule.pattern}`));
    }
    const unused = CRISIS_SIGNAL_TABLE.flatMap(([family, rules]) => rules.map((r) => `${family} ${r.pattern}`)).filter(
      (r) => !fired.has(r),
    );
    expect(unused).toEqual([]);
  });

  it("every rule and signal compiles, and none can begin with just any character (each is indexed)", () => {
    for (const [, rules] of CRISIS_INDEX_TABLE) {
      for (const rule of rules) {
        expect(() => new RegExp(expandMacros(rule.pattern)), rule.pattern).not.toThrow();
        expect(firstChars(expandMacros(rule.pattern), 3), rule.pattern).not.toBeNull();
      }
    }
  });

  it("the index finds exactly what scanning every rule at every word start finds", () => {
    const scanners = CRISIS_INDEX_TABLE.map(([category, rules]) => ({
      category,
      rules: [...rules].sort(byStrength).map((r) => ({ rule: r, regex: new RegExp(`(?:${expandMacros(r.pattern)})(?![a-z])`, "y") })),
    }));
    for (const item of items) {
      for (const sentence of crisisSentences(normaliseCrisisText(item.text))) {
        const indexed: string[] = [];
        forEachRuleMatch(sentence, (category, rule, at, end) => indexed.push(`${at}-${end} ${category} ${rule.pattern}`));
        const scanned: string[] = [];
        for (let at = 0; at < sentence.length; at += 1) {
          if (!/[a-z0-9]/.test(sentence[at]!) || (at > 0 && /[a-z0-9]/.test(sentence[at - 1]!))) continue;
          for (const { category, rules } of scanners) {
            const first = rules.find(({ regex }) => ((regex.lastIndex = at), regex.test(sentence)));
            if (first) scanned.push(`${at}-${first.regex.lastIndex} ${category} ${first.rule.pattern}`);
          }
        }
        expect(indexed.sort(), sentence).toEqual(scanned.sort());
      }
    }
  });

  it("firstChars knows what a pattern can start with", () => {
    expect(firstChars("(want|wish) to die", 3)).toEqual(new Set(["wan", "wis"]));
    expect(firstChars("(i am )?done", 2)).toEqual(new Set(["i ", "do"]));
    expect(firstChars("\\bkms\\b", 4)).toEqual(new Set(["kms"]));
    expect(firstChars("(?<!not )(so|very)* sad", 2)).toEqual(new Set(["so", "ve", " s"]));
    expect(firstChars("\\d+ days", 2)?.has("4 ")).toBe(true);
    expect(firstChars("[a-z ]{0,3}die", 2)).toBeNull();
    // Where almost anything may follow, a long enough start stands for all its continuations.
    expect(firstChars("(cut|cutting) [a-z ]{0,12}after", 6, 3)).toEqual(new Set(["cut ", "cut af", "cuttin"]));
    expect(firstChars("(cut|a) [a-z ]{0,12}after", 6, 3)).toBeNull();
    expect(firstChars("\\d+ days", 6)).toBeNull(); // too many ways to begin
  });

  it("keeps the labelled set's figures (a regression guard, not the goal: see bench/crisis.ts)", () => {
    const rate = (list: Item[]) => list.filter((i) => detectCrisis(i.text).crisis).length / list.length;
    const crisis = items.filter((i) => i.label === "crisis");
    const none = items.filter((i) => i.label === "none");
    expect(rate(crisis)).toBeGreaterThanOrEqual(0.95);
    expect(rate(none)).toBeLessThanOrEqual(0.02);
    for (const split of new Set(items.map((i) => i.split)))
      expect(rate(crisis.filter((i) => i.split === split)), split).toBeGreaterThanOrEqual(0.9);
  });
});
