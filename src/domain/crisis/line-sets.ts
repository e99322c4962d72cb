// The crisis lines of each region, one set per region, each line with its source: what a
// person in crisis sees first. Which set is shown is lines.ts's work. Titles carry the service's own
// name; messages and features are English, the interface's language. The first five regions were
// checked against the services' own pages in November 2026; the regions added for the detector's
// other languages were checked in November 2026 against what public pages (the services' sites,
// ministries, national news) say, as each comment records (docs/decisions/009-crisis-safety.md).
import type { SupportRecommendation } from "../types";

/** Regions with their own set of lines; everyone else gets the international set. */
export type CrisisLineRegion =
  | "US"
  | "CA"
  | "GB"
  | "IE"
  | "AU"
  | "FR"
  | "ES"
  | "MX"
  | "DE"
  | "AT"
  | "CH"
  | "IT"
  | "BR"
  | "PT"
  | "NL"
  | "BE"
  | "PL"
  | "SE"
  | "TR"
  | "IN"
  | "JP"
  | "KR"
  | "CN"
  | "INTL";

export interface LineSet {
  /** What to say in a reply: "call or text 988" ("please {spokenAction} to talk with someone now"). */
  spokenAction: string;
  /** The first line answers at any hour, so a reply may say "any time of day or night". */
  anyTime: boolean;
  /** The set's lines in the order shown; the emergency card follows them. */
  lines: readonly SupportRecommendation[];
  /** A second emergency number the emergency card offers (France's 15 for urgent medical help). */
  alsoEmergency?: { number: string; label: string };
}

const RED = { primary: "#B91C1C", secondary: "#FEF2F2" };
const BLUE = { primary: "#1D4ED8", secondary: "#EFF6FF" };
const DARK_RED = { primary: "#991B1B", secondary: "#FEE2E2" };
const GREEN = { primary: "#047857", secondary: "#ECFDF5" };

/** A line to call: the main button dials `number` (a tel: URI, hyphens only as visual separators). */
function callLine(line: {
  title: string;
  message: string;
  number: string;
  features: string[];
  colorScheme?: SupportRecommendation["colorScheme"];
  also?: { label: string; number: string };
}): SupportRecommendation {
  return {
    title: line.title,
    message: line.message,
    url: `tel:${line.number}`,
    iconType: "phone",
    colorScheme: line.colorScheme ?? RED,
    features: line.features,
    ...(line.also ? { extraButton: { label: line.also.label, url: `tel:${line.also.number}`, iconType: "phone" as const } } : {}),
    isEmergency: true,
  };
}

/** The emergency card: always last in a set. */
export function emergencyCard(number: string, also?: LineSet["alsoEmergency"]): SupportRecommendation {
  return {
    title: "Emergency Services",
    message: `If you or someone else is in immediate danger, call ${number} now.`,
    url: `tel:${number}`,
    iconType: "phone",
    colorScheme: DARK_RED,
    features: ["Immediate help", "Available 24/7"],
    ...(also ? { extraButton: { label: also.label, url: `tel:${also.number}`, iconType: "phone" as const } } : {}),
    isEmergency: true,
  };
}

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

// France (mainland and overseas) — 3114.fr, service-public.fr (29 Sep 2021), ARS Mayotte: 3114,
// the numéro national de prévention du suicide, free and confidential, 24/7, answered by hospital
// nurses and psychologists supervised by a psychiatrist. Emergency 112, or 15 (SAMU) for urgent
// medical help.
const FR_3114 = callLine({
  title: "3114 · Numéro national de prévention du suicide",
  message: "Call 3114 free, any time, to talk with a trained professional. It's confidential.",
  number: "3114",
  features: ["Call 3114", "Free and confidential", "Available 24/7"],
});

// Spain — Ministerio de Sanidad, launched 10 May 2022 (RTVE, El Nacional): 024, the Línea 024 de
// atención a la conducta suicida, free, anonymous and confidential, 24/7, linked to 112. Emergency 112.
const ES_024 = callLine({
  title: "Línea 024 · Atención a la conducta suicida",
  message: "Call 024 free, any time, to talk with a trained professional. It's confidential.",
  number: "024",
  features: ["Call 024", "Free and confidential", "Available 24/7"],
});

// Mexico — Línea de la Vida, run by CONASAMA for the Secretaría de Salud (El Universal, Dec 2025;
// Crónica, Sep 2025): 800 911 2000, free, 24/7, for emotional crises, suicidal thoughts and
// substance use. Emergency 911.
const MX_LINEA_DE_LA_VIDA = callLine({
  title: "Línea de la Vida",
  message: "Call 800 911 2000 free, any time, to talk with a trained counselor.",
  number: "800-911-2000",
  features: ["Call 800 911 2000", "Free and confidential", "Available 24/7"],
});

