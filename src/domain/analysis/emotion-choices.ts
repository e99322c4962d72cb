// The emotions a person can choose for an entry (decision 026) and the API's words when a choice is
// not one of them. Kept apart from the correction's rules so the HTTP contract, which the landing
// page's code reaches, takes these few names and nothing else.
import type { LocalEmotion } from "../types";

/**
 * The emotions a person can choose: the on-device analyser's vocabulary and its default
 * 'reflective', ordered from the good feelings through the neutral ones to the hard ones.
 */
export const PICKABLE_EMOTIONS = [
  "happy",
  "content",
  "calm",
  "grateful",
  "hopeful",
  "reflective",
  "confused",
  "tired",
  "sad",
  "anxious",
  "angry",
] as const satisfies readonly (LocalEmotion | "reflective")[];
type PickableEmotion = (typeof PICKABLE_EMOTIONS)[number];

export const EMOTION_SET_BY_PERSON = "person" as const;

/** The 400's words for an emotion outside the set (the list is the set's, in order). */
export const EMOTION_CHOICE_MESSAGE = `must be one of ${PICKABLE_EMOTIONS.join(", ")}`;
export const INTENSITY_CHOICE_MESSAGE = "must be a whole number from 1 to 10";

export function isPickableEmotion(value: string): value is PickableEmotion {
  return (PICKABLE_EMOTIONS as readonly string[]).includes(value);
}
