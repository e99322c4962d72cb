// Language identification for crisis detection (src/domain/crisis/language-id.ts): on XED's
// movie-subtitle lines in each language (../shared/data/emotion-xed, skipped when absent), how
// often it names the right language, a wrong one, or none (too short or unclear: the declared
// language then stands). Lines of at least 6 words, as journal sentences are; and all lines.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { identifyLanguage } from "../src/domain/crisis/language-id";
import { REPO_ROOT } from "../scripts/goemotions";

const XED = path.resolve(REPO_ROOT, "../shared/data/emotion-xed");
const FILES: Array<[string, string]> = [
  ["en", "en"],
  ["es", "es"],
  ["fr", "fr"],
  ["de", "de"],
  ["it", "it"],
  ["pt", "pt"],
  ["pt_br", "pt"],
  ["nl", "nl"],
  ["pl", "pl"],
  ["sv", "sv"],
  ["tr", "tr"],
  ["ja", "ja"],
  ["zh", "zh"],
];

if (!existsSync(XED)) {
  console.log("../shared/data/emotion-xed is not here: language identification not measured.");
} else {
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1).padStart(5)} %`;
  console.log(
    `${"file".padEnd(8)}${"≥ 6 words: right".padStart(18)}${"wrong".padStart(9)}${"none".padStart(9)}${"all: right".padStart(13)}${"wrong".padStart(9)}`,
  );
  for (const [file, language] of FILES) {
    const lines = readFileSync(path.join(XED, `${file}.tsv`), "utf8")
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => l.split("\t")[0]!);
    const long = lines.filter((l) => l.split(/\s+/).length >= 6 || /[\p{Script=Han}\p{Script=Hangul}]/u.test(l));
    const tally = (list: string[]) => {
      let right = 0;
      let wrong = 0;
      for (const line of list) {
        const guess = identifyLanguage(line).language;
        if (guess === language) right += 1;
        else if (guess !== undefined) wrong += 1;
      }
      return { right, wrong, none: list.length - right - wrong, of: list.length };
    };
    const a = tally(long);
    const b = tally(lines);
    console.log(
      `${file.padEnd(8)}${pct(a.right, a.of).padStart(18)}${pct(a.wrong, a.of).padStart(9)}${pct(a.none, a.of).padStart(9)}${pct(b.right, b.of).padStart(13)}${pct(b.wrong, b.of).padStart(9)}`,
    );
  }
}