// Germany — telefonseelsorge.de (TelefonSeelsorge, the churches' ecumenical service; domradio.de,
// evangelisch.de): 0800 111 0 111 and 0800 111 0 222, free (Deutsche Telekom pays the calls),
// anonymous, 24/7, not shown on the phone bill; also 116 123. Emergency 112.
const DE_TELEFONSEELSORGE = callLine({
  title: "TelefonSeelsorge",
  message: "Call 0800 111 0 111, 0800 111 0 222 or 116 123 free, any time, to talk with a trained listener. It's anonymous.",
  number: "0800-111-0-111",
  features: ["Call 0800 111 0 111", "Free and anonymous", "Available 24/7"],
  also: { label: "Call 0800 111 0 222", number: "0800-111-0-222" },
});

// Austria — telefonseelsorge.at (ORF, Apr 2023; katholisch.at): Telefonseelsorge, Notruf 142, free
// from any phone, 24/7, anonymous; an official emergency number since 1998. Emergency 112.
const AT_142 = callLine({
  title: "Telefonseelsorge · Notruf 142",
  message: "Call 142 free, any time, to talk with a trained listener. It's anonymous.",
  number: "142",
  features: ["Call 142", "Free and anonymous", "Available 24/7"],
});

// Switzerland and Liechtenstein — 143.ch (Die Dargebotene Hand / La Main Tendue / Telefono Amico;
// swissinfo, SRF): Tel 143, 24/7, anonymous, in German, French and Italian; a call costs 20
// centimes whatever its length. Emergency 112.
const CH_143 = callLine({
  title: "Die Dargebotene Hand · Tel 143",
  message: "Call 143 any time, in German, French or Italian, to talk with a trained listener. It's anonymous.",
  number: "143",
  features: ["Call 143", "20 centimes a call", "Available 24/7"],
});

// Italy — telefonoamico.it (Telefono Amico Italia; Corriere, Mar 2020; Giornale Roma, Sep 2025):
// 02 2327 2327, every day 10:00–24:00 (Italy has no national 24-hour suicide line; Telefono Amico
// asked for one in 2025); Samaritans Onlus, Rome, 06 77208977 (samaritansonlus.org; the number as
// given, its hours not confirmed in what could be read). Emergency 112, which answers at any hour.
const IT_TELEFONO_AMICO = callLine({
  title: "Telefono Amico Italia",
  message: "Call 02 2327 2327 every day from 10 am to midnight to talk with a trained volunteer. It's anonymous.",
  number: "02-2327-2327",
  features: ["Call 02 2327 2327", "10 am to midnight", "Anonymous"],
});
const IT_SAMARITANS = callLine({
  title: "Samaritans Onlus",
  message: "Call 06 77208977 to talk with a trained volunteer who will listen.",
  number: "06-77208977",
  features: ["Call 06 77208977", "Confidential", "Trained volunteers"],
  colorScheme: BLUE,
});

// Brazil — cvv.org.br (Centro de Valorização da Vida; pt.wikipedia): 188, free from any phone since
// the 2017 agreement with the Ministry of Health, 24/7, confidential; also chat. Emergency 192
// (SAMU), 190 police.
const BR_CVV = callLine({
  title: "CVV · Centro de Valorização da Vida",
  message: "Call 188 free, any time, to talk with a trained volunteer. It's confidential.",
  number: "188",
  features: ["Call 188", "Free and confidential", "Available 24/7"],
});

// Portugal — the Linha Nacional de Prevenção do Suicídio e de Comportamentos Autolesivos, 1411,
// since 10 Sep 2025: free, 24/7, psychologists and mental-health nurses, run with SNS 24 (DECO
// Proteste, SAPO 24, Sep 2025); SNS 24's psychological counselling, 808 24 24 24; SOS Voz Amiga,
// 213 544 545, every day 15:30–00:30 (saudeonline.pt, Sep 2025). Emergency 112.
const PT_1411 = callLine({
  title: "1411 · Linha Nacional de Prevenção do Suicídio",
  message: "Call 1411 free, any time, to talk with a psychologist or a mental-health nurse.",
  number: "1411",
  features: ["Call 1411", "Free and confidential", "Available 24/7"],
  also: { label: "SNS 24: 808 24 24 24", number: "808-24-24-24" },
});
const PT_SOS_VOZ_AMIGA = callLine({
  title: "SOS Voz Amiga",
  message: "Call 213 544 545 every day from 3:30 pm to 12:30 am to talk with a trained volunteer. It's anonymous.",
  number: "213-544-545",
  features: ["Call 213 544 545", "3:30 pm to 12:30 am", "Anonymous"],
  colorScheme: BLUE,
});

