// Accuracy and speed of the on-device emotion analyser, in the 4 classes its quality is
// measured in (sadness = sad/tired, joy = happy/grateful/calm/hopeful/content, anger = angry,
// fear = anxious; 'reflective' and 'confused' count as wrong).
// Sets: GoEmotions dev (items whose labels map to exactly one class; skipped when
// ../shared/data is absent), its first-person part, the 160 hand-written first-person
// sentences of src/domain/analysis/keyword-analyser.fixtures.json and the 240 of
// keyword-analyser.first-person.json (never fitted, but written by the seed words' author and
// read while the features were designed: optimistic), the 200 unseen journal entries of
// bench/unseen-first-person.en.json (another author, committed before any analyser read them:
// the held-out figure) and XED's human-labelled English subtitle lines (never fitted; film
// dialogue, not journal text). Also prints throughput and the shipped model's size
// (docs/decisions/010-analyser-model.md, 027).
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import fixtures from "../src/domain/analysis/keyword-analyser.fixtures.json";
import firstPerson from "../src/domain/analysis/keyword-analyser.first-person.json";
import modelFile from "../src/domain/analysis/keyword-analyser.model.json";
import unseen from "./unseen-first-person.en.json";
import { analyseKeywords } from "../src/domain/analysis/keyword-analyser";
import { evaluateFourClass } from "../scripts/four-class-metrics";
import type { FourClassReport } from "../scripts/four-class-metrics";
import { fourClassOf, FOUR_CLASSES, goEmotionsAvailable, readSplit } from "../scripts/goemotions";
import type { FourClass } from "../scripts/goemotions";
import { readXedEnglish, xedAvailable, xedFourClass } from "../scripts/xed";

type Item = { text: string; truth: FourClass };

const FIRST_PERSON = /\b(i|i'm|im|i've|ive|me|my|myself)\b/i;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(7);

function handWritten(sets: Record<FourClass, readonly string[]>): Item[] {
  return FOUR_CLASSES.flatMap((truth) => sets[truth].map((text) => ({ text, truth })));
}

function devSet(): Item[] {
  return readSplit("dev").flatMap((item) => {
    const truth = fourClassOf(item);
    return truth === null ? [] : [{ text: item.text, truth }];
  });
}

function printReports(rows: Array<[string, FourClassReport]>): void {
  console.log(`${"set".padEnd(38)}${"texts".padStart(6)}${"accuracy".padStart(10)}${"balanced".padStart(10)}${"reflective".padStart(12)}`);
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(38)}${String(r.total).padStart(6)}${pct(r.accuracy).padStart(10)}${pct(r.balancedAccuracy).padStart(10)}${pct(r.unanswered).padStart(12)}`,
    );
  }
  console.log(`\n${"per class (precision / recall)".padEnd(38)}${FOUR_CLASSES.map((c) => c.padStart(20)).join("")}`);
  for (const [name, r] of rows) {
    const cells = FOUR_CLASSES.map((c) => `${pct(r.perClass[c].precision)} /${pct(r.perClass[c].recall)}`.padStart(20));
    console.log(`${name.padEnd(38)}${cells.join("")}`);
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
  const older = handWritten(fixtures);
  const heldOut = handWritten(firstPerson);
  const rows: Array<[string, FourClassReport]> = [];
  let dev: Item[] = [];
  if (goEmotionsAvailable()) {
    dev = devSet();
    rows.push(["GoEmotions dev", evaluateFourClass(analyseKeywords, dev)]);
    rows.push([
      "GoEmotions dev, first-person part",
      evaluateFourClass(
        analyseKeywords,
        dev.filter((i) => FIRST_PERSON.test(i.text)),
      ),
    ]);
  } else {
    console.log("GoEmotions dev: skipped (../shared/data/goemotions not found next to the repository)\n");
  }
  rows.push(["hand-written first-person (160)", evaluateFourClass(analyseKeywords, older)]);
  rows.push(["first-person (240), seeds' author", evaluateFourClass(analyseKeywords, heldOut)]);
  rows.push(["UNSEEN first-person journal (200)", evaluateFourClass(analyseKeywords, handWritten(unseen))]);
  if (xedAvailable()) {
    const subtitles = readXedEnglish().flatMap((line) => {
      const truth = xedFourClass(line);
      return truth === null ? [] : [{ text: line.text, truth }];
    });
    rows.push([
      "XED English subtitles, first-person",
      evaluateFourClass(
        analyseKeywords,
        subtitles.filter((i) => FIRST_PERSON.test(i.text)),
      ),
    ]);
  }
  printReports(rows);
  console.log(
    "\nThe held-out figure is the UNSEEN set's: journal entries nothing was fitted, chosen or designed on. GoEmotions dev chose the settings; the 160 and 240 sentences share their author with the seed words; XED is film dialogue.",
  );

  const json = JSON.stringify(modelFile);
  const features = Object.keys(modelFile.weights).length;
  const texts = (dev.length > 0 ? dev : [...older, ...heldOut]).map((i) => i.text);
  console.log(
    `\nmodel: ${features} features, ${(json.length / 1024).toFixed(1)} kB, ${(gzipSync(json).length / 1024).toFixed(1)} kB gzip (budget 100 kB)`,
  );
  console.log(
    `throughput: ${Math.round(throughput(texts)).toLocaleString("en")} texts/s (${dev.length > 0 ? "GoEmotions dev" : "hand-written sets"}, one core)`,
  );
}

main();
