import { describe, expect, it } from "vitest";
import { countryOfLocale, crisisLinesForCountry, emergencyNumberFor, isCrisisLine, resolveCrisisLines } from "./lines";

const text = (country: string) => JSON.stringify(crisisLinesForCountry(country).lines);

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

  it("give everyone else findahelpline.com and their local emergency number", () => {
    const de = crisisLinesForCountry("DE");
    expect(de.region).toBe("INTL");
    expect(de.lines[0]?.url).toBe("https://findahelpline.com/");
    expect(de.emergencyNumber).toBe("112");
    expect(text("DE")).toContain("tel:112");
    expect(crisisLinesForCountry("NZ").emergencyNumber).toBe("111");
    expect(crisisLinesForCountry("JP").lines.at(-1)?.url).toBe("tel:119");
    expect(crisisLinesForCountry("").region).toBe("INTL");
    expect(crisisLinesForCountry("").emergencyNumber).toBe("112");
  });

  it("are all marked as emergency resources with a tap-to-call, tap-to-text or web link", () => {
    for (const country of ["US", "CA", "GB", "IE", "AU", "FR", ""]) {
      for (const line of crisisLinesForCountry(country).lines) {
        expect(line.isEmergency).toBe(true);
        expect(line.url).toMatch(/^(tel:|sms:|https:\/\/)/);
      }
    }
  });
});

describe("the region", () => {
  it("is the country of the browser's locale", () => {
    expect(countryOfLocale("en-GB")).toBe("GB");
    expect(countryOfLocale("fr-CA")).toBe("CA");
    expect(countryOfLocale("en_au")).toBe("AU");
    expect(countryOfLocale("zh-Hant-TW")).toBe("TW");
    expect(countryOfLocale("en-UK")).toBe("GB");
    expect(countryOfLocale("en")).toBe("");
    expect(countryOfLocale(undefined)).toBe("");
  });

  it("follows CRISIS_REGION when the server sets it, else the locale, else the international set", () => {
    expect(resolveCrisisLines({ configuredRegion: "AU", locale: "en-US" }).region).toBe("AU");
    expect(resolveCrisisLines({ configuredRegion: "", locale: "en-IE" }).region).toBe("IE");
    expect(resolveCrisisLines({ locale: "en-US" }).region).toBe("US");
    expect(resolveCrisisLines({ locale: "de" }).region).toBe("INTL");
  });

  it("knows emergency numbers, 112 when unknown", () => {
    expect(emergencyNumberFor("US")).toBe("911");
    expect(emergencyNumberFor("GB")).toBe("999");
    expect(emergencyNumberFor("ZZ")).toBe("112");
    expect(emergencyNumberFor("constructor")).toBe("112");
  });
});

describe("isCrisisLine", () => {
  it("recognises every region's lines, the spec's built-in ones and emergency numbers, not other help", () => {
    for (const country of ["US", "CA", "GB", "IE", "AU", "FR"]) {
      for (const line of crisisLinesForCountry(country).lines) expect(isCrisisLine(line)).toBe(true);
    }
    expect(isCrisisLine({ url: "https://988lifeline.org/" })).toBe(true);
    expect(isCrisisLine({ url: "tel:911" })).toBe(true);
    expect(isCrisisLine({ url: "https://www.psychologytoday.com/us/therapists" })).toBe(false);
    expect(isCrisisLine({ url: "tel:5551234567" })).toBe(false);
  });
});
