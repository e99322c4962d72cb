// The real labelled posts the crisis model learns from (../shared/data/crisis/train.tsv; its
// PROVENANCE.md: six collections of forum posts and tweets, labels from where a post was
// written). Read only by the training script and the bench, never at install, start or test
// time, and never copied into the repository. The validation split is fixed by a hash of each
// text, so the script and the bench hold out the same posts, in every collection.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./goemotions";

export const CRISIS_DATA = path.resolve(REPO_ROOT, "../shared/data/crisis/train.tsv");

/** The six collections of PROVENANCE.md, by the source tags their lines carry. */
export type Collection = "A kaggle" | "B tweets" | "C SW-vs-depression" | "D SW-top500" | "E depression-alone" | "F reddit-2013";

export interface LabelledPost {
  text: string;
  crisis: boolean;
  collection: Collection;
  /** train: fitted on; tune: settings and thresholds chosen on; validation: only measured on. */
  split: "train" | "tune" | "validation";
}

/** Share of each collection held out for validation, and kept apart to choose settings on. */
export const VALIDATION_SHARE = 0.2;
export const TUNE_SHARE = 0.1;

export function collectionOf(source: string): Collection {
  if (source.startsWith("kaggle-")) return "A kaggle";
  if (source === "si-tweets") return "B tweets";
  if (source.startsWith("SuicideWatch-top500")) return "D SW-top500";
  if (source.endsWith("-edishire")) return "E depression-alone";
  if (source.startsWith("top2013-")) return "F reddit-2013";
  if (/^(SuicideWatch|depression|Anxiety)-\d{4}-\d{2}$/.test(source)) return "C SW-vs-depression";
  throw new Error(`unknown source tag: ${source}`);
}

/** A fixed, seedless split: the first bytes of the text's SHA-256. */
function splitOf(text: string): LabelledPost["split"] {
  const n = createHash("sha256").update(`ripple-crisis-split:${text}`).digest().readUInt32BE(0);
  const u = n / 0x1_0000_0000;
  return u < VALIDATION_SHARE ? "validation" : u < VALIDATION_SHARE + TUNE_SHARE ? "tune" : "train";
}

export const crisisDataAvailable = () => existsSync(CRISIS_DATA);

export function readCrisisPosts(): LabelledPost[] {
  return readFileSync(CRISIS_DATA, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [text, label, source] = line.split("\t") as [string, string, string];
      if (label !== "crisis" && label !== "none") throw new Error(`unknown label: ${label}`);
      return { text, crisis: label === "crisis", collection: collectionOf(source), split: splitOf(text) };
    });
}
