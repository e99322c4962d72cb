// Template insight used when the insight generator fails (spec §8): two or three
// third-person analytical sentences built from emotion, intensity, mood and themes.
import type { Analysis, Mood } from "./types";
import { intensityBand } from "./colours";

type InsightInput = Pick<Analysis, "primaryEmotion" | "emotionIntensity" | "mood" | "themes">;

const MOOD_SENTENCES: Readonly<Record<Mood, string>> = {
  positive: "The overall tone is positive, suggesting a sense of ease that is worth noticing and nurturing.",
  negative: "The overall tone is heavy, and putting it into words is a meaningful first step toward easing it.",
  mixed: "The overall tone is mixed, which often signals someone working through more than one feeling at once.",
  neutral: "The overall tone is even, reflecting a steady, observant attention to inner experience.",
};

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function templateInsight({ primaryEmotion, emotionIntensity, mood, themes }: InsightInput): string {
  const emotion = primaryEmotion.trim().toLowerCase() || "a quiet mix of feelings";
  const sentences = [
    `This reflection centers on ${emotion}, expressed at ${intensityBand(emotionIntensity)} intensity (${emotionIntensity}/10).`,
  ];
  const named = themes.map((theme) => theme.trim().replace(/-/g, " ")).filter((theme) => theme.length > 0);
  if (named.length === 1) sentences.push(`The main theme that emerges is ${named[0]}.`);
  if (named.length > 1) sentences.push(`The main themes that emerge are ${joinList(named)}.`);
  sentences.push(MOOD_SENTENCES[mood]);
  return sentences.join(" ");
}
