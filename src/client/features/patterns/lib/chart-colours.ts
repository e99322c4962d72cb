// Fills for the patterns charts. Emotion families take the emotion colours (domain/analysis/colours.ts,
// the same shades as the dots in ui/emotion-classes.ts); wellness uses a calm violet scale, pale
// to deep, with no red for a hard day. Class names are written out whole so Tailwind finds them.
import { emotionColour } from "../../../../domain/analysis/colours";
import type { EmotionColour } from "../../../../domain/analysis/colours";
import type { EmotionFamily } from "../../../../domain/analysis/emotion-family";
import type { WellnessStep } from "../../../../domain/patterns/year-pixels";
import { EMOTION_DOT_CLASS } from "../../../ui/emotion-classes";

const EMOTION_FILL: Record<EmotionColour, string> = {
  yellow: "fill-yellow-400",
  orange: "fill-orange-400",
  blue: "fill-blue-500",
  indigo: "fill-indigo-500",
  red: "fill-red-500",
  purple: "fill-purple-500",
  green: "fill-green-500",
  teal: "fill-teal-500",
  pink: "fill-pink-400",
  sky: "fill-sky-400",
  slate: "fill-slate-500",
  lime: "fill-lime-500",
  gray: "fill-gray-400",
};

export const familyFill = (family: EmotionFamily) => EMOTION_FILL[emotionColour(family)];
export const familyDot = (family: EmotionFamily) => EMOTION_DOT_CLASS[emotionColour(family)];

export const STEP_FILL: Record<WellnessStep, string> = {
  0: "fill-violet-200",
  1: "fill-violet-300",
  2: "fill-violet-400",
  3: "fill-violet-600",
  4: "fill-violet-800",
};

export const STEP_SWATCH: Record<WellnessStep, string> = {
  0: "bg-violet-200",
  1: "bg-violet-300",
  2: "bg-violet-400",
  3: "bg-violet-600",
  4: "bg-violet-800",
};

/** A day without reflections: neutral, never a colour of its own. */
export const EMPTY_FILL = "fill-slate-100";
export const EMPTY_SWATCH = "bg-slate-100 ring-1 ring-slate-200";
