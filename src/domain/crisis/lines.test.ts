import { describe, expect, it } from "vitest";
import { ALL_LINES, LINE_SETS } from "./line-sets";
import {
  countryOfLanguage,
  countryOfLocale,
  crisisCountry,
  crisisLinesForCountry,
  emergencyNumberFor,
  isCrisisLine,
  resolveCrisisLines,
} from "./lines";

const text = (country: string) => JSON.stringify(crisisLinesForCountry(country).lines);
const first = (country: string) => crisisLinesForCountry(country).lines[0];

describe("regional crisis lines", () => {
  it("give the US and Canada 988 to call or text, the US the Crisis Text Line 741741, and 911", () => {
    expect(text("US")).toContain("Call or text 988");
    expect(text("US")).toContain("Text HOME to 741741");
    expect(crisisLinesForCountry("US").lines[0]?.url).toBe("tel:988");
    expect(text("US")).toContain("tel:911");
    expect(text("CA")).toContain("Call or text 988");
    expect(text("CA")).toContain("686868");
    expect(text("CA")).toContain("tel:911");
  });

  it("give the UK Samaritans 116 123, SHOUT 85258 and 999", () => {
    const uk = crisisLinesForCountry("GB");
    expect(uk.lines[0]?.url).toBe("tel:116123");
    expect(text("GB")).toContain("Text SHOUT to 85258");
    expect(uk.emergencyNumber).toBe("999");
    expect(crisisLinesForCountry("UK").region).toBe("GB");
  });

  it("give Ireland Samaritans 116 123, the 50808 text line and 112", () => {
    const ie = crisisLinesForCountry("IE");
    expect(ie.lines[0]?.url).toBe("tel:116123");
    expect(text("IE")).toContain("50808");
    expect(text("IE")).not.toContain("85258");
    expect(ie.emergencyNumber).toBe("112");
  });

  it("give Australia Lifeline 13 11 14 and 000", () => {
    const au = crisisLinesForCountry("AU");
    expect(au.lines[0]?.url).toBe("tel:131114");
    expect(text("AU")).toContain("13 11 14");
    expect(au.emergencyNumber).toBe("000");
    expect(text("AU")).toContain("tel:000");
  });

  it("give France 3114, with 112 and 15 (SAMU) on the emergency card; overseas France too", () => {
    const fr = crisisLinesForCountry("FR");
    expect(fr.region).toBe("FR");
    expect(first("FR")).toMatchObject({ url: "tel:3114", title: expect.stringContaining("prévention du suicide") });
    expect(fr.emergencyNumber).toBe("112");
    expect(fr.lines.at(-1)).toMatchObject({ url: "tel:112", extraButton: { url: "tel:15" } });
    expect(fr.spokenAction).toContain("3114");
    expect(crisisLinesForCountry("RE").lines[0]?.url).toBe("tel:3114");
  });

  it("give Spain 024 and Mexico Línea de la Vida 800 911 2000 with 911", () => {
    expect(first("ES")?.url).toBe("tel:024");
    expect(crisisLinesForCountry("ES").emergencyNumber).toBe("112");
    expect(first("MX")).toMatchObject({ url: "tel:800-911-2000", title: "Línea de la Vida" });
    expect(crisisLinesForCountry("MX").emergencyNumber).toBe("911");
  });

  it("give Germany TelefonSeelsorge 0800 111 0 111, 0800 111 0 222 and 116 123; Austria 142; Switzerland and Liechtenstein 143", () => {
    expect(first("DE")).toMatchObject({ url: "tel:0800-111-0-111", extraButton: { url: "tel:0800-111-0-222" } });
    expect(first("DE")?.message).toContain("116 123");
    expect(crisisLinesForCountry("DE").emergencyNumber).toBe("112");
    expect(first("AT")?.url).toBe("tel:142");
    expect(first("CH")?.url).toBe("tel:143");
    expect(first("LI")?.url).toBe("tel:143");
  });

  it("give Italy Telefono Amico 02 2327 2327 with its hours, then Samaritans Onlus, and 112", () => {
    const it = crisisLinesForCountry("IT");
    expect(it.lines.map((line) => line.url)).toEqual(["tel:02-2327-2327", "tel:06-77208977", "tel:112"]);
    expect(it.lines[0]?.message).toContain("10 am to midnight");
    // no Italian line answers at any hour, so the reply does not say one does
    expect(it.anyTime).toBe(false);
  });

  it("give Brazil CVV 188 with 192 and 190, Portugal 1411 with SNS 24 and SOS Voz Amiga", () => {
    const br = crisisLinesForCountry("BR");
    expect(br.lines[0]?.url).toBe("tel:188");
    expect(br.emergencyNumber).toBe("192");
    expect(br.lines.at(-1)?.extraButton?.url).toBe("tel:190");
    const pt = crisisLinesForCountry("PT");
    expect(pt.lines[0]).toMatchObject({ url: "tel:1411", extraButton: { url: "tel:808-24-24-24" } });
    expect(pt.lines[1]?.title).toBe("SOS Voz Amiga");
    expect(pt.emergencyNumber).toBe("112");
  });

  it("give the Netherlands 113 and 0800-0113, Belgium 1813 and 0800 32 123", () => {
    expect(first("NL")).toMatchObject({ url: "tel:113", extraButton: { url: "tel:0800-0113" } });
    expect(crisisLinesForCountry("BE").lines.map((line) => line.url)).toEqual(["tel:1813", "tel:0800-32-123", "tel:112"]);
  });

  it("give Poland 800 70 2222 then 116 123, Sweden Mind Självmordslinjen 90101", () => {
    expect(crisisLinesForCountry("PL").lines.map((line) => line.url)).toEqual(["tel:800-70-2222", "tel:116123", "tel:112"]);
    expect(first("SE")).toMatchObject({ url: "tel:90101", title: "Mind Självmordslinjen" });
  });

  it("give Türkiye, which has no national suicide line, findahelpline.com and 112", () => {
    const tr = crisisLinesForCountry("TR");
    expect(tr.region).toBe("TR");
    expect(tr.lines.map((line) => line.url)).toEqual(["https://findahelpline.com/", "tel:112"]);
  });

  it("give India Tele-MANAS 14416 and 1-800-891-4416 with 112", () => {
    expect(first("IN")).toMatchObject({ url: "tel:14416", extraButton: { url: "tel:1-800-891-4416" } });
    expect(crisisLinesForCountry("IN").emergencyNumber).toBe("112");
  });

  it("give Japan Yorisoi 0120-279-338 then Inochi no Denwa 0570-783-556, Korea 109, with 119", () => {
    const jp = crisisLinesForCountry("JP");
    expect(jp.lines.map((line) => line.url)).toEqual(["tel:0120-279-338", "tel:0570-783-556", "tel:119"]);
    expect(jp.lines[1]?.title).toContain("いのちの電話");
    expect(first("KR")?.url).toBe("tel:109");
    expect(crisisLinesForCountry("KR").emergencyNumber).toBe("119");
  });

  it("give China 12356 and the Beijing crisis line 010-8295 1332, with 120", () => {
    const cn = crisisLinesForCountry("CN");
    expect(cn.lines.map((line) => line.url)).toEqual(["tel:12356", "tel:010-8295-1332", "tel:120"]);
    expect(cn.spokenAction).toContain("12356");
  });

  it("give everyone else findahelpline.com and their local emergency number", () => {
    const lu = crisisLinesForCountry("LU");
    expect(lu.region).toBe("INTL");
    expect(lu.lines[0]?.url).toBe("https://findahelpline.com/");
    expect(lu.emergencyNumber).toBe("112");
    expect(text("LU")).toContain("tel:112");
    expect(crisisLinesForCountry("NZ").emergencyNumber).toBe("111");
    expect(crisisLinesForCountry("TW").lines.at(-1)?.url).toBe("tel:119");
    expect(crisisLinesForCountry("").region).toBe("INTL");
    expect(crisisLinesForCountry("").emergencyNumber).toBe("112");
  });

  it("name the region's first number in what a reply says", () => {
    for (const [country, number] of [
      ["FR", "3114"],
      ["ES", "024"],
      ["MX", "800 911 2000"],
      ["DE", "0800 111 0 111"],
      ["AT", "142"],
      ["CH", "143"],
      ["IT", "02 2327 2327"],
      ["BR", "188"],
      ["PT", "1411"],
      ["NL", "113"],
      ["BE", "1813"],
      ["PL", "800 70 2222"],
      ["SE", "90101"],
      ["IN", "14416"],
      ["JP", "0120-279-338"],
      ["KR", "109"],
      ["CN", "12356"],
    ] as const) {
      expect(crisisLinesForCountry(country).spokenAction, country).toContain(number);
    }
  });

  it("are all marked as emergency resources with a tap-to-call, tap-to-text or web link, the emergency card last", () => {
    for (const country of [...Object.keys(LINE_SETS).filter((region) => region !== "INTL"), ""]) {
      const lines = crisisLinesForCountry(country).lines;
      for (const line of lines) {
        expect(line.isEmergency).toBe(true);
        expect(line.url).toMatch(/^(tel:[0-9-]+|sms:[0-9]+(\?&body=[A-Z]+)?|https:\/\/\S+)$/);
        if (line.extraButton) expect(line.extraButton.url).toMatch(/^(tel:[0-9-]+|sms:[0-9]+|https:\/\/\S+)$/);
      }
      expect(lines.at(-1)?.title).toBe("Emergency Services");
    }
  });
});

