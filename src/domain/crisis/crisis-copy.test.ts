import { describe, expect, it } from "vitest";
import { crisisLinesForCountry } from "./lines";
import { crisisInsightIn, crisisReplyIn, crisisReplyLanguage, crisisSuggestionsIn } from "./crisis-copy";
import { applyCrisisToResult, isSafeCrisisReply } from "./safety";
import { detectCrisis } from "./detector";
import type { OrchestratorResult } from "../types";
import { buildAnalysis } from "../analysis/analysis";

const LANGUAGES = ["en", "fr", "es", "de", "it", "pt"] as const;
const LEVELS = ["crisis", "concern"] as const;

describe("a crisis result's words", () => {
  it("keep the English words as they were", () => {
    const us = crisisLinesForCountry("US");
    expect(crisisReplyIn("en", "crisis", us)).toBe(
      "I'm so sorry you're carrying this much pain right now. You're not alone, and you don't have to face this by yourself: " +
        "please call or text 988 to talk with someone now. If you're in immediate danger, call 911.",
    );
    expect(crisisReplyIn("en", "concern", us)).toBe(
      "What you're carrying sounds so heavy, and I'm sorry it hurts this much. You're not alone in this. " +
        "If it would help to talk with someone, you can call or text 988, any time of day or night.",
    );
    expect(crisisSuggestionsIn("en", "crisis", us)[0]).toBe("Call or text 988: someone is there to listen, day or night.");
  });

  for (const language of LANGUAGES) {
    for (const level of LEVELS) {
      it(`in ${language} (${level}) name the first line and the emergency number, and are never upbeat`, () => {
        for (const country of ["FR", "ES", "DE", "IT", "BR", "US"]) {
          const lines = crisisLinesForCountry(country);
          const number = lines.lines[0]!.url.replace("tel:", "").replaceAll("-", " ");
          const reply = crisisReplyIn(language, level, lines);
          expect(reply).toContain(number);
          if (level === "crisis") expect(reply).toContain(lines.emergencyNumber);
          expect(reply).not.toContain("!");
          const suggestions = crisisSuggestionsIn(language, level, lines);
          expect(suggestions).toHaveLength(3);
          expect(suggestions[0]).toContain(number);
          expect(suggestions.join(" ")).toContain(lines.emergencyNumber);
        }
        expect(crisisInsightIn(language, level).length).toBeGreaterThan(60);
      });
    }
  }

  it("point to the international directory where there is no regional line, in each language", () => {
    const international = crisisLinesForCountry("ZZ");
    for (const language of LANGUAGES) expect(crisisReplyIn(language, "crisis", international)).toContain("findahelpline.com");
  });

  it("are written in each language's own words, not the English ones", () => {
    const france = crisisLinesForCountry("FR");
    const english = crisisReplyIn("en", "crisis", france);
    const replies = new Set(LANGUAGES.map((language) => crisisReplyIn(language, "crisis", france)));
    expect(replies.size).toBe(LANGUAGES.length);
    expect(crisisReplyIn("fr", "crisis", france)).toContain("appeler le 3114");
    expect(crisisReplyIn("es", "crisis", crisisLinesForCountry("ES"))).toContain("llamar al 024");
    expect(crisisReplyIn("de", "crisis", crisisLinesForCountry("DE"))).toContain("Du bist nicht allein");
    expect(crisisReplyIn("it", "crisis", france)).toContain("Non sei solo");
    expect(crisisReplyIn("pt", "crisis", crisisLinesForCountry("BR"))).toContain("ligar para o 188");
    expect(english).toContain("You're not alone");
  });
});

describe("the language a crisis result speaks", () => {
  it("is the one the words are plainly written in, whatever the entry says", () => {
    expect(crisisReplyLanguage("Je ne veux plus vivre, je pense à en finir ce soir.", "en-US")).toBe("fr");
    expect(crisisReplyLanguage("I don't want to be here anymore, I'm done with all of it.", "fr-FR")).toBe("en");
  });

  it("is the entry's when the words do not say, and English for a language Ripple's prose is not written in", () => {
    expect(crisisReplyLanguage("", "es-ES")).toBe("es");
    expect(crisisReplyLanguage("もう死にたい。今夜、全部終わらせるつもりです。", "ja-JP")).toBe("en");
    expect(crisisReplyLanguage("", undefined)).toBe("en");
  });
});

describe("a result made safe in the person's language", () => {
  const result: OrchestratorResult = {
    analysis: buildAnalysis({ primaryEmotion: "sad", emotionIntensity: 6, mood: "negative", wellnessScore: 5, isAiGenerated: false }),
    aiResponse: "Quelle belle journée !",
    shouldShowAnalysis: true,
    conversationFlow: "continue",
    nextPrompt: "",
  };
  const words = "Je ne veux plus vivre, je pense à en finir ce soir.";

  it("gets the French reply, insight and suggestions for French words; the English ones without a language", () => {
    const france = crisisLinesForCountry("FR");
    const assessment = detectCrisis(words, { language: "fr-FR" });
    const french = applyCrisisToResult(result, assessment, france, { text: words, replyIn: "fr" });
    expect(french.aiResponse).toBe(crisisReplyIn("fr", "crisis", france));
    expect(french.analysis.insights).toBe(crisisInsightIn("fr", "crisis"));
    expect(french.analysis.suggestions).toEqual(crisisSuggestionsIn("fr", "crisis", france));
    const english = applyCrisisToResult(result, assessment, france, { text: words });
    expect(english.aiResponse).toBe(crisisReplyIn("en", "crisis", france));
  });

  it("still keeps a calm English reply that points to help, as before", () => {
    const safe = "I'm so sorry. You're not alone: please call 3114 now.";
    expect(isSafeCrisisReply(safe)).toBe(true);
    const kept = applyCrisisToResult(
      { ...result, aiResponse: safe },
      detectCrisis(words, { language: "fr-FR" }),
      crisisLinesForCountry("FR"),
      {
        replyIn: "fr",
      },
    );
    expect(kept.aiResponse).toBe(safe);
  });
});
