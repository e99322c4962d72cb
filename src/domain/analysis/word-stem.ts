// The stem of a word for the keyword analyser: a small word-form map, then the Porter (1980)
// stemmer, after the author's public-domain JavaScript version. Pure, no I/O.

/** Comparatives and superlatives the stemmer leaves apart from their base word. */
const WORD_FORMS: Readonly<Record<string, string>> = {
  happier: "happy",
  happiest: "happy",
  sadder: "sad",
  saddest: "sad",
  angrier: "angry",
  angriest: "angry",
  lonelier: "lonely",
  loneliest: "lonely",
  calmer: "calm",
  calmest: "calm",
  scarier: "scary",
  scariest: "scary",
  madder: "mad",
  tireder: "tired",
  sicker: "sick",
  worse: "bad",
  worst: "bad",
  felt: "feel",
  feels: "feel",
  feeling: "feel",
  feelings: "feel",
};

/** Words the stemmer would merge with a word of another feeling ("pleased" ≠ "please", "lovely" ≠ "love"). */
const UNSTEMMED: ReadonlySet<string> = new Set(["pleased", "please", "used", "lovely"]);

const stemCache = new Map<string, string>();

/** The stem of one lower-case word: a fixed word-form map, then the Porter (1980) stemmer. */
export function stemWord(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const stem = UNSTEMMED.has(word) ? word : porterStem(WORD_FORMS[word] ?? word);
  if (stemCache.size < 50_000) stemCache.set(word, stem);
  return stem;
}

const STEP2: Readonly<Record<string, string>> = {
  ational: "ate",
  tional: "tion",
  enci: "ence",
  anci: "ance",
  izer: "ize",
  bli: "ble",
  alli: "al",
  entli: "ent",
  eli: "e",
  ousli: "ous",
  ization: "ize",
  ation: "ate",
  ator: "ate",
  alism: "al",
  iveness: "ive",
  fulness: "ful",
  ousness: "ous",
  aliti: "al",
  iviti: "ive",
  biliti: "ble",
  logi: "log",
};
const STEP3: Readonly<Record<string, string>> = {
  icate: "ic",
  ative: "",
  alize: "al",
  iciti: "ic",
  ical: "ic",
  ful: "",
  ness: "",
};
const c = "[^aeiou]";
const v = "[aeiouy]";
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const MGR0 = new RegExp(`^(${C})?${V}${C}`);
const MEQ1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
const MGR1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
const S_V = new RegExp(`^(${C})?${v}`);
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);
const RE_1A = /^(.+?)(ss|i)es$/;
const RE_1A2 = /^(.+?)([^s])s$/;
const RE_1B = /^(.+?)eed$/;
const RE_1B2 = /^(.+?)(ed|ing)$/;
const RE_1C = /^(.+?)y$/;
const RE_2 =
  /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
const RE_3 = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const RE_4 = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const RE_4B = /^(.+?)(s|t)(ion)$/;
const RE_5 = /^(.+?)e$/;

function porterStem(input: string): string {
  if (input.length < 3) return input;
  let w = input;
  const startsWithY = w.startsWith("y");
  if (startsWithY) w = `Y${w.slice(1)}`;

  let m: RegExpExecArray | null;
  if ((m = RE_1A.exec(w))) w = `${m[1]}${m[2]}`;
  else if ((m = RE_1A2.exec(w))) w = `${m[1]}${m[2]}`;

  if ((m = RE_1B.exec(w))) {
    if (MGR0.test(m[1]!)) w = w.slice(0, -1);
  } else if ((m = RE_1B2.exec(w))) {
    const stem = m[1]!;
    if (S_V.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += "e";
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (CVC.test(w)) w += "e";
    }
  }

  if ((m = RE_1C.exec(w)) && S_V.test(m[1]!)) w = `${m[1]}i`;

  if ((m = RE_2.exec(w)) && MGR0.test(m[1]!)) w = m[1]! + STEP2[m[2]!];
  if ((m = RE_3.exec(w)) && MGR0.test(m[1]!)) w = m[1]! + STEP3[m[2]!];

  if ((m = RE_4.exec(w))) {
    if (MGR1.test(m[1]!)) w = m[1]!;
  } else if ((m = RE_4B.exec(w))) {
    const stem = m[1]! + m[2]!;
    if (MGR1.test(stem)) w = stem;
  }

  if ((m = RE_5.exec(w))) {
    const stem = m[1]!;
    if (MGR1.test(stem) || (MEQ1.test(stem) && !CVC.test(stem))) w = stem;
  }
  if (/ll$/.test(w) && MGR1.test(w)) w = w.slice(0, -1);

  return startsWithY ? `y${w.slice(1)}` : w;
}
