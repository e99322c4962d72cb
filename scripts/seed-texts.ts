// The curated seeds as the derive script uses them (scripts/derive-model.ts, decision 010):
// their lexicon keys, the short texts made from them, and the contrast texts.
import { NEGATED_EMOTION } from "../src/domain/analysis/keyword-analyser";
import { extractFeatures, PREDICATE_PREFIX, SEED_PREFIX } from "../src/domain/analysis/keyword-analyser-features";
import type { SeedMap } from "../src/domain/analysis/keyword-analyser-features";
import { keyOf, NEGATORS, scanText } from "../src/domain/analysis/keyword-tokeniser";
import { stemWord } from "../src/domain/analysis/word-stem";
import { LOCAL_EMOTIONS } from "../src/domain/types";
import type { LocalEmotion } from "../src/domain/types";
import { FOUR_CLASS_OF } from "./goemotions";
import { SEEDS } from "./lexicon-seeds";
import { STOPWORD_WORDS, STOPWORDS } from "./stopwords";

/** Curated seeds (scanned stems) → emotion; a key under two emotions, or a word stemmed into a function word, is an error. */
export function seedMap(): Map<string, LocalEmotion> {
  const keys = new Map<string, LocalEmotion>();
  for (const emotion of LOCAL_EMOTIONS) {
    for (const seed of SEEDS[emotion]) {
      // "feel low" matches "low" as the writer's state: "I feel pretty low", "I'm feeling low".
      const key = seed.startsWith("feel ") ? `${PREDICATE_PREFIX}${keyOf(seed.slice(5))}` : keyOf(seed);
      const word = /^(feel \w+|\w+)$/.test(seed) ? seed.split(" ").at(-1)! : "";
      if (STOPWORDS.has(stemWord(word)) && !STOPWORD_WORDS.has(word))
        throw new Error(`seed "${seed}": "${word}" stems to the function word "${stemWord(word)}"`);
      const other = keys.get(key);
      if (other !== undefined && other !== emotion) throw new Error(`seed "${seed}" (${key}) is both ${other} and ${emotion}`);
      keys.set(key, emotion);
    }
  }
  return keys;
}

/**
 * A feature made only of function words and everyday diary words (scripts/stopwords.ts):
 * their emotion in Reddit threads is an accident ("good morning"), and a journal is full of them.
 */
export function onlyStopwords(key: string): boolean {
  if (key.startsWith(SEED_PREFIX)) return false;
  return key
    .replace(/^[!^]/, "")
    .split(" ")
    .every((stem) => STOPWORDS.has(stem) || NEGATORS.has(stem));
}

export interface SeedText {
  /** A lead-in ("i feel") whose own features are left out, so only the seed's words learn from it. */
  lead: string;
  seed: string;
  emotion: LocalEmotion | null;
}

/**
 * Short texts made from each seed: "i feel drained", "drained" (the feeling, as the writer's
 * state and alone), and for a feeling word "i do not feel drained", labelled as
 * NEGATED_EMOTION says (no feeling when null).
 */
export function seedTexts(): SeedText[] {
  const out: SeedText[] = [];
  for (const emotion of LOCAL_EMOTIONS) {
    for (const seed of SEEDS[emotion]) {
      const negated = NEGATED_EMOTION[emotion];
      if (seed.startsWith("feel ")) {
        const rest = seed.slice(5);
        out.push({ lead: "i feel", seed: rest, emotion }, { lead: "i do not feel", seed: rest, emotion: negated });
      } else if (seed.includes(" ")) {
        out.push({ lead: "", seed, emotion }, { lead: "i", seed, emotion });
      } else {
        out.push({ lead: "i feel", seed, emotion }, { lead: "", seed, emotion }, { lead: "i do not feel", seed, emotion: negated });
      }
    }
  }
  return out;
}

/**
 * Texts where the writer's stated feeling meets a feeling word of another 4-class said of
 * something else: "i feel jealous about the happy one" is angry. Reddit comments rarely
 * contrast the two, so without these the model cannot learn that the writer's own state
 * ("I feel …", "I am …") outweighs the other feeling words of a sentence. Deterministic:
 * each feeling word is paired with one word of each other class, taken in turn.
 */
export function contrastTexts(): SeedText[] {
  const single = (seed: string) => (seed.startsWith("feel ") ? seed.slice(5) : seed);
  const byClass = new Map<string, string[]>();
  for (const emotion of LOCAL_EMOTIONS) {
    const group = FOUR_CLASS_OF[emotion];
    if (group === null) continue;
    const words = SEEDS[emotion].map(single).filter((w) => !w.includes(" "));
    byClass.set(group, [...(byClass.get(group) ?? []), ...words]);
  }
  const out: SeedText[] = [];
  let turn = 0;
  for (const emotion of LOCAL_EMOTIONS) {
    const group = FOUR_CLASS_OF[emotion];
    if (group === null) continue;
    for (const seed of SEEDS[emotion].map(single).filter((w) => !w.includes(" "))) {
      for (const [other, words] of byClass) {
        if (other === group) continue;
        out.push({ lead: "i feel", seed: `${seed} about the ${words[turn++ % words.length]!} one`, emotion });
      }
    }
  }
  return out;
}

/** The features of a seed text that belong to the seed's own words. */
export function seedTextKeys({ lead, seed }: SeedText, seeds: SeedMap, longest: number, seedWords: boolean): string[] {
  const skip = lead === "" ? 0 : scanText(lead).length;
  const { keys, positions } = extractFeatures(lead === "" ? seed : `${lead} ${seed}`, seeds, longest, seedWords);
  return keys.filter((_, j) => positions[j]! >= skip);
}
