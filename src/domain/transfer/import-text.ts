// Cleaning an imported text of what its source app left in it and Ripple would show as clutter:
// U+FFFC (the object replacement character Day One and Apple's editors leave where an inline image
// or attachment was), a first line that is a Markdown heading (the entry's title: Ripple's entries
// have no title field, so it stays the first line, as plain words without the `#`), Obsidian's
// Dataview queries (fenced ```dataview / ```dataviewjs blocks and inline `= …` / `$= …` code,
// which are instructions to the app, not words), and the test for a note that is only an unfilled
// template (headings, placeholders such as {{date}} or Templater's <% … %>, empty list items and
// check boxes). The rest of the Markdown is kept: the entry detail renders it (decision 037). Pure.

const OBJECT_REPLACEMENT = /\uFFFC/g;
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const DATAVIEW_BLOCK = /^ {0,3}(`{3,}|~{3,})[ \t]*(?:dataview|dataviewjs)\b[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gim;
const INLINE_QUERY = /`\$?=[^`\n]*`/g;
const PLACEHOLDER = /\{\{[^{}\n]*\}\}|<%[\s\S]*?%>/g;

/** Without U+FFFC. */
export function withoutObjectReplacement(text: string): string {
  return text.replace(OBJECT_REPLACEMENT, "");
}

/** The text with a first line that is a heading (`# Title`) kept as that line's words alone. */
export function titleAsFirstLine(text: string): string {
  const lines = text.split("\n");
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first < 0) return text;
  const heading = HEADING.exec(lines[first]!);
  if (!heading) return text;
  lines[first] = heading[1]!.trim();
  return lines.join("\n");
}

/** Without Dataview's query blocks and inline queries. */
export function withoutDataview(text: string): string {
  return text.replace(DATAVIEW_BLOCK, "").replace(INLINE_QUERY, "");
}

/**
 * True when nothing is written once the template's scaffolding is set aside: headings, template
 * placeholders, empty list items and check boxes, rules, block-quote marks, tags alone and blank
 * lines. Such a note (a daily note made from a template and never filled in) is not an entry.
 */
export function isTemplateOnly(text: string): boolean {
  const rest = withoutDataview(text)
    .replace(PLACEHOLDER, "")
    .split("\n")
    .filter((line) => !HEADING.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:>\s*)*/, "")
        .replace(/^(?:[-*+]|\d+[.)])(?:\s+\[[ xX]?\])?\s*$/, "")
        .replace(/^(?:[-*_]\s*){3,}$/, "")
        .replace(/(^|\s)#[\p{L}\p{N}_/-]+/gu, "$1"),
    )
    .join("\n");
  return !/[\p{L}\p{N}]/u.test(rest);
}
