// The on-device emotion analyser for Spanish, French, German, Italian and Portuguese
// (docs/decisions/023-analyser-languages-and-intensity.md): per language a multinomial
// logistic regression over word prefixes, negated word prefixes, neighbouring word pairs and
// curated feeling words, derived from XED by scripts/derive-language-models.ts. Same output
// as the English analyser; intensity and mood follow the same rules (keyword-analyser.ts).
import { MAX_SECONDARY_EMOTIONS } from "../constants";
import { LOCAL_EMOTIONS } from "../types";
import type { LocalEmotion } from "../types";

/** Languages with a model of their own; anything else is read with the English model. */
export const ANALYSER_LANGUAGES = ["es", "fr", "de", "it", "pt"] as const;
export type AnalyserLanguage = (typeof ANALYSER_LANGUAGES)[number];

/** The analyser language of a BCP 47 tag ("fr-CA" → "fr", "pt_BR" → "pt"), or null for English and unknown ones. */
export function analyserLanguageOf(tag: string | null | undefined): AnalyserLanguage | null {
  const base = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (ANALYSER_LANGUAGES as readonly string[]).includes(base) ? (base as AnalyserLanguage) : null;
}

/** Words that negate the next few words of their clause. */
const NEGATORS: Readonly<Record<AnalyserLanguage, readonly string[]>> = {
  es: ["no", "nunca", "jamas", "ni", "tampoco", "sin"],
  fr: ["ne", "n", "pas", "jamais", "plus", "rien", "sans", "ni"],
  de: ["nicht", "kein", "keine", "keinen", "keinem", "keiner", "nie", "niemals", "nichts", "ohne"],
  it: ["non", "mai", "niente", "nulla", "senza", "ne"],
  pt: ["nao", "nunca", "jamais", "nem", "sem", "nada"],
};
/** Words that make the next feeling word stronger ("tellement triste"). */
const INTENSIFIERS: Readonly<Record<AnalyserLanguage, readonly string[]>> = {
  es: [
    "muy",
    "tan",
    "tanto",
    "tanta",
    "demasiado",
    "super",
    "realmente",
    "totalmente",
    "completamente",
    "absolutamente",
    "muchisimo",
    "increiblemente",
    "profundamente",
  ],
  fr: ["tres", "tellement", "trop", "vraiment", "completement", "absolument", "totalement", "profondement", "terriblement", "si", "super"],
  de: ["sehr", "so", "total", "extrem", "wirklich", "vollig", "absolut", "unglaublich", "zutiefst", "furchtbar", "schrecklich", "richtig"],
  it: [
    "molto",
    "cosi",
    "tanto",
    "troppo",
    "davvero",
    "veramente",
    "completamente",
    "assolutamente",
    "profondamente",
    "terribilmente",
    "super",
  ],
  pt: ["muito", "tao", "demais", "realmente", "totalmente", "completamente", "absolutamente", "profundamente", "super", "extremamente"],
};
/** Words that make the next feeling word weaker ("un peu stressé"). */
const SOFTENERS: Readonly<Record<AnalyserLanguage, readonly string[]>> = {
  es: ["poco", "poquito", "algo", "ligeramente", "medio"],
  fr: ["peu", "legerement", "plutot", "assez"],
  de: ["bisschen", "bischen", "etwas", "leicht", "ziemlich", "wenig"],
  it: ["po", "poco", "leggermente", "abbastanza", "piuttosto"],
  pt: ["pouco", "pouquinho", "ligeiramente", "meio", "algo"],
};
const NEGATION_SCOPE = 3;
const BOOST_SCOPE = 2;
const INTENSIFIER_BOOST = 1.5;
const SOFTENER_BOOST = 0.7;
/** Word prefixes this long stand for the word (a light stemmer for inflected languages). */
const PREFIX_LENGTH = 6;
const SEED_PREFIX = "@";

interface LanguageWord {
  /** Lower case, accents removed. */
  word: string;
  stem: string;
  negated: boolean;
  boost: number;
  clause: number;
}

const sets = (table: Readonly<Record<AnalyserLanguage, readonly string[]>>) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, new Set(v)])) as unknown as Record<AnalyserLanguage, ReadonlySet<string>>;
const NEGATOR_SETS = sets(NEGATORS);
const INTENSIFIER_SETS = sets(INTENSIFIERS);
const SOFTENER_SETS = sets(SOFTENERS);

