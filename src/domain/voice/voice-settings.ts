// Audio and voice constants (sound effects and their volumes, the fallback tone, playback, the
// cloud voice and its settings, the browser's own speech) and the static sound files (decision 006).
import type { VoiceOption } from "../types";

// ── Sound effects ────────────────────────────────────────────────────────────
export const SOUND_NAMES = ["micClick", "recordStart", "recordStop", "waterDrop", "gentle", "welcome", "conversationalClick"] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export const SOUND_VOLUMES: Readonly<Record<SoundName, number>> = {
  micClick: 0.3,
  recordStart: 0.2,
  recordStop: 0.3,
  waterDrop: 0.4,
  gentle: 0.5,
  welcome: 0.7,
  conversationalClick: 0.4,
};

export const SOUND_FILES: Readonly<Record<SoundName, string>> = {
  micClick: "/audio/mic_click.mp3",
  recordStart: "/audio/record_start.mp3",
  recordStop: "/audio/record_stop.mp3",
  waterDrop: "/audio/water_drop.mp3",
  gentle: "/audio/gentle_sound.mp3",
  welcome: "/audio/welcome.mp3",
  conversationalClick: "/audio/conversation_mode.mp3",
};

/** A sound file that fails to load is replaced by a generated tone in this range. */
export const FALLBACK_TONE_MIN_HZ = 300;
export const FALLBACK_TONE_MAX_HZ = 1200;
export const FALLBACK_TONE_SAMPLE_RATE = 44_100;

/** Audio library defaults. */
export const AUDIO_POOL_SIZE = 10;
export const AUDIO_AUTO_SUSPEND_MS = 30_000;

// ── Cloud voice ──────────────────────────────────────────────────────────────
export const CLOUD_SPEECH_VOLUME = 0.8;
export const CLOUD_VOICE_MODEL_ID = "eleven_multilingual_v2";
/** mp3, 44100 Hz, 128 kbps. */
export const CLOUD_VOICE_OUTPUT_FORMAT = "mp3_44100_128";
export const CLOUD_VOICE_ACCEPT = "audio/mpeg";

/** Keys are the provider's wire names (`voice_settings`), so the payload needs no mapping. */
export interface CloudVoiceSettings {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
}

/** Voice settings used for companion chat replies. */
export const CHAT_VOICE_SETTINGS: Readonly<CloudVoiceSettings> = {
  stability: 0.75,
  similarity_boost: 0.85,
  style: 0.2,
  use_speaker_boost: true,
};

/** Calmer voice settings for mindfulness playback (reflection replies, welcome). */
export const MINDFULNESS_VOICE_SETTINGS: Readonly<CloudVoiceSettings> = {
  stability: 0.8,
  similarity_boost: 0.9,
  style: 0.3,
  use_speaker_boost: true,
};

/** Four recommended cloud voices (the provider's premade voices); the first is the default. */
export const RECOMMENDED_VOICES: readonly VoiceOption[] = [
  { id: "21m00Tcm4TlvDq8ikWAM", name: "Rachel", description: "Calm, warm and soothing", language: "en" },
  { id: "EXAVITQu4vr4xnSDxMaL", name: "Bella", description: "Soft and gentle", language: "en" },
  { id: "MF3mGyEYCl7XYWbV9V6O", name: "Elli", description: "Young, bright and kind", language: "en" },
  { id: "AZnzlk1XvdvUeBnXmlld", name: "Domi", description: "Clear and grounded", language: "en" },
];
export const DEFAULT_VOICE_ID = "21m00Tcm4TlvDq8ikWAM";

// ── Native (browser) speech ──────────────────────────────────────────────────
export const NATIVE_SPEECH = {
  rate: 0.9,
  volume: 0.8,
  pitch: 1,
  /** Pitch used in the conversation view. */
  conversationPitch: 1.1,
} as const;

/** Preferred browser voices, best first; matched by name (case-insensitive substring). */
const PREFERRED_NATIVE_VOICE_NAMES: readonly string[] = [
  "Samantha",
  "Google UK English Female",
  "Google US English",
  "Microsoft Aria",
  "Microsoft Jenny",
  "Microsoft Zira",
  "Karen",
  "Moira",
  "Tessa",
  "Victoria",
  "Fiona",
];

/**
 * Picks the browser voice to use: the first preferred name that some voice contains,
 * else the first English voice, else the first voice, else null.
 */
export function pickNativeVoice<V extends { name: string; lang: string }>(voices: readonly V[]): V | null {
  for (const preferred of PREFERRED_NATIVE_VOICE_NAMES) {
    const wanted = preferred.toLowerCase();
    const match = voices.find((voice) => voice.name.toLowerCase().includes(wanted));
    if (match) return match;
  }
  return voices.find((voice) => voice.lang.toLowerCase().startsWith("en")) ?? voices[0] ?? null;
}
