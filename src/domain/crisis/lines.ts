// Crisis lines by region (issue 8): the resources a person in crisis sees first, chosen from the
// browser's locale or the CRISIS_REGION setting. One table, each line with its source; checked
// against the services' own pages in November 2026 (see docs/decisions/009-crisis-safety.md).
import type { SupportRecommendation } from "../types";

/** Regions with their own set of lines; everyone else gets the international set. */
type CrisisLineRegion = "US" | "CA" | "GB" | "IE" | "AU" | "INTL";

export interface CrisisLines {
  region: CrisisLineRegion;
  /** ISO 3166 country the set was chosen for ('' when unknown). */
  country: string;
  /** The emergency number to call when someone is in immediate danger. */
  emergencyNumber: string;
  /** What to say in a reply: "call or text 988". */
  spokenAction: string;
  lines: SupportRecommendation[];
}

const RED = { primary: "#B91C1C", secondary: "#FEF2F2" };
const BLUE = { primary: "#1D4ED8", secondary: "#EFF6FF" };
const DARK_RED = { primary: "#991B1B", secondary: "#FEE2E2" };
const GREEN = { primary: "#047857", secondary: "#ECFDF5" };

const emergency = (number: string): SupportRecommendation => ({
  title: "Emergency Services",
  message: `If you or someone else is in immediate danger, call ${number} now.`,
  url: `tel:${number}`,
  iconType: "phone",
  colorScheme: DARK_RED,
  features: ["Immediate help", "Available 24/7"],
  isEmergency: true,
});

// United States — 988lifeline.org (SAMHSA); crisistextline.org.
const US_988: SupportRecommendation = {
  title: "988 Suicide & Crisis Lifeline",
  message: "Call or text 988 any time to talk with a trained counselor. It's free and confidential.",
  url: "tel:988",
  iconType: "phone",
  colorScheme: RED,
  features: ["Call or text 988", "Free and confidential", "Available 24/7"],
  extraButton: { label: "Text 988", url: "sms:988", iconType: "textChat" },
  isEmergency: true,
};
const US_TEXT_LINE: SupportRecommendation = {
  title: "Crisis Text Line",
  message: "Text HOME to 741741 to connect with a trained crisis counselor.",
  url: "sms:741741?&body=HOME",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text HOME to 741741", "Free, 24/7 support", "Confidential"],
  isEmergency: true,
};

// Canada — 988.ca (9-8-8 Suicide Crisis Helpline, call or text, since 30 Nov 2023);
// kidshelpphone.ca (text CONNECT to 686868, the Crisis Text Line's Canadian partner).
const CA_988: SupportRecommendation = {
  ...US_988,
  title: "9-8-8 Suicide Crisis Helpline",
  message: "Call or text 988 any time, in English or French, to reach a trained responder. It's free.",
  features: ["Call or text 988", "English and French", "Available 24/7"],
};
const CA_TEXT_LINE: SupportRecommendation = {
  title: "Kids Help Phone text line",
  message: "Text CONNECT to 686868 to reach a trained volunteer crisis responder, at any age.",
  url: "sms:686868?&body=CONNECT",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text CONNECT to 686868", "Free, 24/7 support", "Confidential"],
  isEmergency: true,
};

// United Kingdom and Ireland — samaritans.org (116 123, free from any phone in both);
// giveusashout.org (text SHOUT to 85258, UK); 50808.ie (text 50808, Ireland).
const SAMARITANS: SupportRecommendation = {
  title: "Samaritans",
  message: "Call 116 123 free, any time, day or night, to talk to someone who will listen.",
  url: "tel:116123",
  iconType: "phone",
  colorScheme: RED,
  features: ["Call 116 123", "Free from any phone", "Available 24/7"],
  isEmergency: true,
};
const SHOUT: SupportRecommendation = {
  title: "Shout",
  message: "Text SHOUT to 85258 to talk by text with a trained volunteer.",
  url: "sms:85258?&body=SHOUT",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text SHOUT to 85258", "Free, 24/7 support", "Confidential"],
  isEmergency: true,
};
const TEXT_50808: SupportRecommendation = {
  title: "50808 text line",
  message: "Text TALK to 50808 to talk by text with a trained volunteer.",
  url: "sms:50808?&body=TALK",
  iconType: "textChat",
  colorScheme: BLUE,
  features: ["Text TALK to 50808", "Free, 24/7 support", "Anonymous"],
  isEmergency: true,
};

// Australia — lifeline.org.au (13 11 14; text 0477 13 11 14).
const LIFELINE_AU: SupportRecommendation = {
  title: "Lifeline",
  message: "Call 13 11 14 any time to talk with a trained crisis supporter, or text 0477 13 11 14.",
  url: "tel:131114",
  iconType: "phone",
  colorScheme: RED,
  features: ["Call 13 11 14", "Text 0477 13 11 14", "Available 24/7"],
  extraButton: { label: "Text 0477 13 11 14", url: "sms:0477131114", iconType: "textChat" },
  isEmergency: true,
};

