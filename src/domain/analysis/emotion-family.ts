// Groups the emotions of both vocabularies (Ekman and local) plus the app's own
// ('reflective', 'contemplative', 'frustrated') so canned text needs one list per family.

export type EmotionFamily =
  "joy" | "surprise" | "sadness" | "anger" | "fear" | "disgust" | "calm" | "grateful" | "hopeful" | "confused" | "tired" | "reflective";

const FAMILY_BY_EMOTION: Readonly<Record<string, EmotionFamily>> = {
  joy: "joy",
  happy: "joy",
  surprise: "surprise",
  sadness: "sadness",
  sad: "sadness",
  anger: "anger",
  angry: "anger",
  frustrated: "anger",
  fear: "fear",
  anxious: "fear",
  overwhelmed: "fear",
  disgust: "disgust",
  calm: "calm",
  content: "calm",
  grateful: "grateful",
  hopeful: "hopeful",
  confused: "confused",
  tired: "tired",
  neutral: "reflective",
  reflective: "reflective",
  contemplative: "reflective",
};

/** Case-insensitive; unknown emotions are 'reflective'. */
export function emotionFamily(emotion: string): EmotionFamily {
  const key = emotion.trim().toLowerCase();
  return Object.hasOwn(FAMILY_BY_EMOTION, key) ? (FAMILY_BY_EMOTION[key] ?? "reflective") : "reflective";
}
