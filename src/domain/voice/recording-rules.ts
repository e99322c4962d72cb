// Recording rules: what a finished recording delivers, duplicate
// stops, the elapsed timer and toast lifetimes.
import { DUPLICATE_STOP_WINDOW_MS, SILENCE_PLACEHOLDER_MIN_SECONDS, TOAST_DEFAULT_DURATION_MS, TOAST_EXIT_MS } from "../constants";

export const SILENCE_PLACEHOLDER_TRANSCRIPT = "A moment of silence and reflection.";

export interface RecordingCompletion {
  transcript: string;
  durationSeconds: number;
  speechDetected: boolean;
}

/**
 * The transcript to process, or null when the completion is ignored. Text that was heard
 * is used trimmed. With no speech, a recording longer than 2 s yields the placeholder
 * 'A moment of silence and reflection.'; 2 s or less is ignored. A blank transcript
 * when speech was detected is ignored.
 */
export function completionTranscript({ transcript, durationSeconds, speechDetected }: RecordingCompletion): string | null {
  const text = transcript.trim();
  if (text.length > 0) return text;
  if (!speechDetected && durationSeconds > SILENCE_PLACEHOLDER_MIN_SECONDS) return SILENCE_PLACEHOLDER_TRANSCRIPT;
  return null;
}

/** A stop less than 1000 ms after the previous one is a duplicate and is ignored. */
export function isDuplicateStop(previousStopAtMs: number | null, nowMs: number): boolean {
  return previousStopAtMs !== null && nowMs - previousStopAtMs < DUPLICATE_STOP_WINDOW_MS;
}

/** The red recording timer: mm:ss, minutes continuing past 59. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A toast is removed after its duration (default 4000 ms) plus 300 ms. */
export function toastLifetimeMs(durationMs: number = TOAST_DEFAULT_DURATION_MS): number {
  return durationMs + TOAST_EXIT_MS;
}