// Everyone else — findahelpline.com (ThroughLine's directory of free, confidential lines by country).
const FIND_A_HELPLINE: SupportRecommendation = {
  title: "Find A Helpline",
  message: "Free, confidential crisis lines in your country, by phone, text or chat.",
  url: "https://findahelpline.com/",
  iconType: "phone",
  colorScheme: GREEN,
  features: ["Lines in over 130 countries", "Free and confidential", "Phone, text or chat"],
  isEmergency: true,
};

/**
 * Emergency numbers by country (Wikipedia, "List of emergency telephone numbers"); 112 answers
 * on mobile phones across Europe and in many other countries, so it is the default.
 */
const EMERGENCY_NUMBERS: Readonly<Record<string, string>> = {
  US: "911",
  CA: "911",
  MX: "911",
  AR: "911",
  PH: "911",
  GB: "999",
  IE: "112",
  HK: "999",
  MY: "999",
  SG: "995",
  AU: "000",
  NZ: "111",
  IN: "112",
  JP: "119",
  KR: "119",
  CN: "120",
  TW: "119",
  BR: "192",
  ZA: "10111",
  IL: "101",
  EG: "123",
  TH: "1669",
  ID: "112",
  NG: "112",
};
const DEFAULT_EMERGENCY = "112";

export function emergencyNumberFor(country: string): string {
  return Object.hasOwn(EMERGENCY_NUMBERS, country) ? (EMERGENCY_NUMBERS[country] ?? DEFAULT_EMERGENCY) : DEFAULT_EMERGENCY;
}

const REGION_OF_COUNTRY: Readonly<Record<string, CrisisLineRegion>> = {
  US: "US",
  PR: "US",
  CA: "CA",
  GB: "GB",
  UK: "GB",
  IE: "IE",
  AU: "AU",
};

/** The country of a BCP 47 locale ("en-GB" → "GB", "fr-CA" → "CA"); '' when it names none. */
export function countryOfLocale(locale: string | null | undefined): string {
  if (!locale) return "";
  const parts = locale.trim().replace(/_/g, "-").split("-").slice(1);
  const region = parts.find((part) => /^[a-z]{2}$/i.test(part));
  const country = region?.toUpperCase() ?? "";
  return country === "UK" ? "GB" : country;
}

/** Lines for a country ("US", "GB", …; '' or unknown → the international set with 112). */
export function crisisLinesForCountry(country: string): CrisisLines {
  const code = country.trim().toUpperCase() === "UK" ? "GB" : country.trim().toUpperCase();
  const region: CrisisLineRegion = Object.hasOwn(REGION_OF_COUNTRY, code) ? (REGION_OF_COUNTRY[code] ?? "INTL") : "INTL";
  const number = emergencyNumberFor(code);
  switch (region) {
    case "US":
      return {
        region,
        country: code,
        emergencyNumber: number,
        spokenAction: "call or text 988",
        lines: [US_988, US_TEXT_LINE, emergency(number)],
      };
    case "CA":
      return {
        region,
        country: code,
        emergencyNumber: number,
        spokenAction: "call or text 988",
        lines: [CA_988, CA_TEXT_LINE, emergency(number)],
      };
    case "GB":
      return {
        region,
        country: code,
        emergencyNumber: number,
        spokenAction: "call Samaritans free on 116 123",
        lines: [SAMARITANS, SHOUT, emergency(number)],
      };
    case "IE":
      return {
        region,
        country: code,
        emergencyNumber: number,
        spokenAction: "call Samaritans free on 116 123",
        lines: [SAMARITANS, TEXT_50808, emergency(number)],
      };
    case "AU":
      return {
        region,
        country: code,
        emergencyNumber: number,
        spokenAction: "call Lifeline on 13 11 14",
        lines: [LIFELINE_AU, emergency(number)],
      };
    default:
      return {
        region: "INTL",
        country: code,
        emergencyNumber: number,
        spokenAction: "reach a free helpline in your country through findahelpline.com",
        lines: [FIND_A_HELPLINE, emergency(number)],
      };
  }
}

/**
 * The lines to show: the CRISIS_REGION setting when the server has one (an operator who knows
 * the audience), else the country of the person's locale, else the international set.
 */
export function resolveCrisisLines(options: { configuredRegion?: string | null; locale?: string | null }): CrisisLines {
  const configured = options.configuredRegion?.trim();
  return crisisLinesForCountry(configured ? configured : countryOfLocale(options.locale));
}

const ALL_LINE_URLS = new Set([
  ...[US_988, US_TEXT_LINE, CA_988, CA_TEXT_LINE, SAMARITANS, SHOUT, TEXT_50808, LIFELINE_AU, FIND_A_HELPLINE].map((line) => line.url),
  // the spec's lines as the built-in support lists name them
  "https://988lifeline.org/",
  "https://www.crisistextline.org/",
]);

/**
 * True for a crisis or emergency line of any region (an emergency resource, a known line, a
 * short emergency number), so a list never repeats one or shows another region's.
 */
export function isCrisisLine(resource: Pick<SupportRecommendation, "url" | "isEmergency">): boolean {
  return (
    resource.isEmergency === true ||
    ALL_LINE_URLS.has(resource.url) ||
    /^(tel|sms):(988|911|999|000|112|111|116123|131114|741741)\b/.test(resource.url)
  );
}
