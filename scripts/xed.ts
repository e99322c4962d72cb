// Reading XED (../shared/data/emotion-xed: movie subtitles with Plutchik labels projected from
// English, CC BY 4.0) for the non-English analysers, and the project's own split of it by hash
// (docs/decisions/023-analyser-languages-and-intensity.md). Nothing in the app needs it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AnalyserLanguage } from "../src/domain/analysis/keyword-analyser-languages";
import { foldText } from "../src/domain/analysis/keyword-analyser-languages";
import type { LocalEmotion } from "../src/domain/types";
import { REPO_ROOT } from "./goemotions";
import type { FourClass } from "./goemotions";

export const XED_DIR = path.resolve(REPO_ROOT, "../shared/data/emotion-xed");

/** XED files read for each language (Portuguese: European and Brazilian). */
const FILES: Readonly<Record<AnalyserLanguage, readonly string[]>> = {
  es: ["es"],
  fr: ["fr"],
  de: ["de"],
  it: ["it"],
  pt: ["pt", "pt_br"],
};

/**
 * Plutchik → local emotions: anger and disgust are angry, fear anxious, joy happy, sadness sad,
 * anticipation hopeful; trust and surprise name no feeling of the speaker's own that one of
 * ours does ("trust me", "what?!"), so they count as no emotion.
 */
export const LOCAL_EMOTION_OF_XED: Readonly<Record<string, LocalEmotion | null>> = {
  anger: "angry",
  disgust: "angry",
  fear: "anxious",
  joy: "happy",
  sadness: "sad",
  anticipation: "hopeful",
  trust: null,
  surprise: null,
};

export interface XedLine {
  text: string;
  labels: string[];
  emotions: LocalEmotion[];
  split: "train" | "dev" | "test";
}

export const xedAvailable = (): boolean => existsSync(path.join(XED_DIR, "fr.tsv"));

/** FNV-1a of the folded text: the same line always falls in the same split. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of `ripple-023:${foldText(text).replace(/\s+/g, " ").trim()}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** 15 % test (held out, for the bench only), 10 % dev (chooses settings), 75 % train. */
export function splitOf(text: string): XedLine["split"] {
  const bucket = hash(text) % 100;
  return bucket < 15 ? "test" : bucket < 25 ? "dev" : "train";
}

export function readXed(language: AnalyserLanguage): XedLine[] {
  return readFiles(FILES[language]);
}

/** XED's English lines, labelled by people (not projected): never read by any fit, so the bench may read them all. */
export function readXedEnglish(): XedLine[] {
  return readFiles(["en"]);
}

function readFiles(files: readonly string[]): XedLine[] {
  return files.flatMap((file) =>
    readFileSync(path.join(XED_DIR, `${file}.tsv`), "utf8")
      .split("\n")
      .filter((line) => line.includes("\t"))
      .map((line) => {
        const [text = "", labels = ""] = line.split("\t");
        const names = labels.split(",").filter(Boolean);
        const emotions = [...new Set(names.flatMap((n) => (LOCAL_EMOTION_OF_XED[n] ? [LOCAL_EMOTION_OF_XED[n]] : [])))];
        return { text, labels: names, emotions, split: splitOf(text) };
      }),
  );
}

/**
 * The 4-class of a line for evaluation: only lines whose every label is one of anger, fear,
 * joy, sadness and which fall in exactly one class (disgust, anticipation, trust and surprise
 * lines are left out of the measure).
 */
export function xedFourClass(line: XedLine): FourClass | null {
  const plain: Record<string, FourClass> = { anger: "anger", fear: "fear", joy: "joy", sadness: "sadness" };
  if (line.labels.length === 0 || !line.labels.every((l) => l in plain)) return null;
  const classes = new Set(line.labels.map((l) => plain[l]!));
  return classes.size === 1 ? [...classes][0]! : null;
}