describe("the country of a tag", () => {
  it("of the browser's locale is its region", () => {
    expect(countryOfLocale("en-GB")).toBe("GB");
    expect(countryOfLocale("fr-CA")).toBe("CA");
    expect(countryOfLocale("en_au")).toBe("AU");
    expect(countryOfLocale("zh-Hant-TW")).toBe("TW");
    expect(countryOfLocale("en-UK")).toBe("GB");
    expect(countryOfLocale("en")).toBe("");
    expect(countryOfLocale("fr")).toBe("");
    expect(countryOfLocale("es-419")).toBe("");
    expect(countryOfLocale("en-US-u-ca-gregory")).toBe("US");
    expect(countryOfLocale("de-u-ca-gregory")).toBe("");
    expect(countryOfLocale(undefined)).toBe("");
  });

  it("of a language is its region, else the language's main country; English names none", () => {
    expect(
      Object.fromEntries(
        ["fr", "es", "de", "it", "pt", "nl", "pl", "sv", "tr", "hi", "ja", "ko", "zh"].map((tag) => [tag, countryOfLanguage(tag)]),
      ),
    ).toEqual({
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
    });
    expect(countryOfLanguage("pt-PT")).toBe("PT");
    expect(countryOfLanguage("pt-BR")).toBe("BR");
    expect(countryOfLanguage("es-MX")).toBe("MX");
    expect(countryOfLanguage("fr-BE")).toBe("BE");
    expect(countryOfLanguage("zh-CN")).toBe("CN");
    expect(countryOfLanguage("zh-Hans")).toBe("CN");
    expect(countryOfLanguage("en")).toBe("");
    expect(countryOfLanguage("en-GB")).toBe("GB");
    // Latin American Spanish is not Spain's; traditional Chinese with no region is not the mainland's
    expect(countryOfLanguage("es-419")).toBe("");
    expect(countryOfLanguage("zh-Hant")).toBe("");
    expect(countryOfLanguage("xx")).toBe("");
    expect(countryOfLanguage("constructor")).toBe("");
    expect(countryOfLanguage("")).toBe("");
    expect(countryOfLanguage(null)).toBe("");
  });
});

