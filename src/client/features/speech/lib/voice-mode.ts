// Voice mode: cloud while the server has a cloud voice and it has
// not failed; after any cloud failure, the browser's voice until reset; 'unavailable'
// when the browser cannot speak either. The fallback is shared by every speaker.

export type VoiceMode = "cloud" | "native" | "unavailable";
export type SpeechProvider = "elevenlabs" | "native";

export function resolveVoiceMode(provider: SpeechProvider, fellBack: boolean, nativeAvailable: boolean): VoiceMode {
  if (provider === "elevenlabs" && !fellBack) return "cloud";
  return nativeAvailable ? "native" : "unavailable";
}

export function isNativeSpeechAvailable(): boolean {
  return typeof globalThis.speechSynthesis !== "undefined" && typeof SpeechSynthesisUtterance !== "undefined";
}

let fellBack = false;
const listeners = new Set<() => void>();

export const cloudFallback = {
  get: (): boolean => fellBack,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(value: boolean): void {
    if (fellBack === value) return;
    fellBack = value;
    listeners.forEach((listener) => listener());
  },
};
