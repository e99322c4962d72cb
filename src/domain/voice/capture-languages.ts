// The languages a person may speak their reflections in (decision 020): both recognisers are told
// which one (the browser's as a BCP 47 tag, the Whisper-compatible server as its ISO-639-1 code)
// and each entry stores it as its `language`. Without keys, entries in English, Spanish, French,
// German, Italian and Portuguese are read and answered in their language; the others keep a neutral
// reading with a note on the analysis card (docs/decisions/025-replies-in-your-language.md).
import { RECOGNITION_LANGUAGE } from "../constants";

export interface CaptureLanguage {
  /** A BCP 47 tag, as SpeechRecognition.lang takes it. */
  tag: string;
  /** The language's own name, so a person finds theirs whatever the page's language. */
  name: string;
}

export const CAPTURE_LANGUAGES: readonly CaptureLanguage[] = [
  { tag: "en-US", name: "English (US)" },
  { tag: "en-GB", name: "English (UK)" },
  { tag: "en-AU", name: "English (Australia)" },
  { tag: "en-IN", name: "English (India)" },
  { tag: "es-ES", name: "Español (España)" },
  { tag: "es-MX", name: "Español (México)" },
  { tag: "fr-FR", name: "Français" },
  { tag: "de-DE", name: "Deutsch" },
  { tag: "it-IT", name: "Italiano" },
  { tag: "pt-BR", name: "Português (Brasil)" },
  { tag: "pt-PT", name: "Português (Portugal)" },
  { tag: "nl-NL", name: "Nederlands" },
  { tag: "pl-PL", name: "Polski" },
  { tag: "sv-SE", name: "Svenska" },
  { tag: "tr-TR", name: "Türkçe" },
  { tag: "hi-IN", name: "हिन्दी" },
  { tag: "ja-JP", name: "日本語" },
  { tag: "ko-KR", name: "한국어" },
  { tag: "zh-CN", name: "中文 (简体)" },
];

/** The recogniser's language (US English), until the person chooses another. */
export const DEFAULT_CAPTURE_LANGUAGE = RECOGNITION_LANGUAGE;

/** The tag when it is one of the choices, else the default. */
export function captureLanguage(tag: unknown): string {
  return CAPTURE_LANGUAGES.some((language) => language.tag === tag) ? (tag as string) : DEFAULT_CAPTURE_LANGUAGE;
}
