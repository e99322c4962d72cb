// Response tone for companion replies: encouraging, empathetic or supportive by emotion and intensity.
import type { ResponseTone } from "../types";
import { HIGH_INTENSITY } from "../constants";

const ENCOURAGING = new Set(["joy", "surprise", "grateful"]);
const EMPATHETIC = new Set(["sadness", "fear", "anxious"]);
const SUPPORTIVE = new Set(["anger", "frustrated"]);

/**
 * Empathetic if intensity is 8 or more; joy, surprise or grateful encouraging;
 * sadness, fear or anxious empathetic; anger or frustrated supportive; otherwise gentle.
 * The emotion names are those of both vocabularies (Ekman and local), matched case-insensitively.
 */
export function responseTone(emotion: string, intensity: number): ResponseTone {
  if (intensity >= HIGH_INTENSITY) return "empathetic";
  const key = emotion.trim().toLowerCase();
  if (ENCOURAGING.has(key)) return "encouraging";
  if (EMPATHETIC.has(key)) return "empathetic";
  if (SUPPORTIVE.has(key)) return "supportive";
  return "gentle";
}
