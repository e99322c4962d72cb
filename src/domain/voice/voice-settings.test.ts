import { describe, expect, it } from "vitest";
import {
  AUDIO_AUTO_SUSPEND_MS,
  AUDIO_POOL_SIZE,
  CHAT_VOICE_SETTINGS,
  CLOUD_SPEECH_VOLUME,
  CLOUD_VOICE_MODEL_ID,
  CLOUD_VOICE_OUTPUT_FORMAT,
  DEFAULT_VOICE_ID,
  FALLBACK_TONE_MAX_HZ,
  FALLBACK_TONE_MIN_HZ,
  FALLBACK_TONE_SAMPLE_RATE,
  MINDFULNESS_VOICE_SETTINGS,
  NATIVE_SPEECH,
  pickNativeVoice,
  RECOMMENDED_VOICES,
  SOUND_FILES,
  SOUND_VOLUMES,
} from "./voice-settings";

describe("sound effects", () => {
  it("pins the spec volumes", () => {
    expect(SOUND_VOLUMES).toEqual({
      micClick: 0.3,
      recordStart: 0.2,
      recordStop: 0.3,
      waterDrop: 0.4,
      gentle: 0.5,
      welcome: 0.7,
      conversationalClick: 0.4,
    });
  });

  it("names the seven static files under /audio/", () => {
    expect(Object.values(SOUND_FILES).sort()).toEqual(
      ["mic_click", "record_start", "record_stop", "water_drop", "gentle_sound", "welcome", "conversation_mode"]
        .map((name) => `/audio/${name}.mp3`)
        .sort(),
    );
  });

  it("pins fallback tones and audio library defaults", () => {
    expect([FALLBACK_TONE_MIN_HZ, FALLBACK_TONE_MAX_HZ, FALLBACK_TONE_SAMPLE_RATE]).toEqual([300, 1200, 44_100]);
    expect(AUDIO_POOL_SIZE).toBe(10);
    expect(AUDIO_AUTO_SUSPEND_MS).toBe(30_000);
  });
});

describe("cloud voice", () => {
  it("pins volume, model, format and both voice settings", () => {
    expect(CLOUD_SPEECH_VOLUME).toBe(0.8);
    expect(CLOUD_VOICE_MODEL_ID).toMatch(/multilingual/);
    expect(CLOUD_VOICE_OUTPUT_FORMAT).toBe("mp3_44100_128");
    expect(CHAT_VOICE_SETTINGS).toEqual({ stability: 0.75, similarity_boost: 0.85, style: 0.2, use_speaker_boost: true });
    expect(MINDFULNESS_VOICE_SETTINGS).toEqual({ stability: 0.8, similarity_boost: 0.9, style: 0.3, use_speaker_boost: true });
  });

  it("recommends four voices, the first being the default", () => {
    expect(RECOMMENDED_VOICES.map((voice) => voice.name)).toEqual(["Rachel", "Bella", "Elli", "Domi"]);
    expect(RECOMMENDED_VOICES[0]?.id).toBe(DEFAULT_VOICE_ID);
    expect(new Set(RECOMMENDED_VOICES.map((voice) => voice.id)).size).toBe(4);
  });
});

describe("native speech", () => {
  it("pins rate, volume and pitch", () => {
    expect(NATIVE_SPEECH).toEqual({ rate: 0.9, volume: 0.8, pitch: 1, conversationPitch: 1.1 });
  });

  it("prefers a listed female voice, then English, then any", () => {
    const voices = [
      { name: "Google Deutsch", lang: "de-DE" },
      { name: "Daniel", lang: "en-GB" },
      { name: "Samantha (Enhanced)", lang: "en-US" },
    ];
    expect(pickNativeVoice(voices)?.name).toBe("Samantha (Enhanced)");
    expect(pickNativeVoice(voices.slice(0, 2))?.name).toBe("Daniel");
    expect(pickNativeVoice(voices.slice(0, 1))?.name).toBe("Google Deutsch");
    expect(pickNativeVoice([])).toBeNull();
  });
});
