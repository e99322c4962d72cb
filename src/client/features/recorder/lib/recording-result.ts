// A stopped recording's result (src/client/lib/recording-result.ts): the transcript, the
// duration in seconds and whether speech was heard — or nothing, when the completion
// is ignored (blank, or silent for 2 s or less).
import { completionTranscript } from "../../../../domain/voice/recording-rules";
import type { RecordingResult } from "../../../lib/recording-result";

export function buildRecordingResult(heardText: string, elapsedMs: number): RecordingResult | null {
  const seconds = Math.max(0, elapsedMs) / 1000;
  const speechDetected = heardText.trim().length > 0;
  const transcript = completionTranscript({ transcript: heardText, durationSeconds: seconds, speechDetected });
  if (transcript === null) return null;
  return { transcript, duration: Math.round(seconds * 10) / 10, speechDetected };
}
