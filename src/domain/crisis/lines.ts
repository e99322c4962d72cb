// Which crisis lines a person sees: the set of their country, chosen from the CRISIS_REGION
// setting, the browser's locale, the language of the entry, or the browser's preferred language, in
// that order (docs/decisions/009-crisis-safety.md). The sets themselves, each line with its source,
// are in line-sets.ts.
import { RECOGNITION_LANGUAGE } from "../constants";
import type { SupportRecommendation } from "../types";
import type { CrisisLineRegion } from "./line-sets";
import { ALL_LINES, LINE_SETS } from "./line-sets";
import { DEFAULT_EMERGENCY, EMERGENCY_NUMBERS, REGION_OF_COUNTRY } from "./countries";
import { emergencyCard } from "./line-cards";

export interface CrisisLines {
  region: CrisisLineRegion;
  /** ISO 3166 country the set was chosen for ('' when unknown). */
  country: string;
  /** The emergency number to call when someone is in immediate danger. */
  emergencyNumber: string;
  /** What to say in a reply: "call or text 988". */
  spokenAction: string;
  /** The first line answers at any hour (a reply may say "any time of day or night"). */
  anyTime: boolean;
  lines: SupportRecommendation[];
}

export function emergencyNumberFor(country: string): string {
  return Object.hasOwn(EMERGENCY_NUMBERS, country) ? (EMERGENCY_NUMBERS[country] ?? DEFAULT_EMERGENCY) : DEFAULT_EMERGENCY;
}

const normaliseCountry = (code: string): string => (code === "UK" ? "GB" : code);

interface LanguageTag {
  language: string;
  script?: string;
  /** The region subtag as written: two letters (a country) or three digits (a UN M.49 area such as 419). */
  region?: string;
}

/** The subtags of a BCP 47 tag that matter here ("zh-Hant-TW", "en_GB", "es-419"); null when it is not one. */
function parseTag(tag: string | null | undefined): LanguageTag | null {
  if (!tag) return null;
  const [first, ...rest] = tag.trim().replace(/_/g, "-").split("-");
  if (!first || !/^[a-z]{2,3}$/i.test(first)) return null;
  const parsed: LanguageTag = { language: first.toLowerCase() };
  for (const part of rest) {
    if (!parsed.script && !parsed.region && /^[a-z]{3}$/i.test(part)) continue; // an extended language subtag
    if (!parsed.script && !parsed.region && /^[a-z]{4}$/i.test(part)) {
      parsed.script = part.toLowerCase();
      continue;
    }
    if (/^([a-z]{2}|\d{3})$/i.test(part)) parsed.region = part.toUpperCase();
    break; // a region, a variant or an extension: nothing after it names a country
  }
  return parsed;
}

/** The country of a BCP 47 locale ("en-GB" → "GB", "fr-CA" → "CA"); '' when it names none. */
export function countryOfLocale(locale: string | null | undefined): string {
  const region = parseTag(locale)?.region;
  return region && /^[A-Z]{2}$/.test(region) ? normaliseCountry(region) : "";
}

/**
 * The country whose lines a language's speakers most likely need, for a language whose tag names
 * no country: each language the detector reads, its largest country of speakers (Portuguese is
 * Brazil's: pt-PT names Portugal itself). English names none: it is spoken everywhere.
 */
const MAIN_COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = {
  fr: "FR",
  es: "ES",
  de: "DE",
  it: "IT",
  pt: "BR",
  nl: "NL",
  pl: "PL",
  sv: "SE",
  tr: "TR",
  hi: "IN",
  ja: "JP",
  ko: "KR",
  zh: "CN",
};

/**
 * The country of a language tag: its region subtag ("pt-PT" → "PT", "en-GB" → "GB"), else the
 * language's main country ("fr" → "FR", "zh" → "CN"); '' for English, for an area that is not a
 * country ("es-419", Latin America) and for traditional Chinese with no region (Taiwan or Hong Kong).
 */
export function countryOfLanguage(tag: string | null | undefined): string {
  const parsed = parseTag(tag);
  if (!parsed) return "";
  if (parsed.region) return /^[A-Z]{2}$/.test(parsed.region) ? normaliseCountry(parsed.region) : "";
  if (parsed.language === "zh" && parsed.script === "hant") return "";
  return Object.hasOwn(MAIN_COUNTRY_OF_LANGUAGE, parsed.language) ? (MAIN_COUNTRY_OF_LANGUAGE[parsed.language] ?? "") : "";
}

