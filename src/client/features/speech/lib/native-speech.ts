// The browser's own voice: rate 0.9, volume 0.8, pitch 1 by
// default, the first preferred female voice the browser has.
import { SPEECH_SYNTHESIS_MESSAGES } from "../../../../domain/messages";
import { NATIVE_SPEECH, pickNativeVoice } from "../../../../domain/voice/voice-settings";
import { isNativeSpeechAvailable } from "./voice-mode";

const VOICES_WAIT_MS = 500;
/** Chrome drops utterances that are garbage-collected mid-speech; keep the current one. */
let current: SpeechSynthesisUtterance | null = null;

let waitedForVoices = false;

/** Chrome loads voices asynchronously: wait briefly for them, once per page. */
function loadVoices(): Promise<SpeechSynthesisVoice[]> {
  const voices = speechSynthesis.getVoices();
  if (voices.length > 0 || waitedForVoices) return Promise.resolve(voices);
  waitedForVoices = true;
  return new Promise((resolve) => {
    const done = () => {
      speechSynthesis.removeEventListener("voiceschanged", done);
      clearTimeout(timer);
      resolve(speechSynthesis.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    speechSynthesis.addEventListener("voiceschanged", done);
  });
}

/** Speaks the text; resolves when done or cancelled (signal), rejects with the speech messages (domain/messages.ts). */
export async function speakNative(text: string, pitch: number, signal: AbortSignal): Promise<void> {
  if (!isNativeSpeechAvailable()) throw new Error(SPEECH_SYNTHESIS_MESSAGES.nativeUnsupported);
  const voices = await loadVoices();
  if (signal.aborted) return;
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = pickNativeVoice(voices);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? "en-US";
  utterance.rate = NATIVE_SPEECH.rate;
  utterance.volume = NATIVE_SPEECH.volume;
  utterance.pitch = pitch;
  await new Promise<void>((resolve, reject) => {
    const finish = () => {
      signal.removeEventListener("abort", onAbort);
      if (current === utterance) current = null;
    };
    const onAbort = () => {
      finish();
      speechSynthesis.cancel();
      resolve();
    };
    utterance.onend = () => {
      finish();
      resolve();
    };
    utterance.onerror = (event) => {
      finish();
      // 'interrupted' and 'canceled' are our own stop or mute, not failures.
      if (event.error === "interrupted" || event.error === "canceled") resolve();
      else reject(new Error(SPEECH_SYNTHESIS_MESSAGES.nativeFailed));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    current = utterance;
    try {
      speechSynthesis.cancel();
      speechSynthesis.speak(utterance);
    } catch {
      finish();
      reject(new Error(SPEECH_SYNTHESIS_MESSAGES.nativeFailed));
    }
  });
}
