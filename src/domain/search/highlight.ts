// Which parts of a text to mark for a search: every word that is one of the entry's matched
// terms or begins with a word of the query, found in the folded text and mapped back to the
// original characters. Segments are plain strings for the UI to wrap (no HTML is built here).
import { foldWithMap } from "./fold";
import { tokensOf } from "./tokens";

export interface Range {
  start: number;
  end: number;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** Ranges of `text` to mark, in order, adjacent words not merged (each is its own <mark>). */
export function highlightRanges(text: string, matchedTerms: Iterable<string>, queryTerms: readonly string[]): Range[] {
  const matched = new Set(matchedTerms);
  if (matched.size === 0 && queryTerms.length === 0) return [];
  const { folded, starts } = foldWithMap(text);
  const ranges: Range[] = [];
  for (const token of tokensOf(folded)) {
    if (matched.has(token.term) || queryTerms.some((query) => query && token.term.startsWith(query))) {
      ranges.push({ start: starts[token.start]!, end: starts[token.end]! });
    }
  }
  return ranges;
}

/** The text cut into marked and unmarked pieces (ranges in order, not overlapping). */
export function segments(text: string, ranges: readonly Range[]): Segment[] {
  const pieces: Segment[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) pieces.push({ text: text.slice(at, range.start), mark: false });
    pieces.push({ text: text.slice(range.start, range.end), mark: true });
    at = range.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return pieces;
}

/**
 * A preview that shows the first match: when it lies past `lead` characters, the text starts
 * a few words before it, after an ellipsis, and the ranges move with it.
 */
export function excerpt(text: string, ranges: readonly Range[], lead = 80, context = 30): { text: string; ranges: Range[] } {
  const first = ranges[0];
  if (!first || first.start <= lead) return { text, ranges: [...ranges] };
  let cut = Math.max(0, first.start - context);
  const space = text.lastIndexOf(" ", cut);
  if (space >= 0 && first.start - space <= context * 2) cut = space + 1;
  const prefix = "… ";
  const shift = prefix.length - cut;
  return {
    text: prefix + text.slice(cut),
    ranges: ranges.filter((range) => range.start >= cut).map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}
