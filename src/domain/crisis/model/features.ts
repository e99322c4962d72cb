// Features of the learned crisis model (docs/decisions/022-learned-crisis-model.md): what its
// weights are looked up by. Shared by the detector and scripts/train-crisis-model.ts, so training
// and use see exactly the same features. The text is normalised as the phrase tables read it
// (normalise.ts: contractions, texting forms, misspellings), then read as words, word pairs,
// word triples and character 4-grams inside words, each hashed into a fixed number of buckets.
import { normaliseCrisisText } from "../normalise";

/** Hash buckets: a power of two, so a bucket is the hash's low bits. */
export const FEATURE_BUCKETS = 1 << 20;
const MASK = FEATURE_BUCKETS - 1;
/** Longer texts are read on their first this many characters (forum posts run to 1,500). */
const MODEL_MAX_CHARS = 5_000;

/** FNV-1a over the UTF-16 code units of a family tag and a key. */
function bucketOf(tag: number, key: string): number {
  let h = (0x811c9dc5 ^ tag) >>> 0;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

const WORD = 1;
const PAIR = 2;
const TRIPLE = 3;
const GRAM = 4;

/** A text's features: sorted distinct buckets and their values (sublinear counts, unit length). */
export interface SparseFeatures {
  buckets: Int32Array;
  values: Float32Array;
}

/** The words of each sentence of normalised text (sentence ends " . " split; commas kept as breaks). */
function clausesOf(normalised: string): string[][] {
  return normalised
    .split(/ [.,] /)
    .map((clause) => clause.split(" ").filter((w) => w !== "" && w !== "." && w !== ","))
    .filter((words) => words.length > 0);
}

export function crisisFeatures(text: string): SparseFeatures {
  const normalised = normaliseCrisisText(text.slice(0, MODEL_MAX_CHARS));
  const counts = new Map<number, number>();
  const add = (bucket: number) => counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  for (const words of clausesOf(normalised)) {
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]!;
      add(bucketOf(WORD, word));
      if (i > 0) add(bucketOf(PAIR, `${words[i - 1]} ${word}`));
      if (i > 1) add(bucketOf(TRIPLE, `${words[i - 2]} ${words[i - 1]} ${word}`));
      const padded = ` ${word} `;
      for (let at = 0; at + 4 <= padded.length; at += 1) add(bucketOf(GRAM, padded.slice(at, at + 4)));
    }
  }
  const buckets = Int32Array.from(counts.keys()).sort();
  const values = new Float32Array(buckets.length);
  let norm = 0;
  for (let i = 0; i < buckets.length; i += 1) {
    const value = 1 + Math.log(counts.get(buckets[i]!)!);
    values[i] = value;
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i += 1) values[i]! /= norm;
  return { buckets, values };
}