// Netherlands — 113.nl (113 Zelfmoordpreventie; NU.nl and NRC, Jul 2020): 113 (direct since July
// 2020) and 0800-0113, free, 24/7, anonymous; chat at 113.nl. Emergency 112.
const NL_113 = callLine({
  title: "113 Zelfmoordpreventie",
  message: "Call 113 or 0800-0113 free, any time, to talk about thoughts of suicide. You can stay anonymous.",
  number: "113",
  features: ["Call 113 or 0800-0113", "Free and anonymous", "Available 24/7"],
  also: { label: "Call 0800-0113", number: "0800-0113" },
});

// Belgium — zelfmoord1813.be (Zelfmoordlijn 1813, Flanders; free and anonymous, 24/7, in Dutch);
// preventionsuicide.be (Centre de Prévention du Suicide, 0800 32 123, free, anonymous, 24/7, in
// French; Belga, La Libre 2023). Emergency 112.
const BE_1813 = callLine({
  title: "Zelfmoordlijn 1813",
  message: "Call 1813 free, any time, to talk in Dutch with a trained volunteer. It's anonymous.",
  number: "1813",
  features: ["Call 1813", "Free and anonymous", "Available 24/7"],
});
const BE_CPS = callLine({
  title: "Centre de Prévention du Suicide",
  message: "Call 0800 32 123 free, any time, to talk in French with a trained volunteer. It's anonymous.",
  number: "0800-32-123",
  features: ["Call 0800 32 123", "Free and anonymous", "Available 24/7"],
  colorScheme: BLUE,
});

// Poland — Centrum Wsparcia dla Osób w Stanie Kryzysu Psychicznego (centrumwsparcia.pl, Fundacja
// ITAKA; PAP Zdrowie): 800 70 2222, free, 24/7, psychologists; Kryzysowy Telefon Zaufania, 116 123,
// free, for adults in emotional crisis (NASK and Niebieska Linia; Wprost, Oct 2023; its hours not
// confirmed). Emergency 112.
const PL_CENTRUM_WSPARCIA = callLine({
  title: "Centrum Wsparcia",
  message: "Call 800 70 2222 free, any time, to talk with a psychologist.",
  number: "800-70-2222",
  features: ["Call 800 70 2222", "Free", "Available 24/7"],
});
const PL_116_123 = callLine({
  title: "Kryzysowy Telefon Zaufania",
  message: "Call 116 123 free to talk with a trained counselor about what you're going through.",
  number: "116123",
  features: ["Call 116 123", "Free", "For adults in crisis"],
  colorScheme: BLUE,
});

// Sweden — mind.se (Mind Självmordslinjen; SOS Alarm, 2020): call 90101 or chat at mind.se, 24/7
// since June 2020, anonymous, trained volunteers. Emergency 112.
const SE_MIND: SupportRecommendation = {
  ...callLine({
    title: "Mind Självmordslinjen",
    message: "Call 90101 any time, or chat at mind.se, to talk with a trained volunteer. It's anonymous.",
    number: "90101",
    features: ["Call 90101", "Chat at mind.se", "Available 24/7"],
  }),
  extraButton: { label: "Chat at mind.se", url: "https://mind.se/", iconType: "textChat" },
};

// Türkiye — no national suicide prevention line was found: 112 is the single emergency number
// (health, police, fire), and directories that list a "182" mental-health line name the Ministry of
// Health's hospital appointment line (ALO 182, MHRS; saglik.gov.tr). So: findahelpline.com's
// listings and 112.

// India — Tele-MANAS, the Ministry of Health and Family Welfare's tele mental health service with
// NIMHANS (Hindustan Times, Mint, PTI; since October 2022): 14416 or 1-800-891-4416, free, 24/7,
// in 20 languages. Emergency 112.
const IN_TELE_MANAS = callLine({
  title: "Tele-MANAS",
  message: "Call 14416 or 1-800-891-4416 free, any time, to talk with a trained counselor in your language.",
  number: "14416",
  features: ["Call 14416", "Free, in 20 languages", "Available 24/7"],
  also: { label: "Call 1-800-891-4416", number: "1-800-891-4416" },
});

