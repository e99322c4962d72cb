// Tokens for the on-device keyword analyser: lower case, contractions expanded (with or
// without the apostrophe), clause boundaries kept, words reduced by the Porter stemmer.
// Shared by the analyser and scripts/derive-model.ts so fitting and use see the same tokens.
import { stemWord } from "./word-stem";

/** Marks the end of a clause ('.', '!', '?', ';', ',', 'but'): negation does not cross it. */
const BOUNDARY = "|";

const CONTRACTIONS: Readonly<Record<string, string>> = {
  "can't": "can not",
  cant: "can not",
  cannot: "can not",
  "won't": "will not",
  wont: "will not",
  "ain't": "is not",
  aint: "is not",
  "shan't": "shall not",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  couldnt: "could not",
  wouldnt: "would not",
  shouldnt: "should not",
  mustnt: "must not",
  neednt: "need not",
  im: "i am",
  ive: "i have",
  youre: "you are",
  theyre: "they are",
  "i'm": "i am",
  "i've": "i have",
  "i'd": "i would",
  "i'll": "i will",
};

const WORD_OR_BOUNDARY = /[a-z]+(?:'[a-z]+)?|[.!?;,]+/g;

/**
 * Contractions whose apostrophe became a space ("don t", "i m", "can t"), as in text
 * with punctuation stripped: the word before a lone "t" and what it stands for.
 */
const SPLIT_NOT: Readonly<Record<string, string>> = {
  don: "do",
  didn: "did",
  doesn: "does",
  isn: "is",
  wasn: "was",
  aren: "are",
  weren: "were",
  couldn: "could",
  wouldn: "would",
  shouldn: "should",
  haven: "have",
  hasn: "has",
  hadn: "had",
  mustn: "must",
  needn: "need",
  ain: "is",
  can: "can",
  won: "will",
  shan: "shall",
};
/** Contraction tails left alone after a space ("it s", "i ve", "we ll", "they re", "i d"). */
const SPLIT_TAILS: ReadonlySet<string> = new Set(["s", "ve", "ll", "re", "d"]);

/** Words and boundaries of `text`, contractions expanded, not yet stemmed. */
export function tokeniseWords(text: string): string[] {
  const normalised = text
    .toLowerCase()
    .replace(/([a-z])\1{2,}/g, "$1$1") // "sooo happyyy" → "soo happyy"
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\[(name|religion)\]/g, " ");
  const words: string[] = [];
  for (const match of normalised.matchAll(WORD_OR_BOUNDARY)) {
    const token = match[0];
    if (!/[a-z]/.test(token)) {
      words.push(BOUNDARY);
      continue;
    }
    const last = words.at(-1);
    if (token === "t" && last !== undefined && Object.hasOwn(SPLIT_NOT, last)) {
      words[words.length - 1] = SPLIT_NOT[last]!;
      words.push("not");
      continue;
    }
    if (token === "m" && last === "i") {
      words.push("am");
      continue;
    }
    if (SPLIT_TAILS.has(token) && last !== undefined && last !== BOUNDARY) continue;
    const expanded = CONTRACTIONS[token];
    if (expanded !== undefined) {
      words.push(...expanded.split(" "));
    } else if (token.endsWith("n't")) {
      words.push(token.slice(0, -3), "not");
    } else if (token.includes("'")) {
      words.push(token.slice(0, token.indexOf("'"))); // keep "mum" of "mum's", drop 's 're 've 'll 'd
    } else if (token === "but") {
      words.push(BOUNDARY);
    } else if (token.length > 1 || token === "i" || token === "a") {
      words.push(token);
    }
  }
  return words;
}

/** Words that negate the next few words of their clause. */
export const NEGATORS: ReadonlySet<string> = new Set([
  "not",
  "no",
  "never",
  "nothing",
  "nobody",
  "none",
  "neither",
  "nor",
  "without",
  "hardly",
  "barely",
  "lack",
]);
/** Words that strengthen the next keyword. */
const INTENSIFIERS: ReadonlySet<string> = new Set([
  "very",
  "so",
  "soo",
  "really",
  "extremely",
  "incredibly",
  "super",
  "totally",
  "completely",
  "absolutely",
  "deeply",
  "truly",
  "terribly",
  "awfully",
  "utterly",
  "too",
  "such",
  "especially",
  "particularly",
  "seriously",
  "insanely",
  "unbelievably",
  "genuinely",
  "immensely",
  "hugely",
  "thoroughly",
  "fucking",
  "damn",
]);
/** Words that soften the next keyword ("a bit sad", "kind of tired"). */
const DIMINISHERS: ReadonlySet<string> = new Set(["bit", "little", "slightly", "somewhat", "kinda", "sorta", "mildly", "fairly"]);
/** Modifier words left out of the scanned stream (their effect is kept as marks on what follows). */
const DROPPED: ReadonlySet<string> = new Set(["a", "an"]);
/** After a negator these words take the negation themselves: "can't stop crying", "can't wait". */
const LINKING_VERBS: ReadonlySet<string> = new Set(["be", "been", "felt", "feel"]);
/** Verbs after which a word describes the writer's state. */
export const COPULAS: ReadonlySet<string> = new Set([
  "feel",
  "feels",
  "felt",
  "feeling",
  "am",
  "was",
  "been",
  "be",
  "being",
  "become",
  "became",
  "becoming",
  "get",
  "gets",
  "got",
  "getting",
  "grow",
  "grew",
]);
/**
 * Words between a linking verb and the feeling that keep it the writer's state:
 * "I feel like a failure", "I was feeling pretty low", "I feel more rested".
 */
