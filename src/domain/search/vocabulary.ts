// The terms of a batch of entries, each once, numbered in the order first met. `read` gives a
// text's terms as numbers, the same terms as `termsOf` (tokens.ts: folded, split at
// anything but letters, digits and apostrophes, apostrophes dropped, stop words and single
// characters left out) without making a string of every word: the words are hashed where they
// lie in the folded text, and only a term not seen before is cut out. Reading the words (800,000
// in the bench's 10,000 entries) is most of building the index, so this is the hot loop.
import { STOP_WORDS } from "./stop-words";

/** Nothing above U+007F (a negated class, so the pattern names no control character). */
const ASCII = /^[^\u0080-\uffff]*$/;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const APOSTROPHES = /['’]/g;
const QUOTE = 0x27;
const RIGHT_QUOTE = 0x2019;
/** As `termsOf`: a single letter or digit (one UTF-16 unit, or two) is no term. */
const MIN_TERM_LENGTH = 2;
/** A slot's id for a stop word: known, and left out. */
const STOP = -1;
const EMPTY = -2;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** What a UTF-16 unit below 128 is: 1 letter or digit, 2 apostrophe, 0 neither. */
const ASCII_KIND = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  ASCII_KIND[code] = code === QUOTE ? 2 : LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 1 : 0;
}
/** Code points above ASCII, looked up once each. */
const wideLetters = new Map<number, boolean>();
const marks = new Map<number, boolean>();
const MARK = /^\p{M}$/u;
/** No code point below this is a combining mark (U+0300 is the first). */
export const FIRST_MARK = 0x300;

function isWideLetterOrDigit(codePoint: number): boolean {
  let known = wideLetters.get(codePoint);
  if (known === undefined) wideLetters.set(codePoint, (known = LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint))));
  return known;
}

function isMark(codePoint: number): boolean {
  let known = marks.get(codePoint);
  if (known === undefined) marks.set(codePoint, (known = MARK.test(String.fromCodePoint(codePoint))));
  return known;
}

/**
 * `foldText` (fold.ts), quicker: ASCII is only lower-cased, and the marks are found by
 * a look at each character (a few in a text) instead of a Unicode-class regex over all of it.
 */
export function foldForIndex(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  const decomposed = text.normalize("NFD");
  let kept = "";
  let from = 0;
  for (let at = 0; at < decomposed.length; at++) {
    if (decomposed.charCodeAt(at) < FIRST_MARK) continue;
    const codePoint = decomposed.codePointAt(at)!;
    const width = codePoint > 0xffff ? 2 : 1;
    if (isMark(codePoint)) {
      kept += decomposed.slice(from, at);
      from = at + width;
    }
    at += width - 1;
  }
  return (from === 0 ? decomposed : kept + decomposed.slice(from)).toLowerCase();
}

export class Vocabulary {
  /** The terms by number. */
  readonly terms: string[] = [];
  /** Open addressing: each slot's term (or undefined), its number (or STOP/EMPTY) and hash. */
  private keys: (string | undefined)[] = [];
  private ids = new Int32Array(0);
  private hashes = new Int32Array(0);
  private used = 0;

  constructor() {
    this.resize(1024);
    for (const word of STOP_WORDS) this.insert(word, hashOf(word), STOP);
  }

  /** Appends the numbers of `text`'s terms, in order, to `out`. */
  read(text: string, out: number[]): void {
    const folded = foldForIndex(text);
    const end = folded.length;
    let start = -1;
    let hash = FNV_OFFSET;
    let length = 0;
    let quoted = false;
    for (let at = 0; at <= end; at++) {
      const code = at < end ? folded.charCodeAt(at) : 0x20;
      let kind: number;
      let width = 1;
      if (code < 128) {
        kind = ASCII_KIND[code]!;
      } else if (code === RIGHT_QUOTE) {
        kind = 2;
      } else if (code >= 0xd800 && code <= 0xdbff && at + 1 < end && isLowSurrogate(folded.charCodeAt(at + 1))) {
        kind = isWideLetterOrDigit(folded.codePointAt(at)!) ? 1 : 0;
        width = 2;
      } else {
        kind = isWideLetterOrDigit(code) ? 1 : 0;
      }
      if (kind === 0) {
        if (start >= 0 && length >= MIN_TERM_LENGTH) this.add(folded, start, at, hash, length, quoted, out);
        start = -1;
        continue;
      }
      if (start < 0) {
        start = at;
        hash = FNV_OFFSET;
        length = 0;
        quoted = false;
      }
      if (kind === 2) {
        quoted = true;
      } else {
        hash = Math.imul(hash ^ code, FNV_PRIME);
        length++;
        if (width === 2) {
          at++;
          hash = Math.imul(hash ^ folded.charCodeAt(at), FNV_PRIME);
          length++;
        }
      }
    }
  }

  /** The word folded[start, stop) (its apostrophes not counted in hash and length): its number pushed unless a stop word. */
  private add(folded: string, start: number, stop: number, hash: number, length: number, quoted: boolean, out: number[]): void {
    const term = quoted ? folded.slice(start, stop).replace(APOSTROPHES, "") : null;
    const mask = this.ids.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.ids[slot]!;
      if (id === EMPTY) {
        const fresh = this.terms.length;
        const text = term ?? folded.slice(start, stop);
        this.terms.push(text);
        this.insert(text, hash, fresh);
        out.push(fresh);
        return;
      }
      if (this.hashes[slot] !== hash) continue;
      const key = this.keys[slot]!;
      if (term !== null ? key !== term : key.length !== length || !sameUnits(key, folded, start)) continue;
      if (id !== STOP) out.push(id);
      return;
    }
  }

  private insert(term: string, hash: number, id: number): void {
    if ((this.used + 1) * 2 > this.ids.length) this.resize(this.ids.length * 2);
    const mask = this.ids.length - 1;
    let slot = hash & mask;
    while (this.ids[slot] !== EMPTY) slot = (slot + 1) & mask;
    this.keys[slot] = term;
    this.ids[slot] = id;
    this.hashes[slot] = hash;
    this.used++;
  }

  private resize(size: number): void {
    const { keys, ids, hashes } = this;
    this.keys = new Array<string | undefined>(size);
    this.ids = new Int32Array(size).fill(EMPTY);
    this.hashes = new Int32Array(size);
    this.used = 0;
    for (let slot = 0; slot < ids.length; slot++) {
      if (ids[slot] !== EMPTY) this.insert(keys[slot]!, hashes[slot]!, ids[slot]!);
    }
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Whether `key` is the text at `start` of `folded`, unit for unit (the caller has matched the lengths). */
function sameUnits(key: string, folded: string, start: number): boolean {
  for (let k = 0; k < key.length; k++) {
    if (key.charCodeAt(k) !== folded.charCodeAt(start + k)) return false;
  }
  return true;
}

/** FNV-1a over the UTF-16 units, as `read` hashes a word (a term has no apostrophes). */
function hashOf(term: string): number {
  let hash = FNV_OFFSET;
  for (let k = 0; k < term.length; k++) hash = Math.imul(hash ^ term.charCodeAt(k), FNV_PRIME);
  return hash;
}
