// Asking the browser for audio: play a few milliseconds of silence. Autoplay policy
// rejects play() with NotAllowedError when there has been no user gesture; that is a
// denial. Call it from a click handler.
import { resumeAudioContext } from "./web-audio";

const UNLOCK_TIMEOUT_MS = 1500;

/** A valid 8 kHz, 16-bit mono WAV of `samples` silent samples, as a data URI. */
export function silentWavDataUri(samples = 80): string {
  const dataBytes = samples * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true); // sample rate
  view.setUint32(28, 16000, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  let binary = "";
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

export function isAutoplayDenial(error: unknown): boolean {
  return error instanceof Error && error.name === "NotAllowedError";
}

/** True when the page may play audio; false when the browser refused. */
export async function unlockAudio(): Promise<boolean> {
  void resumeAudioContext();
  if (typeof Audio === "undefined") return false;
  const audio = new Audio(silentWavDataUri());
  try {
    await Promise.race([audio.play(), new Promise((resolve) => setTimeout(resolve, UNLOCK_TIMEOUT_MS))]);
    return true;
  } catch (error) {
    // Only an explicit refusal counts; an odd codec error says nothing about permission.
    return !isAutoplayDenial(error);
  } finally {
    audio.pause();
  }
}
