// Which language Ripple's local replies, insights and suggestions are written in for an entry
// (docs/decisions/025-replies-in-your-language.md): English, Spanish, French, German, Italian and
// Portuguese have their own prose; an entry in any other language keeps a neutral reading and a
// note that says which languages the on-device reading covers.

/** The languages the local prose is written in (ISO 639-1). */
const REPLY_LANGUAGES = ["en", "es", "fr", "de", "it", "pt"] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** English names, as the note and the cloud prompts say them. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
  pl: "Polish",
  sv: "Swedish",
  tr: "Turkish",
  hi: "Hindi",
  ja: "Japanese",
  ko: "Korean",
  zh: "Chinese",
};

/** The primary subtag of a BCP 47 tag, lower case ("fr-FR" → "fr"); "" when there is none. */
export function primaryLanguage(tag: string | null | undefined): string {
  return (tag ?? "").trim().split(/[-_]/)[0]!.toLowerCase();
}

/**
 * The language the local prose is written in: the entry's own when it is one of the six, English
 * when the entry names none (entries before languages were stored), and null for any other
 * language: no local prose reads it.
 */
export function replyLanguage(tag: string | null | undefined): ReplyLanguage | null {
  const primary = primaryLanguage(tag);
  if (primary === "") return "en";
  return (REPLY_LANGUAGES as readonly string[]).includes(primary) ? (primary as ReplyLanguage) : null;
}

/** The language's English name ("fr-FR" → "French"), or undefined when it is not one Ripple offers. */
export function languageName(tag: string | null | undefined): string | undefined {
  const primary = primaryLanguage(tag);
  return Object.hasOwn(LANGUAGE_NAMES, primary) ? LANGUAGE_NAMES[primary] : undefined;
}

/** "English, Spanish, French, German, Italian and Portuguese". */
const COVERED_LANGUAGES_TEXT = `${REPLY_LANGUAGES.slice(0, -1)
  .map((code) => LANGUAGE_NAMES[code])
  .join(", ")} and ${LANGUAGE_NAMES[REPLY_LANGUAGES.at(-1)!]}`;

/**
 * The note on the analysis card for words in a language the on-device reading does not cover:
 * which languages it covers, and that the feeling was left unread rather than guessed.
 */
export function languageNote(tag: string | null | undefined): string | undefined {
  if (replyLanguage(tag) !== null) return undefined;
  const name = languageName(tag);
  const words = name ? `these words in ${name}` : "these words";
  return `Ripple's on-device reading covers ${COVERED_LANGUAGES_TEXT}, so the feeling in ${words} was not read. Your reflection is kept just as you wrote it.`;
}
