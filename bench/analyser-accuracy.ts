// Accuracy and speed of the on-device keyword analyser, in the 4 classes its quality is
// measured in (sadness = sad/tired, joy = happy/grateful/calm/hopeful/content, anger = angry,
// fear = anxious; 'reflective' and 'confused' count as wrong).
// Sets: GoEmotions dev (items whose labels map to exactly one class; skipped when
// ../shared/data is absent), its first-person part, and the hand-written first-person
// sentences of src/domain/keyword-analyser.fixtures.json. Also compares the spec's ranking
// of emotions with the evidence ranking the analyser uses (docs/decisions/001-analyser-scoring.md).
import { performance } from "node:perf_hooks";
import fixtures from "../src/domain/keyword-analyser.fixtures.json";
import lexiconFile from "../src/domain/lexicon.json";
import { analyseKeywords, createKeywordAnalyser } from "../src/domain/keyword-analyser";
import type { Lexicon } from "../src/domain/keyword-analyser";
import { evaluateFourClass } from "../scripts/four-class-metrics";
import type { FourClassReport } from "../scripts/four-class-metrics";
import { fourClassOf, FOUR_CLASSES, goEmotionsAvailable, readSplit } from "../scripts/goemotions";
import type { FourClass } from "../scripts/goemotions";

type Item = { text: string; truth: FourClass };

const FIRST_PERSON = /\b(i|i'm|im|i've|ive|me|my|myself)\b/i;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);

function ownSet(): Item[] {
  return FOUR_CLASSES.flatMap((truth) => fixtures[truth].map((text) => ({ text, truth })));
}

function devSet(): Item[] {
  return readSplit("dev").flatMap((item) => {
    const truth = fourClassOf(item);
    return truth === null ? [] : [{ text: item.text, truth }];
  });
}

function printReports(rows: Array<[string, FourClassReport]>): void {
  console.log(`${"set".padEnd(34)}${"texts".padStart(6)}${"accuracy".padStart(10)}${"balanced".padStart(10)}${"no keyword".padStart(12)}`);
  for (const [name, r] of rows) {
    console.log(`${name.padEnd(34)}${String(r.total).padStart(6)}${pct(r.accuracy).padStart(10)}${pct(r.balancedAccuracy).padStart(10)}${pct(r.unanswered).padStart(12)}`);
  }
  console.log(`\n${"per class (precision / recall)".padEnd(34)}${FOUR_CLASSES.map((c) => c.padStart(20)).join("")}`);
  for (const [name, r] of rows) {
    const cells = FOUR_CLASSES.map((c) => `${pct(r.perClass[c].precision)} /${pct(r.perClass[c].recall)}`.padStart(20));
    console.log(`${name.padEnd(34)}${cells.join("")}`);
  }
}

function throughput(texts: readonly string[]): number {
  for (const text of texts.slice(0, 500)) analyseKeywords(text); // warm-up
  let done = 0;
  const start = performance.now();
  while (performance.now() - start < 1000) {
    for (const text of texts) analyseKeywords(text);
    done += texts.length;
  }
  return done / ((performance.now() - start) / 1000);
}

function main(): void {
  const own = ownSet();
  const rows: Array<[string, FourClassReport]> = [];
  let dev: Item[] = [];
  if (goEmotionsAvailable()) {
    dev = devSet();
    rows.push(["GoEmotions dev", evaluateFourClass(analyseKeywords, dev)]);
    rows.push(["GoEmotions dev, first-person part", evaluateFourClass(analyseKeywords, dev.filter((i) => FIRST_PERSON.test(i.text)))]);
  } else {
    console.log("GoEmotions dev: skipped (../shared/data/goemotions not found next to the repository)\n");
  }
  rows.push(["hand-written first-person set", evaluateFourClass(analyseKeywords, own)]);
  printReports(rows);

  const specRanking = createKeywordAnalyser(lexiconFile as Lexicon, { ranking: "spec" });
  console.log(`\n${"choosing the primary emotion by".padEnd(34)}${(dev.length > 0 ? ["dev acc", "dev bal"] : []).concat(["own acc"]).map((h) => h.padStart(10)).join("")}`);
  for (const [name, analyse] of [["evidence Σ(weight − 4.5) (used)", analyseKeywords], ["spec: mean weight × ln(count+1)", specRanking]] as const) {
    const cells = dev.length > 0 ? [evaluateFourClass(analyse, dev).accuracy, evaluateFourClass(analyse, dev).balancedAccuracy] : [];
    cells.push(evaluateFourClass(analyse, own).accuracy);
    console.log(`${name.padEnd(34)}${cells.map((c) => pct(c).padStart(10)).join("")}`);
  }

  const keywords = Object.values((lexiconFile as Lexicon).keywords).reduce((n, k) => n + Object.keys(k).length, 0);
  const texts = (dev.length > 0 ? dev : own).map((i) => i.text);
  console.log(`\nlexicon: ${keywords} keywords, ${(JSON.stringify(lexiconFile).length / 1024).toFixed(1)} kB`);
  console.log(`throughput: ${Math.round(throughput(texts)).toLocaleString("en")} texts/s (${dev.length > 0 ? "GoEmotions dev" : "hand-written set"}, one core)`);
}

main();
