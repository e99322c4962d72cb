// Text normalisation for the crisis detector (docs/decisions/008-crisis-detection.md): one
// spelling for the many ways people type the same words, so the pattern tables stay readable.
// Pure string work; runs in Node and the browser.
import { WORD_FORMS } from "./word-forms";

/** Emoji that mark a joke in social-media text; they become the token "lol". */
const LAUGH_EMOJI = /[\u{1F602}\u{1F923}\u{1F480}\u{2620}]/gu;

/** Contractions written with an apostrophe (after curly quotes became straight ones). */
const APOSTROPHE_WORDS: Readonly<Record<string, string>> = {
  "can't": "cannot",
  "won't": "will not",
  "ain't": "is not",
  "shan't": "shall not",
  "n't": " not",
  "'m": " am",
  "'re": " are",
  "'ve": " have",
  "'ll": " will",
  "'d": " would",
  "'s": " is",
};
const APOSTROPHE_FORMS =
  /\b(?:can't|won't|ain't|shan't)\b|n't\b|'(?:m|re|ve|ll|d)\b|'s\b(?<=\b(?:it|that|there|here|what|who|he|she|tonight|today|tomorrow|life|everything|nothing|this|where|how|everyone|everybody|nobody|one)'s)/g;

const WORD_FORM = new RegExp(`\\b(?:${Object.keys(WORD_FORMS).join("|")})\\b`, "g");

const MULTI_WORD_FORMS: Readonly<Record<string, string>> = {
  "can not": "cannot",
  "my self": "myself",
  "any more": "anymore",
  "every one": "everyone",
  "every thing": "everything",
  "good bye": "goodbye",
  "un alive": "unalive",
  "for ever": "forever",
};
const MULTI_WORD_KEYS = Object.keys(MULTI_WORD_FORMS);
const MULTI_WORD = /\b(?:can not|my self|any more|every one|every thing|good bye|un alive|for ever)\b/g;
/** Each with a word it cannot match without, so most texts skip it. */
const SPECIAL_FORMS: ReadonlyArray<[string, RegExp, string]> = [
  // "I'd never been born", "I'd taken them all": the 'd of a past participle is "had".
  [
    "would",
    /\bwould( never| not| just| already)? (been|gone|done|seen|known|woken|taken|left|given|written|said|made|[a-z]{2,}(?<!e)ed)\b/g,
    "had$1 $2",
  ],
  ["sewer", /\bsewer ?slides?\b/g, "suicide"],
  ["sui", /\bsui ?side\b/g, "suicide"],
  ["self", /\bself (?:harming|harmed|harms|harmer|injury|injuring|injure|injured|injuries)\b/g, "self harm"],
  // "kys" is said to others; "kys myself", "i want to kys" is the writer's own "kill myself".
  [
    "kys",
    /\bkys (?:myself|me)\b|\bkys\b(?<=\b(?:want to|going to|about to|ready to|need to|i should|i will|i might|i could|i would|i just|i am) kys)/g,
    "kill myself",
  ],
];

/** Sentence ends, commas, a dash between words, and anything else that is not a word or a quote. */
const PUNCTUATION = /[.!?;:\n\r\u2026]+|,+|\s[-\u2013\u2014]+\s|[^a-z0-9.,"\s]+/g;
const SENTENCE_END = new Set([".", "!", "?", ";", ":", "\n", "\r", "\u2026"]);
const punctuationAs = (mark: string): string => {
  const first = mark[0]!;
  if (SENTENCE_END.has(first)) return " . ";
  return first === "," || /\s/.test(first) ? " , " : " ";
};

/** "I'll" typed as "ill" is "I will" unless "ill" means unwell. */
const ILL_AS_I_WILL =
  /(^|[,.!?] |\b(?:and|so|then|but|think|maybe|probably|guess|know|swear|promise|or|because|now|tonight|today|tomorrow|soon|if|when) )ill\b/g;

/** Digits and symbols typed for letters inside a word (su1c1de, k!ll, d3ad), never in "3am" or "mp3". */
const LEET_LETTERS: Readonly<Record<string, string>> = {
  "1": "i",
  "!": "i",
  "3": "e",
  "0": "o",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
  "*": "u",
};
const LEET_IN_WORD = /(?<=[a-z])[1!30@4$57*]+(?=[a-z])/g;

/** A letter typed three or more times in a row ("sooo"), found without a regex. */
function hasLetterRun(s: string): boolean {
  for (let i = 2; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122 && c === s.charCodeAt(i - 1) && c === s.charCodeAt(i - 2)) return true;
  }
  return false;
}

