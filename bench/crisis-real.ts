// The crisis detector on real posts it was not trained on: the validation split of
// ../shared/data/crisis (scripts/crisis-data.ts; skipped when the folder is absent), per
// collection, for the phrase tables, the learned model and both (goal: recall ≥ 90 % at ≤ 10 %
// false alarms in every collection and overall); the size of the shipped model; and each other
// language's table (rules and idioms). `--split tune` reports the tune split instead, to work on
// the tables without looking at validation.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { LANGUAGE_TABLES } from "../src/domain/crisis/languages/tables";
import { loadCrisisModel } from "../src/domain/crisis/model/learned";
import type { CrisisModelFile } from "../src/domain/crisis/model/learned";
import { crisisDataAvailable, readCrisisPosts } from "../scripts/crisis-data";
import { reportHeldOut } from "../scripts/crisis-report";
import { goEmotionsAvailable, readSplit } from "../scripts/goemotions";

const json = readFileSync(new URL("../src/domain/crisis/model/crisis-model.json", import.meta.url), "utf8");
const file = JSON.parse(json) as CrisisModelFile;
// The file is laid out by prettier (one number a line, about 507 kB); the build ships it minified.
const shipped = JSON.stringify(file);
console.log(
  `learned model: ${file.ids.length.toLocaleString("en-GB")} weights, ${(shipped.length / 1024).toFixed(0)} kB, ${(gzipSync(shipped).length / 1024).toFixed(0)} kB gzip as shipped (minified; ${(json.length / 1024).toFixed(0)} kB as laid out in the repository; loaded with the journal, after the first screen); flagged at p ≥ ${JSON.stringify(file.keepAt)} by the tables' level, crisis at p ≥ ${file.crisisAt}`,
);
if (crisisDataAvailable() && goEmotionsAvailable()) {
  const goValidation = readSplit("dev")
    .map((t) => t.text)
    .filter((_, i) => i % 2 === 1);
  const at = process.argv.indexOf("--split");
  const split = at >= 0 ? process.argv[at + 1] : "validation";
  if (split !== "validation" && split !== "tune") throw new Error(`--split must be validation or tune, not ${split}`);
  reportHeldOut(readCrisisPosts(), loadCrisisModel(file), goValidation, split);
} else {
  console.log("real posts: skipped (../shared/data/crisis or goemotions not found next to the repository)");
}
console.log("\nother languages' tables:");
for (const [language, table] of Object.entries(LANGUAGE_TABLES)) {
  const categories = new Set(table.rules.map((r) => r.category)).size;
  console.log(`  ${language}: ${table.rules.length} rules in ${categories} categories, ${table.idioms.length} idioms`);
}