describe("the region", () => {
  it("is CRISIS_REGION first, whatever else is known", () => {
    expect(resolveCrisisLines({ configuredRegion: "AU", locale: "en-US", language: "fr-FR", acceptLanguage: "de-DE" }).region).toBe("AU");
    expect(resolveCrisisLines({ configuredRegion: " jp " }).region).toBe("JP");
  });

  it("is then the country of the browser's locale, over the entry's language", () => {
    expect(resolveCrisisLines({ configuredRegion: "", locale: "en-IE" }).region).toBe("IE");
    expect(resolveCrisisLines({ locale: "en-US", language: "fr" }).region).toBe("US");
    expect(resolveCrisisLines({ locale: "de-AT", language: "de-DE", acceptLanguage: "de-CH" }).region).toBe("AT");
    // a country without its own set still wins: its emergency number is the one that works there
    expect(crisisCountry({ locale: "en-NZ", language: "fr-FR" })).toBe("NZ");
  });

  it("is then the country of the entry's language: its region, else the language's main country", () => {
    expect(resolveCrisisLines({ language: "fr-FR" }).lines[0]?.url).toBe("tel:3114");
    expect(resolveCrisisLines({ locale: "fr", language: "fr-FR" }).region).toBe("FR");
    expect(resolveCrisisLines({ language: "pt-BR" }).region).toBe("BR");
    expect(resolveCrisisLines({ language: "pt-PT" }).region).toBe("PT");
    expect(resolveCrisisLines({ language: "es" }).region).toBe("ES");
    expect(resolveCrisisLines({ language: "es-MX" }).region).toBe("MX");
    expect(resolveCrisisLines({ language: "zh-CN" }).region).toBe("CN");
    expect(resolveCrisisLines({ locale: "de", language: "ja-JP", acceptLanguage: "de-DE" }).region).toBe("JP");
    expect(resolveCrisisLines({ language: "en-GB" }).region).toBe("GB");
  });

  it("skips the recogniser's default en-US and plain English, which say nothing of where the person is", () => {
    expect(crisisCountry({ locale: "de", language: "en-US" })).toBe("");
    expect(crisisCountry({ locale: "de", language: "en-US", acceptLanguage: "de-DE" })).toBe("DE");
    expect(crisisCountry({ language: "en", acceptLanguage: "en-AU" })).toBe("AU");
  });

  it("is then Accept-Language's country, then its language's main country", () => {
    expect(resolveCrisisLines({ acceptLanguage: "en-AU" }).region).toBe("AU");
    expect(resolveCrisisLines({ language: "en", acceptLanguage: "nl" }).region).toBe("NL");
    expect(resolveCrisisLines({ locale: "sv", acceptLanguage: "sv" }).region).toBe("SE");
    expect(resolveCrisisLines({ acceptLanguage: "ko" }).region).toBe("KR");
  });

  it("is the international set when nothing names a country", () => {
    expect(resolveCrisisLines({}).region).toBe("INTL");
    expect(resolveCrisisLines({ locale: "en", language: "en", acceptLanguage: "en" }).region).toBe("INTL");
    expect(resolveCrisisLines({ locale: "es-419", language: "es-419", acceptLanguage: "es-419" }).region).toBe("INTL");
  });

  it("knows emergency numbers, 112 when unknown", () => {
    expect(emergencyNumberFor("US")).toBe("911");
    expect(emergencyNumberFor("GB")).toBe("999");
    expect(emergencyNumberFor("ZZ")).toBe("112");
    expect(emergencyNumberFor("constructor")).toBe("112");
  });
});

