// Every offered language's crisis phrase table but English's (English: the tables in the folder
// above and the learned model).
import { DE_CRISIS } from "./de";
import { ES_CRISIS } from "./es";
import { FR_CRISIS } from "./fr";
import { HI_CRISIS } from "./hi";
import { IT_CRISIS } from "./it";
import { JA_CRISIS } from "./ja";
import { KO_CRISIS } from "./ko";
import { NL_CRISIS } from "./nl";
import { PL_CRISIS } from "./pl";
import { PT_CRISIS } from "./pt";
import { SV_CRISIS } from "./sv";
import type { CrisisLanguage, LanguageCrisisTable } from "./table";
import { TR_CRISIS } from "./tr";
import { ZH_CRISIS } from "./zh";

export const LANGUAGE_TABLES: Readonly<Record<CrisisLanguage, LanguageCrisisTable>> = {
  de: DE_CRISIS,
  es: ES_CRISIS,
  fr: FR_CRISIS,
  hi: HI_CRISIS,
  it: IT_CRISIS,
  ja: JA_CRISIS,
  ko: KO_CRISIS,
  nl: NL_CRISIS,
  pl: PL_CRISIS,
  pt: PT_CRISIS,
  sv: SV_CRISIS,
  tr: TR_CRISIS,
  zh: ZH_CRISIS,
};
