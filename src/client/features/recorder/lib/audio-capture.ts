// The audio of a reflection heard by the browser's recogniser, kept when the person keeps recordings
// (decision 051): a MediaRecorder on the same microphone stream the recogniser listens with, started
// and stopped with it. finish() stops it and resolves the audio (null when nothing was recorded);
// discard() lets it go. The audio stays in memory only; a WebM gets its length written into its
// header (webm-duration.ts).
import { keptAudioType } from "../../../lib/media/entry-media";
import { pickRecordingType } from "./capture-engine";
import type { KeptAudio } from "../../../lib/recording-result";
import { withDuration } from "./webm-duration";

export interface AudioCapture {
  /** Stops recording now; resolves the audio and its length, or null. */
  finish(): Promise<KeptAudio | null>;
  discard(): void;
}

/** The recorder's last data arrives with its stop event; past this, what has arrived is what there is. */
const STOP_WAIT_MS = 2_000;

/** Starts recording the stream; null where the browser cannot (no MediaRecorder, or it refused). */
export function captureAudio(stream: MediaStream, now: () => number = Date.now): AudioCapture | null {
  if (typeof MediaRecorder === "undefined") return null;
  const chunks: Blob[] = [];
  let recorder: MediaRecorder;
  try {
    const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start(1_000);
  } catch {
    return null;
  }
  const startedAt = now();
  const stopRecorder = () => {
    try {
      if (recorder.state !== "inactive") recorder.stop();
      return true;
    } catch {
      return false;
    }
  };
  return {
    finish() {
      const durationMs = Math.max(0, now() - startedAt);
      return new Promise((resolve) => {
        let settled = false;
        const settle = () => {
          if (settled) return;
          settled = true;
          clearTimeout(wait);
          recorder.ondataavailable = null;
          recorder.onstop = null;
          const type = keptAudioType(recorder.mimeType || chunks[0]?.type || "");
          resolve(chunks.length > 0 ? withDuration({ audio: new Blob(chunks, { type }), durationMs }) : null);
        };
        const wait = setTimeout(settle, STOP_WAIT_MS);
        recorder.onstop = settle;
        if (recorder.state === "inactive" || !stopRecorder()) settle();
      });
    },
    discard() {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      stopRecorder();
      chunks.length = 0;
    },
  };
}
