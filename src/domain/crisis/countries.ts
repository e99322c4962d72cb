// Which set of crisis lines a country gets, and its emergency number.
import type { CrisisLineRegion } from "./line-sets";

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
