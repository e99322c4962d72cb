// What a stopped recording hands to the journal: the recorder makes it, the journal saves it.
// Shared here because neither feature may import the other (decision 058).

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
