// Colours and bands of emotions, intensity and wellness scores as the cards and charts show
// them. Colour names only:
// the client maps them to its own classes.

export type IntensityBand = "low" | "medium" | "high";

const INTENSITY_RED_MIN = 7;
const INTENSITY_AMBER_MIN = 4;
const WELLNESS_GREEN_MIN = 7;
const WELLNESS_YELLOW_MIN = 4;
const MEDIUM_BAND_MIN = 4;
const HIGH_BAND_MIN = 8;

/** 7 or more red, 4 or more amber, below 4 green. */
export function intensityColour(intensity: number): "red" | "amber" | "green" {
  if (intensity >= INTENSITY_RED_MIN) return "red";
  if (intensity >= INTENSITY_AMBER_MIN) return "amber";
  return "green";
}

/** 7 or more green, 4 or more yellow, below 4 red. */
export function wellnessColour(wellness: number): "green" | "yellow" | "red" {
  if (wellness >= WELLNESS_GREEN_MIN) return "green";
  if (wellness >= WELLNESS_YELLOW_MIN) return "yellow";
  return "red";
}

/** Low up to 3, medium 4-7, high 8-10 (fractions between bands go to the lower one). */
export function intensityBand(intensity: number): IntensityBand {
  if (intensity >= HIGH_BAND_MIN) return "high";
  if (intensity >= MEDIUM_BAND_MIN) return "medium";
  return "low";
}

export type EmotionColour =
  "yellow" | "orange" | "blue" | "indigo" | "red" | "purple" | "green" | "teal" | "pink" | "sky" | "slate" | "lime" | "gray";

/** Dot and label colour per emotion, both vocabularies plus reflective and contemplative. */
export const EMOTION_COLOURS: Readonly<Record<string, EmotionColour>> = {
  // Ekman service
  joy: "yellow",
  surprise: "orange",
  sadness: "blue",
  anger: "red",
  fear: "purple",
  disgust: "lime",
  neutral: "gray",
  // local keyword analyser
  happy: "yellow",
  sad: "blue",
  anxious: "purple",
  angry: "red",
  calm: "teal",
  grateful: "pink",
  confused: "orange",
  hopeful: "green",
  tired: "slate",
  content: "sky",
  // defaults for no analysis or no speech
  reflective: "indigo",
  contemplative: "indigo",
};

const DEFAULT_EMOTION_COLOUR: EmotionColour = "gray";

export function emotionColour(emotion: string): EmotionColour {
  const key = emotion.trim().toLowerCase();
  return Object.hasOwn(EMOTION_COLOURS, key) ? (EMOTION_COLOURS[key] ?? DEFAULT_EMOTION_COLOUR) : DEFAULT_EMOTION_COLOUR;
}
