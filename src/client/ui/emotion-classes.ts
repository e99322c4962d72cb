// Emotion colour names (domain/analysis/colours.ts) → Tailwind text colour classes.
import type { EmotionColour } from "../../domain/analysis/colours";

export const EMOTION_TEXT_CLASS: Record<EmotionColour, string> = {
  yellow: "text-yellow-600",
  orange: "text-orange-600",
  blue: "text-blue-600",
  indigo: "text-indigo-600",
  red: "text-red-600",
  purple: "text-purple-600",
  green: "text-green-600",
  teal: "text-teal-600",
  pink: "text-pink-600",
  sky: "text-sky-600",
  slate: "text-slate-600",
  lime: "text-lime-700",
  gray: "text-gray-600",
};

export const EMOTION_DOT_CLASS: Record<EmotionColour, string> = {
  yellow: "bg-yellow-400",
  orange: "bg-orange-400",
  blue: "bg-blue-500",
  indigo: "bg-indigo-500",
  red: "bg-red-500",
  purple: "bg-purple-500",
  green: "bg-green-500",
  teal: "bg-teal-500",
  pink: "bg-pink-400",
  sky: "bg-sky-400",
  slate: "bg-slate-500",
  lime: "bg-lime-500",
  gray: "bg-gray-400",
};