// Japan — よりそいホットライン (Yorisoi Hotline, funded by the Ministry of Health, Labour and Welfare;
// Mainichi): 0120-279-338, free, 24 hours, with a line for thoughts of suicide and help in other
// languages; いのちの電話 (Japan Federation of Inochi no Denwa): the Navi Dial 0570-783-556 (call
// charges apply; hours depend on the centre; the free 0120-783-556 runs on the 10th of each month;
// the Navi Dial number is as given, not confirmed in what could be read). Yorisoi comes first because
// it is free and answers at any hour. Emergency 119 (ambulance).
const JP_YORISOI = callLine({
  title: "よりそいホットライン (Yorisoi Hotline)",
  message: "Call 0120-279-338 free, any time, to talk with a trained counselor. Help in other languages is available.",
  number: "0120-279-338",
  features: ["Call 0120-279-338", "Free", "Available 24/7"],
});
const JP_INOCHI_NO_DENWA = callLine({
  title: "いのちの電話 (Inochi no Denwa)",
  message: "Call 0570-783-556 to talk with a trained volunteer. Call charges apply, and hours vary.",
  number: "0570-783-556",
  features: ["Call 0570-783-556", "Trained volunteers", "Confidential"],
  colorScheme: BLUE,
});

// South Korea — Ministry of Health and Welfare (Hankook Ilbo, Newspim, Jan 2024): 109, the single
// suicide prevention line since 1 January 2024 (replacing 1393 and others), 24/7, linked to 112
// dispatch and mental health centres. Emergency 119.
const KR_109 = callLine({
  title: "자살예방상담전화 109 (Suicide Prevention Line)",
  message: "Call 109 any time to talk with a trained counselor.",
  number: "109",
  features: ["Call 109", "Confidential", "Available 24/7"],
});

// China — 12356, the national psychological assistance hotline (National Health Commission, Dec
// 2024: every city connected by 1 May 2025, at least 18 hours a day, many around the clock; only
// call charges); the Beijing Psychological Crisis Research and Intervention Center at Beijing
// Huilongguan Hospital, 010-8295 1332, free, 24 hours, open to callers from all of China (The Paper,
// Sep 2024). Emergency 120 (ambulance).
const CN_12356 = callLine({
  title: "12356 全国心理援助热线 (Psychological Assistance Hotline)",
  message: "Call 12356 to talk with a trained counselor where you live. Only call charges apply.",
  number: "12356",
  features: ["Call 12356", "National hotline", "Confidential"],
});
const CN_BEIJING = callLine({
  title: "北京心理危机研究与干预中心 (Beijing Crisis Line)",
  message: "Call 010-8295 1332 free, any time, to talk with a crisis counselor.",
  number: "010-8295-1332",
  features: ["Call 010-8295 1332", "Free", "Available 24/7"],
  colorScheme: BLUE,
});

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

export const LINE_SETS: Readonly<Record<CrisisLineRegion, LineSet>> = {
  US: { spokenAction: "call or text 988", anyTime: true, lines: [US_988, US_TEXT_LINE] },
  CA: { spokenAction: "call or text 988", anyTime: true, lines: [CA_988, CA_TEXT_LINE] },
  GB: { spokenAction: "call Samaritans free on 116 123", anyTime: true, lines: [SAMARITANS, SHOUT] },
  IE: { spokenAction: "call Samaritans free on 116 123", anyTime: true, lines: [SAMARITANS, TEXT_50808] },
  AU: { spokenAction: "call Lifeline on 13 11 14", anyTime: true, lines: [LIFELINE_AU] },
  FR: { spokenAction: "call 3114 free", anyTime: true, lines: [FR_3114], alsoEmergency: { number: "15", label: "Call 15 (SAMU)" } },
  ES: { spokenAction: "call 024 free", anyTime: true, lines: [ES_024] },
  MX: { spokenAction: "call Línea de la Vida free on 800 911 2000", anyTime: true, lines: [MX_LINEA_DE_LA_VIDA] },
  DE: { spokenAction: "call TelefonSeelsorge free on 0800 111 0 111", anyTime: true, lines: [DE_TELEFONSEELSORGE] },
  AT: { spokenAction: "call Telefonseelsorge free on 142", anyTime: true, lines: [AT_142] },
  CH: { spokenAction: "call Die Dargebotene Hand on 143", anyTime: true, lines: [CH_143] },
  IT: {
    spokenAction: "call Telefono Amico on 02 2327 2327, from 10 am to midnight",
    anyTime: false,
    lines: [IT_TELEFONO_AMICO, IT_SAMARITANS],
  },
  BR: {
    spokenAction: "call CVV free on 188",
    anyTime: true,
    lines: [BR_CVV],
    alsoEmergency: { number: "190", label: "Call 190 (police)" },
  },
  PT: { spokenAction: "call the national suicide prevention line free on 1411", anyTime: true, lines: [PT_1411, PT_SOS_VOZ_AMIGA] },
  NL: { spokenAction: "call 113 Zelfmoordpreventie free on 113 or 0800-0113", anyTime: true, lines: [NL_113] },
  BE: { spokenAction: "call 1813 free, or 0800 32 123 in French", anyTime: true, lines: [BE_1813, BE_CPS] },
  PL: { spokenAction: "call the Centrum Wsparcia free on 800 70 2222", anyTime: true, lines: [PL_CENTRUM_WSPARCIA, PL_116_123] },
  SE: { spokenAction: "call Mind Självmordslinjen on 90101", anyTime: true, lines: [SE_MIND] },
  TR: { spokenAction: "find a free helpline in Türkiye through findahelpline.com", anyTime: true, lines: [FIND_A_HELPLINE] },
  IN: { spokenAction: "call Tele-MANAS free on 14416", anyTime: true, lines: [IN_TELE_MANAS] },
  JP: { spokenAction: "call Yorisoi Hotline free on 0120-279-338", anyTime: true, lines: [JP_YORISOI, JP_INOCHI_NO_DENWA] },
  KR: { spokenAction: "call 109, the suicide prevention line", anyTime: true, lines: [KR_109] },
  CN: {
    spokenAction: "call 12356, or the Beijing crisis line on 010-8295 1332 at any hour",
    anyTime: false,
    lines: [CN_12356, CN_BEIJING],
  },
  INTL: { spokenAction: "reach a free helpline in your country through findahelpline.com", anyTime: true, lines: [FIND_A_HELPLINE] },
};

