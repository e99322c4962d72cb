// Cleaning of AI-written insights and suggestions before they are shown or stored.
import { MAX_SUGGESTIONS } from "../constants";

/** A suggestion line must be longer than this to be kept. */
const SUGGESTION_MIN_CHARS_EXCLUSIVE = 15;

const LIST_MARKER = /^\s*(?:[-*•·–—+>]+\s*|\(?\d{1,2}[.):]\s*|[a-z][.)]\s+)+/iu;
const HEADING = /^\s*#{1,6}\s*/;

/** One line without its bullet, list number, heading marks, bold/italic stars and code ticks. */
export function cleanLine(line: string): string {
  return line
    .replace(HEADING, "")
    .replace(LIST_MARKER, "")
    .replace(/\*\*|__/g, "")
    .replace(/[*`]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Insight or suggestion text cleaned of bold markers, list numbering and bullets; the
 * lines are joined into one paragraph.
 */
export function cleanAiText(text: string): string {
  return text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line.length > 0)
    .join(" ");
}

/**
 * AI suggestions: split by line, stripped of bullets and markdown, kept only if longer
 * than 15 characters and not containing 'suggestion' (any case), at most 3.
 */
export function parseAiSuggestions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line.length > SUGGESTION_MIN_CHARS_EXCLUSIVE && !/suggestion/i.test(line))
    .slice(0, MAX_SUGGESTIONS);
}
