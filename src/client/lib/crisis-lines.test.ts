import { afterEach, describe, expect, it, vi } from "vitest";
import { browserCrisisLines } from "./crisis-lines";

const browser = (language: string, languages: string[] = [language]) => vi.stubGlobal("navigator", { language, languages });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the crisis lines chosen in the browser", () => {
  it("follow the browser's locale over the entry's language", () => {
    browser("en-US");
    expect(browserCrisisLines({ language: "fr-FR" }).region).toBe("US");
  });

  it("follow the entry's language when the locale names no country", () => {
    browser("fr");
    expect(browserCrisisLines({ language: "pt-BR" }).lines[0]?.url).toBe("tel:188");
    expect(browserCrisisLines({ language: "fr-FR" }).lines[0]?.url).toBe("tel:3114");
  });

  it("then the browser's first preferred language, as the server reads Accept-Language", () => {
    browser("de", ["de-AT", "de"]);
    expect(browserCrisisLines({ language: "en-US" }).region).toBe("AT");
    browser("nl", ["nl"]);
    expect(browserCrisisLines({}).region).toBe("NL");
  });

  it("follow CRISIS_REGION whatever the browser says", () => {
    browser("ja-JP");
    expect(browserCrisisLines({ configuredRegion: "GB", language: "ja-JP" }).region).toBe("GB");
  });

  it("are the international set when nothing names a country", () => {
    browser("en", ["en"]);
    expect(browserCrisisLines({ language: "en" }).region).toBe("INTL");
    vi.stubGlobal("navigator", undefined);
    expect(browserCrisisLines({}).region).toBe("INTL");
  });
});
