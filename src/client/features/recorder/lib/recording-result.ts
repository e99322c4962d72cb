// What a stopped recording delivers: the transcript, the
// duration in seconds and whether speech was heard — or nothing, when the completion
// is ignored (blank, or silent for 2 s or less).
import { completionTranscript } from "../../../../domain/voice/recording-rules";

/** A reflection's audio, for keeping with its entry (decision 051); in memory until it is saved. */
export interface KeptAudio {
  audio: Blob;
  durationMs: number;
}

export interface RecordingResult {
  transcript: string;
  /** Seconds, to a tenth. */
  duration: number;
  speechDetected: boolean;
  /** The recording, when the person keeps recordings (or has not been asked yet). */
  audio?: KeptAudio;
}

export function buildRecordingResult(heardText: string, elapsedMs: number): RecordingResult | null {
  const seconds = Math.max(0, elapsedMs) / 1000;
  const speechDetected = heardText.trim().length > 0;
  const transcript = completionTranscript({ transcript: heardText, durationSeconds: seconds, speechDetected });
  if (transcript === null) return null;
  return { transcript, duration: Math.round(seconds * 10) / 10, speechDetected };
}