/** Lower case without accents or ß, so "Müde", "mude" and "muede" come close ("mude"/"muede" differ). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss");
}

const stemOf = (word: string) => word.slice(0, PREFIX_LENGTH);

/** Words of a text in one language, with negation, intensity marks and clause numbers. */
function scanLanguageText(text: string, language: AnalyserLanguage): LanguageWord[] {
  const out: LanguageWord[] = [];
  let clause = 0;
  let negationLeft = 0;
  let boostLeft = 0;
  let boost = 1;
  for (const match of foldText(text).matchAll(/\p{L}+|[.!?;:,()¡¿\n]+/gu)) {
    const token = match[0];
    if (!/\p{L}/u.test(token)) {
      clause++;
      negationLeft = 0;
      boostLeft = 0;
      continue;
    }
    if (NEGATOR_SETS[language].has(token)) {
      negationLeft = NEGATION_SCOPE;
      continue;
    }
    if (INTENSIFIER_SETS[language].has(token)) {
      [boost, boostLeft] = [INTENSIFIER_BOOST, BOOST_SCOPE];
      continue;
    }
    if (SOFTENER_SETS[language].has(token)) {
      [boost, boostLeft] = [SOFTENER_BOOST, BOOST_SCOPE];
      continue;
    }
    out.push({ word: token, stem: stemOf(token), negated: negationLeft > 0, boost: boostLeft > 0 ? boost : 1, clause });
    if (negationLeft > 0) negationLeft--;
    if (boostLeft > 0) boostLeft--;
  }
  return out;
}

/** Curated feeling words of a language: folded word prefix (or space-separated phrase) → emotion. */
export type LanguageSeeds = ReadonlyMap<string, string>;

export interface LanguageFeatures {
  keys: string[];
  /** The word each key belongs to. */
  positions: number[];
  words: LanguageWord[];
}

/**
 * Feature keys: `stem` (a word's prefix), `!stem` (negated), `a b` (two neighbouring words of a
 * clause), `@emotion` / `@!emotion` (a curated feeling word or phrase, plain or negated). A seed
 * matches a word that starts with it ("triste" matches "tristesse", "stress" matches "stressé").
 */
export function extractLanguageFeatures(text: string, language: AnalyserLanguage, seeds: LanguageSeeds): LanguageFeatures {
  const words = scanLanguageText(text, language);
  const keys: string[] = [];
  const positions: number[] = [];
  const add = (key: string, at: number) => {
    keys.push(key);
    positions.push(at);
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (i > 0 && words[i - 1]!.clause === w.clause) add(`${words[i - 1]!.stem} ${w.stem}`, i);
    add(w.negated ? `!${w.stem}` : w.stem, i);
    const next = words[i + 1];
    const pair = next !== undefined && next.clause === w.clause ? seedOf(seeds, `${w.word} ${next.word}`) : undefined;
    const emotion = pair ?? seedOf(seeds, w.word);
    if (emotion !== undefined) add(`${SEED_PREFIX}${w.negated ? "!" : ""}${emotion}`, i);
  }
  return { keys, positions, words };
}

