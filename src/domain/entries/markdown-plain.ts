// An entry's words may be Markdown (imported notes: Day One, Obsidian). The detail renders it
// (decision 037); a ripple card's short preview shows the words without the marks: heading hashes,
// emphasis and code marks, link targets, quote marks, image syntax and HTML tags go (the detail
// drops raw HTML too), list items become bullets. Text with none of these is left exactly as it
// is. Pure.

const BLOCK = /^ {0,3}(?:#{1,6}[ \t]|>|[-*+][ \t]|\d{1,9}[.)][ \t])/m;
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>\n]*)?\/?>/g;
const INLINE = new RegExp(
  [
    /\*\*[^*\n]+\*\*|__[^_\n]+__/.source,
    /(?<![\w*])\*[^*\s][^*\n]*\*(?![\w*])|(?<!\w)_[^_\s][^_\n]*_(?!\w)/.source,
    /`[^`\n]+`|!?\[[^\]\n]*\]\([^)\s]*\)/.source,
    HTML_TAG.source,
  ].join("|"),
);

/** True when the text uses Markdown's block or inline marks (or HTML tags). */
export function looksLikeMarkdown(text: string): boolean {
  return BLOCK.test(text) || INLINE.test(text);
}

/** The words without Markdown's marks, for a short preview. */
export function plainPreview(text: string): string {
  if (!looksLikeMarkdown(text)) return text;
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/, "$1")
        .replace(/^ {0,3}(?:>[ \t]?)+/, "")
        .replace(/^(\s*)[-*+][ \t]+(?:\[[ xX]\][ \t]+)?/, "$1• "),
    )
    .join("\n")
    .replace(HTML_TAG, "")
    .replace(/!?\[([^\]\n]*)\]\([^)\s]*\)/g, "$1")
    .replace(/\*\*([^*\n]+)\*\*|__([^_\n]+)__/g, "$1$2")
    .replace(/(?<![\w*])\*([^*\s][^*\n]*)\*(?![\w*])|(?<!\w)_([^_\s][^_\n]*)_(?!\w)/g, "$1$2")
    .replace(/`([^`\n]+)`/g, "$1");
}
