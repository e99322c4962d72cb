// The crisis lines chosen in the browser, for what is answered on this device (offline, or a
// private journal's reflections and re-analyses) and for the lines the screens show: the same
// order as the server's (resolveCrisisLines) — CRISIS_REGION, the browser's locale, the entry's
// language, then the browser's first preferred language, which is what its Accept-Language
// header starts with (docs/decisions/009-crisis-safety.md).
import type { CrisisLines } from "../../domain/crisis/lines";
import { resolveCrisisLines } from "../../domain/crisis/lines";

export function browserCrisisLines(options: { configuredRegion?: string | null; language?: string | null }): CrisisLines {
  const browser = typeof navigator === "undefined" ? undefined : navigator;
  return resolveCrisisLines({
    configuredRegion: options.configuredRegion,
    locale: browser?.language,
    language: options.language,
    acceptLanguage: browser?.languages?.[0] ?? browser?.language,
  });
}
