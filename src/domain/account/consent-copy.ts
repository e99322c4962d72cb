// What onboarding tells a person about their reflections, and the acknowledgement it asks for:
// only what this Ripple does with them. Reflections are read by the configured emotion and text
// services to answer the person, and kept in their journal; nothing is collected to improve or
// train any AI (the terms say the same).
import type { PublicConfig } from "../contract/config";

type Providers = Pick<PublicConfig["providers"], "emotion" | "text">;

export const EMOTION_SERVICE: Record<Providers["emotion"], string> = {
  local: "Ripple's own on-server emotion analyser",
  ekman: "an external emotion-analysis service",
  openai: "an external AI model",
};

export const TEXT_SERVICE: Record<Providers["text"], string> = {
  local: "Ripple's own on-server writer",
  gemini: "a generative AI service (Google Gemini)",
  openai: "a generative AI service",
};

/** The second onboarding checkbox: what happens to a reflection's words on this Ripple. */
export function dataUseConsent({ emotion, text }: Providers): string {
  if (emotion === "local" && text === "local") {
    return `I understand that my reflections are analysed and answered on this Ripple's own server, and used only to keep my journal and answer me.`;
  }
  return (
    `I understand that the text of each reflection is read by ${EMOTION_SERVICE[emotion]} and answered by ${TEXT_SERVICE[text]}, ` +
    `and that Ripple uses my reflections only to keep my journal and answer me.`
  );
}