describe("isCrisisLine", () => {
  it("recognises every region's lines, their second buttons, the spec's built-in ones and emergency numbers, not other help", () => {
    for (const country of [...Object.keys(LINE_SETS), "FR", "LU"]) {
      for (const line of crisisLinesForCountry(country).lines) {
        expect(isCrisisLine(line), `${country} ${line.url}`).toBe(true);
        expect(isCrisisLine({ url: line.url }), `${country} ${line.url}`).toBe(true);
        if (line.extraButton) expect(isCrisisLine({ url: line.extraButton.url }), line.extraButton.url).toBe(true);
      }
    }
    expect(isCrisisLine({ url: "https://988lifeline.org/" })).toBe(true);
    expect(isCrisisLine({ url: "tel:911" })).toBe(true);
    expect(isCrisisLine({ url: "tel:15" })).toBe(true);
    expect(isCrisisLine({ url: "https://www.psychologytoday.com/us/therapists" })).toBe(false);
    expect(isCrisisLine({ url: "tel:5551234567" })).toBe(false);
  });

  it("knows a line's number however a list writes it", () => {
    expect(isCrisisLine({ url: "tel:08001110111" })).toBe(true);
    expect(isCrisisLine({ url: "tel:0800 111 0 222" })).toBe(true);
    expect(isCrisisLine({ url: "tel:18008914416" })).toBe(true);
    expect(isCrisisLine({ url: "tel:010.8295.1332" })).toBe(true);
    expect(isCrisisLine({ url: "sms:741741" })).toBe(true);
    expect(isCrisisLine({ url: "tel:31145" })).toBe(false);
  });

  it("covers every line of every set", () => {
    expect(ALL_LINES.length).toBeGreaterThan(30);
    for (const line of ALL_LINES) expect(isCrisisLine({ url: line.url })).toBe(true);
  });
});
