// The companion's newest message is spoken once, after the spec's auto-speak delay and only
// when the user-interacted flag is 'true'; identical content is never spoken twice (spec §4
// "Voice mode", §7 "Pipeline order"). Failures are logged, never shown.
import { AUTO_SPEAK_DELAY_MS } from "../../../../domain/constants";
import { NATIVE_SPEECH } from "../../../../domain/voice-settings";
import { getErrorMessage } from "../../../lib/api-client";
import { hasUserInteracted } from "../../../lib/storage";

export interface ConversationSpeakOptions {
  /** Native voice pitch: 1.1 in the conversation view. */
  pitch?: number;
  /** Cloud voice settings for chat replies. */
  style?: "chat";
  /** A direct user action (play button): may ask for audio permission first. */
  manual?: boolean;
}

/** Speaks text aloud (cloud voice with browser fallback); resolves when done; silent when muted. */
export type ConversationSpeak = (text: string, options?: ConversationSpeakOptions) => Promise<void>;

export const CONVERSATION_SPEECH: ConversationSpeakOptions = { pitch: NATIVE_SPEECH.conversationPitch, style: "chat" };

let lastSpoken: string | null = null;

/** Schedules `text` to be spoken once; returns a cancel function. */
export function speakOnce(text: string, speak: ConversationSpeak, delayMs = AUTO_SPEAK_DELAY_MS): () => void {
  const clean = text.trim();
  if (!clean || clean === lastSpoken) return () => undefined;
  const timer = setTimeout(() => {
    if (clean === lastSpoken || !hasUserInteracted()) return;
    lastSpoken = clean;
    speak(clean, CONVERSATION_SPEECH).catch((error: unknown) => {
      console.warn(`[conversation] speaking the reply failed: ${getErrorMessage(error)}`);
    });
  }, delayMs);
  return () => clearTimeout(timer);
}

/** For tests: forget what was spoken. */
export function resetSpokenForTests(): void {
  lastSpoken = null;
}
