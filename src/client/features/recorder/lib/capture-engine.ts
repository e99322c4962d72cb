// Which recogniser turns this person's voice into words (decision 020): the server's Whisper-compatible
// transcription when it is configured and the person asked for Private transcription or the browser
// has no recogniser of its own; else the browser's; else none, and typing is the way in.

export type CaptureEngine = "browser" | "transcription" | "none";

export interface CaptureAbilities {
  /** The Web Speech API is present. */
  browserRecogniser: boolean;
  /** /api/config: the server transcribes recordings. */
  transcription: boolean;
  /** MediaRecorder is present (it records what the server transcribes). */
  mediaRecorder: boolean;
  /** The person turned on Private transcription in the account menu. */
  privateTranscription: boolean;
}

export function chooseCaptureEngine(can: CaptureAbilities): CaptureEngine {
  const transcribe = can.transcription && can.mediaRecorder;
  if (transcribe && (can.privateTranscription || !can.browserRecogniser)) return "transcription";
  if (can.browserRecogniser) return "browser";
  return "none";
}

/** The audio type to ask MediaRecorder for: Opus in WebM or Ogg, else MP4 (Safari), else the browser's default. */
const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"] as const;

export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}