/** The country codes each region's set serves (a code not here gets the international set). */
export const REGION_OF_COUNTRY: Readonly<Record<string, CrisisLineRegion>> = {
  US: "US",
  PR: "US",
  CA: "CA",
  GB: "GB",
  UK: "GB",
  IE: "IE",
  AU: "AU",
  // 3114 answers in mainland France and overseas
  FR: "FR",
  GP: "FR",
  MQ: "FR",
  GF: "FR",
  RE: "FR",
  YT: "FR",
  ES: "ES",
  MX: "MX",
  DE: "DE",
  AT: "AT",
  CH: "CH",
  LI: "CH",
  IT: "IT",
  BR: "BR",
  PT: "PT",
  NL: "NL",
  BE: "BE",
  PL: "PL",
  SE: "SE",
  TR: "TR",
  IN: "IN",
  JP: "JP",
  KR: "KR",
  CN: "CN",
};

/**
 * Emergency numbers by country (Wikipedia, "List of emergency telephone numbers"); 112 answers
 * on mobile phones across Europe and in many other countries, so it is the default.
 */
export const EMERGENCY_NUMBERS: Readonly<Record<string, string>> = {
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
export const DEFAULT_EMERGENCY = "112";

/** Every line of every set (the emergency cards are not here), for recognising a line anywhere. */
export const ALL_LINES: readonly SupportRecommendation[] = [...new Set(Object.values(LINE_SETS).flatMap((set) => set.lines))];

/**
 * The names a reply may use to point to a line (safety.ts keeps a calm model reply that names one).
 * Not "Mind", "Shout" or "CVV" alone: a word that common would count any reply as pointing to help.
 */
export const CRISIS_LINE_NAMES: readonly string[] = [
  "Samaritans",
  "Kids Help Phone",
  "Crisis Text Line",
  "numéro national de prévention du suicide",
  "Línea 024",
  "Línea de la Vida",
  "TelefonSeelsorge",
  "Telefonseelsorge",
  "Dargebotene Hand",
  "Main Tendue",
  "Telefono Amico",
  "Centro de Valorização da Vida",
  "CVV 188",
  "Linha Nacional de Prevenção do Suicídio",
  "SNS 24",
  "SOS Voz Amiga",
  "113 Zelfmoordpreventie",
  "Zelfmoordlijn",
  "Centre de Prévention du Suicide",
  "Centrum Wsparcia",
  "Telefon Zaufania",
  "Självmordslinjen",
  "Tele-MANAS",
  "Tele MANAS",
  "Yorisoi",
  "よりそいホットライン",
  "Inochi no Denwa",
  "いのちの電話",
  "자살예방상담전화",
  "心理援助热线",
  "心理危机研究与干预中心",
  "findahelpline",
  "Find A Helpline",
];
