// Words for search: runs of letters and digits, an apostrophe inside a word kept out of the
// term ("don't" is "dont", so both spellings find it). Tokens keep their place in the text
// they were read from, for highlighting; terms (for the index and the query) leave out the
// stop words.
import { foldText } from "./fold";
import { STOP_WORDS } from "./stop-words";

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const APOSTROPHE = /['’]/g;
const NOT_WORD = /[^\p{L}\p{N}'’]+/u;
/** A single letter or digit is no word to search by (and typing one is only the start of a word). */
const MIN_TERM_LENGTH = 2;

export interface Token {
  term: string;
  start: number;
  end: number;
}

/** Tokens of already-folded text, with their positions in it. */
export function tokensOf(folded: string): Token[] {
  const tokens: Token[] = [];
  for (const match of folded.matchAll(WORD)) {
    tokens.push({ term: match[0].replace(APOSTROPHE, ""), start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The search terms of any text: folded, split into words, stop words and single characters left out (the index's tokenizer: no positions, so quicker). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const piece of foldText(text).split(NOT_WORD)) {
    const term = piece.includes("'") || piece.includes("’") ? piece.replace(APOSTROPHE, "") : piece;
    if (term.length >= MIN_TERM_LENGTH && !STOP_WORDS.has(term)) terms.push(term);
  }
  return terms;
}
