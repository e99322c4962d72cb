// Recall and false alarms on the validation split (or, to iterate on the tables, the tune split) of the real labelled posts (scripts/crisis-data.ts),
// per collection, for the phrase tables alone, the learned model alone and both as the detector
// combines them; and the share of GoEmotions comments flagged. Printed by the training script and
// by bench/crisis-real.ts (npm run bench). Neither the model's weights nor its thresholds saw these posts.
import { readByRules } from "../src/domain/crisis/rules";
import { crisisProbability, fuseWithTables, wordCount } from "../src/domain/crisis/model/learned";
import type { CrisisModel } from "../src/domain/crisis/model/learned";
import type { LabelledPost } from "./crisis-data";

const pct = (n: number, of: number) => (of === 0 ? "    —" : `${((100 * n) / of).toFixed(1).padStart(5)} %`);

export function reportHeldOut(
  posts: readonly LabelledPost[],
  model: CrisisModel,
  goEmotions: readonly string[],
  split: "validation" | "tune" = "validation",
): void {
  const validation = posts.filter((p) => p.split === split);
  const readingOf = (text: string) => {
    const { assessment, heard } = readByRules(text);
    return { tables: { level: assessment.level, heard }, p: crisisProbability(model, text), words: wordCount(text) };
  };
  const fused = (r: ReturnType<typeof readingOf>) => fuseWithTables(r.tables, r.p, r.words, model) !== "none";
  const read = new Map(validation.map((p) => [p, readingOf(p.text)]));
  const rows: Array<[string, LabelledPost[]]> = [
    ...[...new Set(validation.map((p) => p.collection))]
      .sort()
      .map((c): [string, LabelledPost[]] => [c, validation.filter((p) => p.collection === c)]),
    ["all collections", validation],
  ];
  console.log(
    split === "validation"
      ? `validation split (held out from training and tuning): recall / false alarms`
      : `tune split (thresholds were chosen on it; for iterating on the tables without reading validation): recall / false alarms`,
  );
  console.log(`${"collection".padEnd(24)}${"posts".padStart(7)}${"tables".padStart(19)}${"model".padStart(19)}${"both".padStart(19)}`);
  for (const [name, list] of rows) {
    const pos = list.filter((p) => p.crisis);
    const neg = list.filter((p) => !p.crisis);
    const cells = [
      (p: LabelledPost) => read.get(p)!.tables.level !== "none",
      (p: LabelledPost) => read.get(p)!.p >= model.keepAt.none,
      (p: LabelledPost) => fused(read.get(p)!),
    ].map((flags) => `${pct(pos.filter(flags).length, pos.length)} / ${pct(neg.filter(flags).length, neg.length)}`);
    console.log(`${name.padEnd(24)}${String(list.length).padStart(7)}${cells.map((c) => c.padStart(19)).join("")}`);
  }
  const flagged = goEmotions.filter((t) => fused(readingOf(t))).length;
  console.log(`GoEmotions comments flagged (dev, held-out half): ${pct(flagged, goEmotions.length)} (${flagged} / ${goEmotions.length})`);
}
