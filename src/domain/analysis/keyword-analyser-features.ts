// Features of the on-device emotion model (docs/decisions/010-analyser-model.md): what the
// trained weights are looked up by. Shared by the analyser and scripts/derive-model.ts, so
// fitting and use see exactly the same features.
import { scanText } from "./keyword-tokeniser";
import type { ScannedWord } from "./keyword-tokeniser";

/**
 * Feature keys, one family per prefix:
 * - `stem`: a word ("tire" of "tired"), not negated;
 * - `!stem`: a word in the scope of a negator ("not happy" → `!happi`);
 * - `^stem`: a word that says how the writer is (after feel/am/was/got: "I feel drained");
 * - `stem stem`: two neighbouring words of one clause, negators included ("not okai", "to die");
 * - `@emotion`, `@^emotion`, `@!emotion`: a curated feeling word or phrase of that emotion
 *   (scripts/lexicon-seeds.ts), plain, as the writer's state, or negated.
 * Words inside a matched curated phrase give no word features of their own, so "just perfect"
 * and "oh great" are read as the phrase, not as "perfect" and "great".
 */
const NEGATED_PREFIX = "!";
export const PREDICATE_PREFIX = "^";
export const SEED_PREFIX = "@";

/**
 * Curated feeling words and phrases (their scanned stems, space-separated) → emotion name.
 * A key starting with PREDICATE_PREFIX matches only as the writer's state ("^low": "I feel
 * pretty low", not "low prices").
 */
export type SeedMap = ReadonlyMap<string, string>;

export interface TextFeatures {
  /** Feature keys in text order, repeated keys repeated. */
  keys: string[];
  /** Index of the word each key belongs to (a bigram to its second word, a phrase to its first). */
  positions: number[];
  /** The scanned words: the analyser reads their intensity marks. */
  words: ScannedWord[];
}

const firstWordCache = new WeakMap<SeedMap, Map<string, number>>();

/** First stem of each seed → length of the longest seed starting with it (to skip most words at once). */
function firstWordsOf(seeds: SeedMap): Map<string, number> {
  let firstWords = firstWordCache.get(seeds);
  if (firstWords === undefined) {
    firstWords = new Map();
    for (const key of seeds.keys()) {
      const parts = key.replace(PREDICATE_PREFIX, "").split(" ");
      firstWords.set(parts[0]!, Math.max(firstWords.get(parts[0]!) ?? 0, parts.length));
    }
    firstWordCache.set(seeds, firstWords);
  }
  return firstWords;
}

/** Longest seed phrase, in words. */
export function longestSeed(seeds: SeedMap): number {
  let longest = 1;
  for (const key of seeds.keys()) longest = Math.max(longest, key.split(" ").length);
  return longest;
}

/**
 * `seedWords: false` reads a curated feeling word only as its feeling (`@emotion`), without
 * word features of its own, so Reddit's use of a word ("so jealous!" as praise) cannot
 * overrule what it says in a journal.
 */
export function extractFeatures(text: string, seeds: SeedMap, longest = longestSeed(seeds), seedWords = true): TextFeatures {
  const words = scanText(text);
  const firstWords = firstWordsOf(seeds);
  const keys: string[] = [];
  const positions: number[] = [];
  const add = (key: string, at: number) => {
    keys.push(key);
    positions.push(at);
  };
  let coveredUntil = -1; // words up to this index belong to a matched phrase
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (i > 0 && words[i - 1]!.clause === word.clause) add(`${words[i - 1]!.stem} ${word.stem}`, i);
    const reach = i > coveredUntil ? Math.min(longest, firstWords.get(word.stem) ?? 0, words.length - i) : 0;
    if (reach > 0) {
      // The longest curated phrase starting here, within the clause.
      let key = "";
      let emotion: string | undefined;
      let length = 0;
      for (let n = 1; n <= reach && words[i + n - 1]!.clause === word.clause; n++) {
        key = n === 1 ? word.stem : `${key} ${words[i + n - 1]!.stem}`;
        const found = seeds.get(key) ?? (word.predicate ? seeds.get(`${PREDICATE_PREFIX}${key}`) : undefined);
        if (found !== undefined) [emotion, length] = [found, n];
      }
      if (emotion !== undefined) {
        let predicate = false;
        for (let k = 0; k < length; k++) predicate ||= words[i + k]!.predicate;
        if (word.negated) add(`${SEED_PREFIX}${NEGATED_PREFIX}${emotion}`, i);
        else add(predicate ? `${SEED_PREFIX}${PREDICATE_PREFIX}${emotion}` : `${SEED_PREFIX}${emotion}`, i);
        if (length > 1 || !seedWords) coveredUntil = i + length - 1;
      }
    }
    if (i <= coveredUntil) continue; // a word of a matched phrase
    if (word.negated) {
      add(`${NEGATED_PREFIX}${word.stem}`, i);
    } else {
      add(word.stem, i);
      if (word.predicate) add(`${PREDICATE_PREFIX}${word.stem}`, i);
    }
  }
  return { keys, positions, words };
}
