// Conversation flow state: where the companion steers after a reply.
import type { Analysis, ConversationFlow } from "../types";
import { HIGH_INTENSITY } from "../constants";

/** Intensity at or below this, with wellness at or above COMPLETE_MIN_WELLNESS, completes. */
const COMPLETE_MAX_INTENSITY = 4;
const COMPLETE_MIN_WELLNESS = 7;
/** More themes than this keeps the conversation going. */
const CONTINUE_MIN_THEMES_EXCLUSIVE = 2;

type FlowInput = Pick<Analysis, "emotionIntensity" | "mood" | "themes" | "wellnessScore">;

/**
 * Intensity 8 or more → deepen; mixed mood or more than 2 themes → continue;
 * intensity 4 or less with wellness 7 or more → complete; otherwise continue.
 */
export function decideConversationFlow(analysis: FlowInput): ConversationFlow {
  if (analysis.emotionIntensity >= HIGH_INTENSITY) return "deepen";
  if (analysis.mood === "mixed" || analysis.themes.length > CONTINUE_MIN_THEMES_EXCLUSIVE) return "continue";
  if (analysis.emotionIntensity <= COMPLETE_MAX_INTENSITY && analysis.wellnessScore >= COMPLETE_MIN_WELLNESS) {
    return "complete";
  }
  return "continue";
}

/** The question the companion asks next, one per conversation flow. */
export const NEXT_PROMPTS: Readonly<Record<ConversationFlow, string>> = {
  deepen: "Would you like to explore what's beneath these feelings a little more?",
  continue: "What else is on your mind right now?",
  complete: "It sounds like you've found some calm. Is there anything else you'd like to share?",
};

export function nextPromptFor(flow: ConversationFlow): string {
  return NEXT_PROMPTS[flow];
}
