// The crisis lines of each region, one set per region, in the order a person in crisis sees them,
// with the reply's words for the first one. Which set is shown is lines.ts's work; the cards and
// their sources are in line-cards-english.ts (the first five regions and the international
// directory) and line-cards-languages.ts (the regions added for the detector's other languages),
// which country gets which set in countries.ts (docs/decisions/009-crisis-safety.md).
import type { SupportRecommendation } from "../types";
import {
  CA_988,
  CA_TEXT_LINE,
  FIND_A_HELPLINE,
  LIFELINE_AU,
  SAMARITANS,
  SHOUT,
  TEXT_50808,
  US_988,
  US_TEXT_LINE,
} from "./line-cards-english";
import {
  AT_142,
  BE_1813,
  BE_CPS,
  BR_CVV,
  CH_143,
  CN_12356,
  CN_BEIJING,
  DE_TELEFONSEELSORGE,
  ES_024,
  FR_3114,
  IN_TELE_MANAS,
  IT_SAMARITANS,
  IT_TELEFONO_AMICO,
  JP_INOCHI_NO_DENWA,
  JP_YORISOI,
  KR_109,
  MX_LINEA_DE_LA_VIDA,
  NL_113,
  PL_116_123,
  PL_CENTRUM_WSPARCIA,
  PT_1411,
  PT_SOS_VOZ_AMIGA,
  SE_MIND,
} from "./line-cards-languages";

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
