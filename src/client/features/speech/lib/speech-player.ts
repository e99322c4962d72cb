// One voice at a time for the whole page: starting new speech or muting stops the
// current one (mute stops all speech immediately).
import { CLOUD_SPEECH_VOLUME } from "../../../../domain/voice/voice-settings";
import { SPEECH_SYNTHESIS_MESSAGES } from "../../../../domain/messages";
import { addStopHandler } from "../../../lib/audio/audio-bus";

let controller: AbortController | null = null;

/** Stops whatever is speaking and returns the signal for the next utterance. */
export function beginSpeech(): AbortSignal {
  stopSpeech();
  controller = new AbortController();
  return controller.signal;
}

export function stopSpeech(): void {
  controller?.abort();
  controller = null;
}

addStopHandler(stopSpeech);

/** Plays cloud audio at volume 0.8; resolves when it ends or is stopped. */
export function playSpeechAudio(blob: Blob, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  audio.volume = CLOUD_SPEECH_VOLUME;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio.removeAttribute("src");
      URL.revokeObjectURL(url);
      if (error) reject(error);
      else resolve();
    };
    const onAbort = () => finish();
    signal.addEventListener("abort", onAbort, { once: true });
    audio.onended = () => finish();
    audio.onerror = () => {
      if (!signal.aborted) finish(new Error(SPEECH_SYNTHESIS_MESSAGES.playbackFailed));
    };
    audio.play().catch(() => {
      if (!signal.aborted) finish(new Error(SPEECH_SYNTHESIS_MESSAGES.playbackFailed));
    });
  });
}