const PREDICATE_TRANSPARENT: ReadonlySet<string> = new Set([
  "like",
  "pretty",
  "rather",
  "quite",
  "just",
  "still",
  "even",
  "more",
  "less",
  "all",
  "as",
  "kind",
  "sort",
  "of",
  "bit",
  "lot",
]);
/** After a predicate feeling, these keep the next word a predicate too: "I feel tense and scared". */
const PREDICATE_JOINERS: ReadonlySet<string> = new Set(["and", "or", "yet"]);
const NEGATION_ABSORBERS: ReadonlySet<string> = new Set(["stop", "help", "wait", "only", "just", "know"]);

const INTENSIFIER_BOOST = 1.5;
const DIMINISHER_BOOST = 0.7;
/** How many words after a negator, an intensifier or a diminisher it reaches, within its clause. */
const NEGATION_SCOPE = 3;
const BOOST_SCOPE = 2;

export interface ScannedWord {
  word: string;
  stem: string;
  /** Within the scope of a negator ("not", "never", "no", ...). */
  negated: boolean;
  /** 1, INTENSIFIER_BOOST or DIMINISHER_BOOST. */
  boost: number;
  /** Index of the clause; phrases never span two clauses. */
  clause: number;
  /** Follows a linking verb ("I feel drained", "I'm so worried", "I got angry"): it says how the writer is. */
  predicate: boolean;
}

/**
 * The words of `text` with their stems and the negation and intensity marks that reach them.
 * "never been so happy" and "couldn't be happier" intensify rather than negate.
 */
export function scanText(text: string): ScannedWord[] {
  const out: ScannedWord[] = [];
  let clause = 0;
  let negationLeft = 0;
  let boostLeft = 0;
  let boost = 1;
  let predicateOpen = false;
  let lastWasPredicate = false;
  const words = tokeniseWords(text);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === BOUNDARY) {
      clause++;
      negationLeft = 0;
      boostLeft = 0;
      predicateOpen = false;
      lastWasPredicate = false;
      continue;
    }
    const hedge = (word === "kind" || word === "sort") && words[i + 1] === "of"; // "kind of tired"
    const modifier = INTENSIFIERS.has(word) || DIMINISHERS.has(word) || DROPPED.has(word) || hedge;
    if (!modifier) {
      const predicate: boolean = predicateOpen;
      out.push({ word, stem: stemWord(word), negated: negationLeft > 0, boost: boostLeft > 0 ? boost : 1, clause, predicate });
      // "I'm not angry": 'angry' is still the predicate; so is 'low' in "I feel pretty low".
      if (COPULAS.has(word)) predicateOpen = true;
      else if (PREDICATE_JOINERS.has(word)) predicateOpen = lastWasPredicate;
      else if (!NEGATORS.has(word) && !PREDICATE_TRANSPARENT.has(word)) predicateOpen = false;
      lastWasPredicate = predicate && !COPULAS.has(word) && !PREDICATE_TRANSPARENT.has(word) && !PREDICATE_JOINERS.has(word);
      if (negationLeft > 0) negationLeft--;
      if (boostLeft > 0) boostLeft--;
    }
    if (hedge) i++;

    if (NEGATORS.has(word)) {
      const next = words[i + 1] ?? "";
      if (NEGATION_ABSORBERS.has(next)) continue;
      let linked = LINKING_VERBS.has(next) ? (words[i + 2] ?? "") : next;
      if (linked === "any" && linked !== next) linked = words[i + 3] ?? ""; // "couldn't be any happier"
      const comparative = linked === "more" || /^[a-z]+ier$|^better$/.test(linked);
      const neverSo = word === "never" && (comparative || linked === "so" || linked === "this" || linked === "such");
      const notBeMore = word === "not" && linked !== next && comparative;
      if (neverSo || notBeMore) {
        boost = INTENSIFIER_BOOST; // "never been so happy", "couldn't be happier"
        boostLeft = BOOST_SCOPE + (linked === next ? 0 : 1);
        continue;
      }
      negationLeft = NEGATION_SCOPE;
    } else if (INTENSIFIERS.has(word)) {
      boost = INTENSIFIER_BOOST;
      boostLeft = BOOST_SCOPE;
    } else if (DIMINISHERS.has(word) || hedge) {
      boost = DIMINISHER_BOOST;
      boostLeft = BOOST_SCOPE;
    }
  }
  return out;
}

/** The lexicon key of a word or phrase: its scanned stems joined by spaces ("worn out" → "worn out"). */
export function keyOf(phrase: string): string {
  return scanText(phrase)
    .map((w) => w.stem)
    .join(" ");
}