/** The seed a word (or two words) starts with: the longest seed key that is a prefix of it. */
function seedOf(seeds: LanguageSeeds, word: string): string | undefined {
  for (let n = Math.min(word.length, 24); n >= 3; n--) {
    const found = seeds.get(word.slice(0, n));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A committed language model (src/domain/analysis/analyser-models/<language>.json). */
export interface LanguageModel {
  language: AnalyserLanguage;
  classes: readonly string[];
  scale: number;
  bias: readonly number[];
  weights: Readonly<Record<string, readonly number[]>>;
  seeds: Readonly<Record<string, readonly string[]>>;
  /** Without a word adding at least this to an emotion, the text is 'reflective'. */
  answerMin: number;
  /** A word adding at least this to the class it adds most to is one of that class's keywords… */
  keywordMin: number;
  /** …with the full keyword weight 10 at this much. */
  keywordFull: number;
}

export const NO_EMOTION = "none";
const isLocalEmotion = (name: string): name is LocalEmotion => (LOCAL_EMOTIONS as readonly string[]).includes(name);

/** What a language analyser found, before intensity and mood are worked out (keyword-analyser.ts does that for every language). */
export interface LanguageReading {
  /** Emotions found, the primary first (empty: reflective). */
  emotions: LocalEmotion[];
  /** Keyword weights (5–10 × intensity marks) of the primary emotion, one per keyword. */
  keywordWeights: number[];
  /** Keyword weights of every emotion found (for mood). */
  strengthOf: Map<LocalEmotion, number>;
  matches: number;
}

export function createLanguageReader(model: LanguageModel): (text: string) => LanguageReading {
  const K = model.classes.length;
  const rows = new Map<string, { row: Float64Array; pair: boolean }>();
  for (const [key, sparse] of Object.entries(model.weights)) {
    const row = new Float64Array(K);
    for (let i = 0; i + 1 < sparse.length; i += 2) row[sparse[i]!] = sparse[i + 1]! * model.scale;
    rows.set(key, { row, pair: key.includes(" ") && !key.startsWith(SEED_PREFIX) });
  }
  const seeds = new Map<string, string>();
  for (const [emotion, keys] of Object.entries(model.seeds)) for (const key of keys) seeds.set(key, emotion);
  const bias = Float64Array.from(model.bias, (b) => b * model.scale);
  const emotionIndex = model.classes.flatMap((c, k) => (isLocalEmotion(c) ? [k] : []));
  const noEmotion = model.classes.indexOf(NO_EMOTION);

  return function read(text) {
    const { keys, positions, words } = extractLanguageFeatures(text, model.language, seeds);
    const logits = Float64Array.from(bias);
    const byWord = new Float64Array(words.length * K);
    const ownByWord = new Float64Array(words.length * K);
    for (let j = 0; j < keys.length; j++) {
      const feature = rows.get(keys[j]!);
      if (feature === undefined) continue;
      const at = positions[j]! * K;
      for (let k = 0; k < K; k++) {
        logits[k]! += feature.row[k]!;
        byWord[at + k]! += feature.row[k]!;
        if (!feature.pair) ownByWord[at + k]! += feature.row[k]!;
      }
    }
    let evidence = false;
    let matches = 0;
    const keywordOf = new Int32Array(words.length).fill(-1);
    const found = new Set<number>();
    for (let p = 0; p < words.length; p++) {
      let best = 0;
      let own = 0;
      for (let k = 1; k < K; k++) {
        if (byWord[p * K + k]! > byWord[p * K + best]!) best = k;
        if (ownByWord[p * K + k]! > ownByWord[p * K + own]!) own = k;
      }
      if (best !== noEmotion && byWord[p * K + best]! >= model.answerMin) evidence = true;
      if (ownByWord[p * K + own]! < model.keywordMin) continue;
      matches++;
      keywordOf[p] = own;
      if (own !== noEmotion) found.add(own);
    }
    let primary = emotionIndex[0]!;
    for (const k of emotionIndex) if (logits[k]! > logits[primary]!) primary = k;
    const empty: LanguageReading = { emotions: [], keywordWeights: [], strengthOf: new Map(), matches };
    if (!evidence || (noEmotion >= 0 && logits[noEmotion]! > logits[primary]! + 1)) return empty;
    found.delete(primary);
    const ranked = [primary, ...[...found].sort((a, b) => logits[b]! - logits[a]! || a - b)].slice(0, 1 + MAX_SECONDARY_EMOTIONS);
    const strengthOf = new Map<LocalEmotion, number>();
    const keywordWeights: number[] = [];
    for (let p = 0; p < words.length; p++) {
      const k = keywordOf[p]!;
      if (k < 0 || !ranked.includes(k)) continue;
      const span = model.keywordFull - model.keywordMin;
      const weight = (5 + 5 * Math.min(1, (ownByWord[p * K + k]! - model.keywordMin) / span)) * (words[p]!.negated ? 1 : words[p]!.boost);
      const emotion = model.classes[k] as LocalEmotion;
      strengthOf.set(emotion, Math.max(strengthOf.get(emotion) ?? 0, weight));
      if (k === primary) keywordWeights.push(weight);
    }
    return { emotions: ranked.map((k) => model.classes[k] as LocalEmotion), keywordWeights, strengthOf, matches };
  };
}