/**
 * A title joined to its post with no space ("Please helpI'm thinking tonight is the night",
 * "existingI don't know"), as some forums export them: a word written all in lower case running
 * straight into a capitalised word is two sentences. "iPhone", "eBay", "YouTube" and "McDonald"
 * stay whole (one lower-case letter, or a word that starts with a capital); "macOS" too.
 */
const JOINED_SENTENCES = /(?<![A-Za-z])([a-z]{2,})(?=[A-Z](?:[a-z'\u2019]|\b))/g;
const splitJoinedSentences = (text: string): string => (/[a-z][A-Z]/.test(text) ? text.replace(JOINED_SENTENCES, "$1. ") : text);

/**
 * Lower-cased, accent-free, apostrophe-free text with one spelling per word and one space
 * between words. Sentence ends (. ! ? ; : new line) become " . " and commas " , ", so patterns
 * written with plain spaces never run across them. Quotation marks stay (reported speech).
 */
export function normaliseCrisisText(text: string): string {
  let s = splitJoinedSentences(text).toLowerCase();
  // eslint-disable-next-line no-control-regex -- the range from NUL is the point: any character outside ASCII
  if (/[^\x00-\x7f]/.test(s)) {
    s = s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(LAUGH_EMOJI, " lol ")
      .replace(/[\u2018\u2019\u201B\u02BC\u00B4\u2032]/g, "'")
      .replace(/[\u201C\u201D\u201E\u00AB\u00BB\u2033]/g, '"');
  }
  if (s.includes("w/o")) s = s.replace(/\bw\/o\b/g, "without");
  if (/[0-9!@$*]/.test(s)) s = s.replace(LEET_IN_WORD, (m) => [...m].map((c) => LEET_LETTERS[c] ?? c).join(""));
  if (s.includes("'") || s.includes("`"))
    s = s
      .replace(/`/g, "'")
      .replace(APOSTROPHE_FORMS, (m) => APOSTROPHE_WORDS[m] ?? m)
      .replace(/'/g, "");
  if (hasLetterRun(s)) s = s.replace(/([a-z])\1{2,}/g, "$1"); // sooo → so, diiie → die, kmssss → kms
  if (/\d[.:]\d/.test(s)) s = s.replace(/(\d)[.:](\d)/g, "$1 $2"); // 11:40, 4.5 end no sentence
  s = s.replace(PUNCTUATION, punctuationAs).replace(/\s+/g, " ").trim();
  if (s.includes("ill")) s = s.replace(ILL_AS_I_WILL, "$1i will");
  s = s.replace(WORD_FORM, (word) => WORD_FORMS[word] ?? word);
  if (MULTI_WORD_KEYS.some((words) => s.includes(words))) s = s.replace(MULTI_WORD, (m) => MULTI_WORD_FORMS[m] ?? m);
  for (const [needed, pattern, replacement] of SPECIAL_FORMS) if (s.includes(needed)) s = s.replace(pattern, replacement);
  return s;
}

/** The normalised text cut into sentences (no " . " inside), empty ones dropped. */
export function crisisSentences(normalised: string): string[] {
  const sentences: string[] = [];
  for (const part of normalised.split(" . ")) {
    let start = 0;
    let end = part.length;
    while (start < end && (part[start] === " " || part[start] === "." || part[start] === ",")) start += 1;
    while (end > start && (part[end - 1] === " " || part[end - 1] === "." || part[end - 1] === ",")) end -= 1;
    if (end > start) sentences.push(start === 0 && end === part.length ? part : part.slice(start, end));
  }
  return sentences;
}
