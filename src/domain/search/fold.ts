// Accent and case folding for search: NFD, combining marks stripped, lower case, so "Café",
// "cafe" and "CAFÉ" are one word. The mapped form keeps, for each folded character, where it
// came from in the original text, so matches found in folded text are highlighted in the real one.

const MARKS = /\p{M}/gu;

/** The text as search compares it: decomposed, without combining marks, lower-cased. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

export interface FoldedText {
  folded: string;
  /** `starts[i]` is the index in the original text of the character that gave folded[i]; one more entry at the end (the original length). */
  starts: number[];
}

/**
 * Folds one code point at a time, so any change of length (a Hangul syllable in three jamo,
 * 'İ' lower-cased to two units) still maps back to the original character.
 */
export function foldWithMap(text: string): FoldedText {
  let folded = "";
  const starts: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char);
    for (let k = 0; k < piece.length; k++) starts.push(index);
    folded += piece;
    index += char.length;
  }
  starts.push(text.length);
  return { folded, starts };
}
