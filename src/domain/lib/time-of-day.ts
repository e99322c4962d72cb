// Time of day: morning 5-11, afternoon 12-16, evening 17-20, night otherwise.
import type { TimeOfDay } from "../types";
import { AFTERNOON_HOURS, EVENING_HOURS, MORNING_HOURS } from "../constants";

const within = (hour: number, range: { from: number; to: number }) => hour >= range.from && hour <= range.to;

/** `hour` is the local hour 0–23 (the caller reads it from its clock and time zone). */
export function timeOfDay(hour: number): TimeOfDay {
  if (within(hour, MORNING_HOURS)) return "morning";
  if (within(hour, AFTERNOON_HOURS)) return "afternoon";
  if (within(hour, EVENING_HOURS)) return "evening";
  return "night";
}