/**
 * The country of the language an entry was spoken or written in. The recogniser's default (en-US,
 * which every entry carries until the person chooses a language) says nothing about where they are.
 */
function countryOfEntryLanguage(language: string | null | undefined): string {
  if (!language || language.trim().replace(/_/g, "-").toLowerCase() === RECOGNITION_LANGUAGE.toLowerCase()) return "";
  return countryOfLanguage(language);
}

/** Lines for a country ("US", "FR", …; '' or unknown → the international set with 112). */
export function crisisLinesForCountry(country: string): CrisisLines {
  const code = normaliseCountry(country.trim().toUpperCase());
  const region: CrisisLineRegion = Object.hasOwn(REGION_OF_COUNTRY, code) ? (REGION_OF_COUNTRY[code] ?? "INTL") : "INTL";
  const set = LINE_SETS[region];
  const number = emergencyNumberFor(code);
  return {
    region,
    country: code,
    emergencyNumber: number,
    spokenAction: set.spokenAction,
    anyTime: set.anyTime,
    lines: [...set.lines, emergencyCard(number, set.alsoEmergency)],
  };
}

/** What is known of where the person is, strongest first. */
export interface CrisisLineContext {
  /** CRISIS_REGION: the operator knows the audience. */
  configuredRegion?: string | null;
  /** The locale the browser sent (navigator.language). */
  locale?: string | null;
  /** The language the entry or message was spoken or written in (a BCP 47 tag such as "fr-FR"). */
  language?: string | null;
  /** The first language of the request's Accept-Language header. */
  acceptLanguage?: string | null;
}

/**
 * The country whose lines to show: CRISIS_REGION when the server has one; else the country of the
 * browser's locale; else the country of the entry's language (its region, else the language's main
 * country); else the country of Accept-Language's first language, the same way; '' when none says.
 */
export function crisisCountry(context: CrisisLineContext): string {
  const configured = context.configuredRegion?.trim();
  if (configured) return configured;
  return countryOfLocale(context.locale) || countryOfEntryLanguage(context.language) || countryOfLanguage(context.acceptLanguage);
}

/** The lines to show for what is known of the person (crisisCountry), the international set when nothing is. */
export function resolveCrisisLines(context: CrisisLineContext): CrisisLines {
  return crisisLinesForCountry(crisisCountry(context));
}

/** The digits of a tel: or sms: link ("tel:0800-111-0-111" → "08001110111"); '' for any other link. */
function dialledNumber(url: string): string {
  const match = /^(?:tel|sms):([^?]*)/i.exec(url.trim());
  return match?.[1] ? match[1].replace(/[\s().\-/]/g, "") : "";
}

const ALL_LINE_URLS = new Set([
  ...ALL_LINES.flatMap((line) => [line.url, ...(line.extraButton ? [line.extraButton.url] : [])]),
  // the lines as the built-in support lists name them
  "https://988lifeline.org/",
  "https://www.crisistextline.org/",
]);

/** Every number a region's line dials ("3114", "08001110111"), the emergency numbers aside. */
export const CRISIS_LINE_NUMBERS: ReadonlySet<string> = new Set([...ALL_LINE_URLS].map(dialledNumber).filter((number) => number !== ""));

/** Every emergency number a card may dial, in every country. */
const EMERGENCY_DIALLED: ReadonlySet<string> = new Set([
  ...Object.values(EMERGENCY_NUMBERS),
  ...Object.values(LINE_SETS).flatMap((set) => (set.alsoEmergency ? [set.alsoEmergency.number] : [])),
  DEFAULT_EMERGENCY,
]);

/**
 * True for a crisis or emergency line of any region (an emergency resource, a known line, a known
 * line's or emergency number), so a list never repeats one or shows another region's.
 */
export function isCrisisLine(resource: Pick<SupportRecommendation, "url" | "isEmergency">): boolean {
  if (resource.isEmergency === true || ALL_LINE_URLS.has(resource.url)) return true;
  const number = dialledNumber(resource.url);
  return CRISIS_LINE_NUMBERS.has(number) || EMERGENCY_DIALLED.has(number);
}
