// The learned crisis model (docs/decisions/022-learned-crisis-model.md): logistic regression over
// hashed words, word pairs and triples and character 4-grams (features.ts), trained on real
// labelled forum posts and tweets by scripts/train-crisis-model.ts. For English text it is read
// beside the phrase tables (fuseWithTables): it adds recall where the tables found nothing, and
// a table's flag stands unless the model is all but sure the text is ordinary; the tables keep
// their explainable reasons.
import { crisisFeatures } from "./features";

/** The shipped file: bucket ids delta-encoded in ascending order, weights as integers × scale. */
export interface CrisisModelFile {
  about: string;
  buckets: number;
  scale: number;
  bias: number;
  /**
   * By the level the tables gave a text: the probability at or above which it is flagged. "none":
   * where the model adds recall; "concern" and "crisis": below this the model is all but sure the
   * text is ordinary talk (hyperbole the tables took at its word).
   */
  keepAt: Record<"none" | "concern" | "crisis", number>;
  /** Probability at or above which a flagged text is a crisis whatever the tables said. */
  crisisAt: number;
  ids: number[];
  weights: number[];
}

export interface CrisisModel {
  weights: Map<number, number>;
  bias: number;
  keepAt: CrisisModelFile["keepAt"];
  crisisAt: number;
}

export function loadCrisisModel(file: CrisisModelFile): CrisisModel {
  const weights = new Map<number, number>();
  let id = 0;
  for (let i = 0; i < file.ids.length; i += 1) {
    id += file.ids[i]!;
    weights.set(id, file.weights[i]! * file.scale);
  }
  return { weights, bias: file.bias, keepAt: file.keepAt, crisisAt: file.crisisAt };
}

/** The model's probability that a text is written by someone in crisis. */
export function crisisProbability(model: CrisisModel, text: string): number {
  const { buckets, values } = crisisFeatures(text);
  let z = model.bias;
  for (let i = 0; i < buckets.length; i += 1) z += (model.weights.get(buckets[i]!) ?? 0) * values[i]!;
  return 1 / (1 + Math.exp(-z));
}

type Level = "none" | "concern" | "crisis";
const RANK: Readonly<Record<Level, number>> = { none: 0, concern: 1, crisis: 2 };

/**
 * Words a text needs before the model alone may flag it: trained on forum posts (a median of 70
 * words), it reads a short sentence by one or two loaded words ("my feet are killing me").
 */
export const MODEL_MIN_WORDS = 12;
/**
 * Up to this many words, a text in which the tables matched a phrase and context set it aside (a
 * denial, a film, someone's grief) stays set aside; in a longer post the model may still flag it.
 */
export const TABLES_CONTEXT_WORDS = 40;

/** What the tables made of a text: their level, and whether they heard words and set them aside (readByRules). */
export interface TablesReading {
  level: Level;
  heard: boolean;
}

/** Words in a text, counted as the model's tokeniser would roughly see them. */
export const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/**
 * The level of an English text from the tables' reading and the model's probability: flagged when
 * the probability reaches the threshold for the tables' level; then a crisis when the tables or
 * the model (at crisisAt) say so, else a concern. The model alone flags only a text of
 * MODEL_MIN_WORDS or more in which the tables matched nothing, or longer than TABLES_CONTEXT_WORDS (in a short text, words they read and set aside —
 * a denial, a film, someone's grief — stay set aside); below MODEL_MIN_WORDS the tables decide alone.
 */
export function fuseWithTables(
  tables: TablesReading,
  probability: number,
  words: number,
  model: Pick<CrisisModel, "keepAt" | "crisisAt">,
): Level {
  if (words < MODEL_MIN_WORDS) return tables.level;
  if (tables.level === "none" && tables.heard && words <= TABLES_CONTEXT_WORDS) return "none";
  if (probability < model.keepAt[tables.level]) return "none";
  const learned: Level = probability >= model.crisisAt ? "crisis" : "concern";
  return RANK[learned] > RANK[tables.level] ? learned : tables.level;
}
