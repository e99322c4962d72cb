// How this browser turns a spoken reflection into words (decision 020), chosen in the account menu
// and kept on this device: `Private transcription` (record the audio and send it to Ripple's own
// Whisper-compatible transcription, so no audio reaches the browser vendor's recogniser) and the
// language both recognisers listen for, and whether a spoken reflection's recording is kept with its
// entry (decision 051: null until the person answers, which counts as not kept). Components read it with useCaptureSettings and re-render
// when it changes, in this tab or another.
import { useSyncExternalStore } from "react";
import { captureLanguage } from "../../domain/voice/capture-languages";
import { STORAGE_KEYS, readStoredJson, writeStoredJson } from "./storage";

export interface CaptureSettings {
  privateTranscription: boolean;
  /** A BCP 47 tag from CAPTURE_LANGUAGES. */
  language: string;
  /** Keep each spoken reflection's audio with its entry; null: not asked yet (not kept). */
  keepRecordings: boolean | null;
}

const keepChoice = (value: unknown): boolean | null => (typeof value === "boolean" ? value : null);

const listeners = new Set<() => void>();
let cached: CaptureSettings | null = null;

export function readCaptureSettings(): CaptureSettings {
  if (cached) return cached;
  const stored = readStoredJson(STORAGE_KEYS.captureSettings);
  const value = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  cached = {
    privateTranscription: value.privateTranscription === true,
    language: captureLanguage(value.language),
    keepRecordings: keepChoice(value.keepRecordings),
  };
  return cached;
}

export function updateCaptureSettings(change: Partial<CaptureSettings>): void {
  const next = { ...readCaptureSettings(), ...change };
  cached = {
    privateTranscription: next.privateTranscription,
    language: captureLanguage(next.language),
    keepRecordings: keepChoice(next.keepRecordings),
  };
  writeStoredJson(STORAGE_KEYS.captureSettings, cached);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.captureSettings) return;
    cached = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCaptureSettings(): CaptureSettings {
  return useSyncExternalStore(subscribe, readCaptureSettings, readCaptureSettings);
}
