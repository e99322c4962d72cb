// The 1–10 scale of intensity and wellness.
import type { Scale10 } from "../types";
import { SCALE_MAX, SCALE_MIN } from "../constants";

/**
 * Rounds to an integer and clamps to 1–10; a missing or non-numeric value
 * (null, NaN, "7") gives `fallback`.
 */
export function toScale10(value: unknown, fallback: number): Scale10 {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round(value)));
}
