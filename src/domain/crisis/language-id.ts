// Which of Ripple's languages a text is plainly written in, so crisis language is read in the
// language it was written in even when the entry says another (a French sentence typed with
// English chosen). Scripts decide Hindi, Korean, Japanese and Chinese; for Latin-script
// languages, the most frequent function words of each language (articles, pronouns,
// prepositions, auxiliaries) are counted, with letters only one language uses as a hint.
// Deliberately cautious: a short or mixed text gives no answer, and the declared language stands.

export type TextLanguage = "en" | "es" | "fr" | "de" | "it" | "pt" | "nl" | "pl" | "sv" | "tr" | "hi" | "ja" | "ko" | "zh";

const FUNCTION_WORDS: Readonly<Record<Exclude<TextLanguage, "hi" | "ja" | "ko" | "zh">, string>> = {
  en: "the and i you it is to of a that in my me was for on this with have but not be are just so what do at im dont its can all your like",
  es: "el la de que y en los se del las por un una para con no es lo me mi pero mas muy yo esta estoy como todo cuando porque ya tengo quiero nada",
  fr: "le la les de des et est je que qui une un pas ne dans pour sur avec mais plus tout moi mon ma suis cest jai tres bien au aux ce cette",
  de: "der die das und ist ich nicht ein eine zu mit sich auf den dem des es mir mich war aber auch noch wie wenn nur bin habe ganz schon kann",
  it: "il di che e la non un una per sono mi ho lo gli le del della con ma come piu anche cosa questo io ti tutto perche sei molto voglio",
  pt: "o a de que e do da em um uma para com nao se os as por mais eu me meu minha mas muito ja estou sou isso como tudo voce quando",
  nl: "de het een en van ik je niet is dat die op te met voor zijn maar er ook als aan bij nog wel heb mijn wat naar dan kan geen",
  pl: "i w nie sie na to ze jest z do co jak mnie ja tak ale juz po czy mi tylko bardzo jestem dla tego od wiem moze sa bylo jesli",
  sv: "och att det som en ar jag pa i av for med till den inte har de om ett var mig min kan sa men nu vill mycket bara ska jag hur",
  tr: "bir ve bu da de ne ben ama cok icin gibi mi degil daha var yok o sen beni bana benim her sey kadar sonra diye artik neden nasil",
};

const WORD_SETS = new Map(Object.entries(FUNCTION_WORDS).map(([language, words]) => [language as TextLanguage, new Set(words.split(" "))]));

/** Letters that point to one language (before accents are removed). */
const HINTS: ReadonlyArray<readonly [RegExp, TextLanguage]> = [
  [/[ñ¿¡]/g, "es"],
  [/[ãõ]/g, "pt"],
  [/[ß]/g, "de"],
  [/[łąęśźżńć]/g, "pl"],
  [/[ışğİ]/g, "tr"],
  [/[å]/g, "sv"],
  [/[œ]|\b(qu'|j'|c'|n'|l'|d')/g, "fr"],
  [/\b(ij)\w/g, "nl"],
];

/** Words of a text, lower-cased, accents removed, apostrophes dropped ("c'est" → "cest"). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/ı/g, "i")
    .replace(/['’]/g, "")
    .split(/[^a-z]+/)
    .filter((w) => w !== "");
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The script a text is mostly written in, for the four languages a script alone tells. */
function byScript(text: string): TextLanguage | undefined {
  // eslint-disable-next-line no-control-regex -- the range from NUL is the point: ASCII only
  if (!/[^\x00-\x7f]/.test(text)) return undefined;
  const devanagari = count(text, /\p{Script=Devanagari}/gu);
  const hangul = count(text, /\p{Script=Hangul}/gu);
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(text, /\p{Script=Han}/gu);
  const latin = count(text, /\p{Script=Latin}/gu);
  const scripts: Array<[TextLanguage, number]> = [
    ["hi", devanagari],
    ["ko", hangul],
    ["ja", kana + (kana > 0 ? han : 0)],
    ["zh", kana > 0 ? 0 : han],
  ];
  const [language, letters] = scripts.reduce((a, b) => (b[1] > a[1] ? b : a));
  // Each CJK character says about as much as a Latin word: compare with a quarter of the Latin letters.
  return letters >= 2 && letters >= latin / 4 ? language : undefined;
}

export interface LanguageGuess {
  /** The language, or undefined when the text does not plainly say. */
  language: TextLanguage | undefined;
  /** Function words (or script letters) that spoke for it. */
  evidence: number;
}

/** The language a text is plainly written in; undefined when it is short, mixed or unclear. */
export function identifyLanguage(text: string): LanguageGuess {
  const sample = text.slice(0, 2_000);
  const script = byScript(sample);
  if (script !== undefined) return { language: script, evidence: 2 };
  const scores = new Map<TextLanguage, number>();
  for (const word of wordsOf(sample)) {
    for (const [language, words] of WORD_SETS) if (words.has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
  }
  for (const [pattern, language] of HINTS) scores.set(language, (scores.get(language) ?? 0) + 2 * count(sample.toLowerCase(), pattern));
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first === undefined || first[1] < 2) return { language: undefined, evidence: first?.[1] ?? 0 };
  // Plainly: clearly ahead of the runner-up.
  if (second !== undefined && first[1] < 1.5 * second[1]) return { language: undefined, evidence: first[1] };
  return { language: first[0], evidence: first[1] };
}

/** The primary language subtag of a BCP 47 tag ("pt-BR" → "pt"), lower-cased; "en" when absent. */
export function primaryLanguage(tag: string | null | undefined): string {
  return (tag ?? "").trim().toLowerCase().split(/[-_]/)[0] || "en";
}
