// The onboarding consent says what this Ripple does with a reflection, for the providers it has:
// no promise of data use the app does not make (it collects nothing to improve any AI).
import { describe, expect, it } from "vitest";
import { dataUseConsent, EMOTION_SERVICE, TEXT_SERVICE } from "./consent-copy";

const EMOTIONS = ["local", "ekman", "openai"] as const;
const TEXTS = ["local", "gemini", "openai"] as const;

describe("dataUseConsent", () => {
  it("on a Ripple with no cloud providers, says the words stay on this Ripple's server", () => {
    expect(dataUseConsent({ emotion: "local", text: "local" })).toBe(
      "I understand that my reflections are analysed and answered on this Ripple's own server, and used only to keep my journal and answer me.",
    );
  });

  it("names the services that read and answer the words", () => {
    expect(dataUseConsent({ emotion: "ekman", text: "gemini" })).toBe(
      "I understand that the text of each reflection is read by an external emotion-analysis service and answered by a generative AI service (Google Gemini), and that Ripple uses my reflections only to keep my journal and answer me.",
    );
    for (const emotion of EMOTIONS) {
      for (const text of TEXTS) {
        const words = dataUseConsent({ emotion, text });
        if (emotion !== "local" || text !== "local") {
          expect(words).toContain(EMOTION_SERVICE[emotion]);
          expect(words).toContain(TEXT_SERVICE[text]);
        }
      }
    }
  });

  it("never asks to use data to improve the AI, which this version does not do", () => {
    for (const emotion of EMOTIONS) {
      for (const text of TEXTS) {
        const words = dataUseConsent({ emotion, text });
        expect(words).not.toMatch(/anonymi[sz]ed|improve|train/i);
      }
    }
  });
});
