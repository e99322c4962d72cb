// Reading GoEmotions (../shared/data/goemotions) and mapping its labels to Ripple's vocabularies.
// Used by scripts/derive-model.ts and bench/analyser-accuracy.ts; nothing in the app needs it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LocalEmotion } from "../src/domain/types";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GOEMOTIONS_DIR = path.resolve(REPO_ROOT, "../shared/data/goemotions");

/** The 4 classes the analyser's quality is measured in. */
export const FOUR_CLASSES = ["sadness", "joy", "anger", "fear"] as const;
export type FourClass = (typeof FOUR_CLASSES)[number];

export const FOUR_CLASS_OF: Readonly<Record<LocalEmotion, FourClass | null>> = {
  sad: "sadness",
  tired: "sadness",
  happy: "joy",
  grateful: "joy",
  calm: "joy",
  hopeful: "joy",
  content: "joy",
  angry: "anger",
  anxious: "fear",
  confused: null,
};

/**
 * GoEmotions' 28 labels → the local vocabulary. Stances and non-feelings (approval,
 * disapproval, caring, curiosity, realization, surprise, neutral) map to nothing: they carry
 * no feeling of the writer's own that one of our emotions names (curiosity is mostly
 * questions, not confusion). 'tired' has no label.
 */
export const LOCAL_EMOTION_OF_LABEL: Readonly<Record<string, LocalEmotion | null>> = {
  admiration: "happy",
  amusement: "happy",
  excitement: "happy",
  joy: "happy",
  love: "grateful",
  gratitude: "grateful",
  relief: "calm",
  optimism: "hopeful",
  desire: "hopeful",
  pride: "content",
  sadness: "sad",
  grief: "sad",
  disappointment: "sad",
  remorse: "sad",
  embarrassment: "sad",
  fear: "anxious",
  nervousness: "anxious",
  anger: "angry",
  annoyance: "angry",
  disgust: "angry",
  confusion: "confused",
  approval: null,
  disapproval: null,
  caring: null,
  curiosity: null,
  realization: null,
  surprise: null,
  neutral: null,
};

export interface LabelledText {
  text: string;
  /** Local emotions its labels map to (empty for neutral and unmapped labels). */
  emotions: LocalEmotion[];
}

export function goEmotionsAvailable(): boolean {
  return existsSync(path.join(GOEMOTIONS_DIR, "train.tsv"));
}

/** Undoes the CSV quoting of about 1,400 texts: `"say ""hi"" "` → `say "hi" `. */
export function unquote(field: string): string {
  if (field.length >= 2 && field.startsWith('"') && field.endsWith('"')) return field.slice(1, -1).replaceAll('""', '"');
  return field;
}

/** One split ('train' or 'dev'): `text<TAB>label ids<TAB>comment id` per line. */
export function readSplit(split: "train" | "dev"): LabelledText[] {
  const names = readFileSync(path.join(GOEMOTIONS_DIR, "emotions.txt"), "utf8")
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
  const lines = readFileSync(path.join(GOEMOTIONS_DIR, `${split}.tsv`), "utf8")
    .split("\n")
    .filter((l) => l.length > 0);
  return lines.map((line) => {
    const [text = "", ids = ""] = line.split("\t");
    const emotions = new Set<LocalEmotion>();
    for (const id of ids.split(",")) {
      const emotion = LOCAL_EMOTION_OF_LABEL[names[Number(id)] ?? "neutral"];
      if (emotion) emotions.add(emotion);
    }
    return { text: unquote(text), emotions: [...emotions] };
  });
}

/** The single 4-class of an item whose mapped labels fall in exactly one class, else null. */
export function fourClassOf(item: LabelledText): FourClass | null {
  const classes = new Set(item.emotions.map((e) => FOUR_CLASS_OF[e]).filter((c): c is FourClass => c !== null));
  return classes.size === 1 ? [...classes][0]! : null;
}
