// The companion's newest words are spoken once by themselves: after the auto-speak
// delay (800 ms), only when the user-interacted flag is 'true', and never the same words twice on this
// page. The journal's reply and each
// conversation reply go through here. Failures are logged as warnings, never shown.
import { AUTO_SPEAK_DELAY_MS } from "../../domain/constants";
import { getErrorMessage } from "./api-client";
import { hasUserInteracted } from "./storage";

/** Speaks the text (silent when muted or without audio permission); resolves when done. */
export type SpeakText = (text: string) => Promise<void>;

let lastSpoken: string | null = null;

/** Schedules `text` to be spoken once; returns a cancel function (e.g. the person moved on). */
export function speakOnce(text: string, speak: SpeakText, delayMs = AUTO_SPEAK_DELAY_MS): () => void {
  const clean = text.trim();
  if (!clean || clean === lastSpoken) return () => undefined;
  const timer = setTimeout(() => {
    if (clean === lastSpoken || !hasUserInteracted()) return;
    lastSpoken = clean;
    speak(clean).catch((error: unknown) => {
      console.warn(`[speech] speaking the reply failed: ${getErrorMessage(error)}`);
    });
  }, delayMs);
  return () => clearTimeout(timer);
}

/** For tests: forget what was spoken. */
export function resetSpokenForTests(): void {
  lastSpoken = null;
}
