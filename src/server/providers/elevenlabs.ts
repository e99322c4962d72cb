// ElevenLabs text-to-speech (spec §7 "Cloud text-to-speech"): text in, mp3 bytes out.
import { createHttp } from "./http";
import { ProviderError } from "./types";
import type { CallOptions, ProviderOptions } from "./types";

export const ELEVENLABS_MODEL_ID = "eleven_multilingual_v2";
/** Spec §9: mp3, 44100 Hz, 128 kbps. */
export const ELEVENLABS_OUTPUT_FORMAT = "mp3_44100_128";

/** Spec §3 "Voice option". */
export interface VoiceOption {
  id: string;
  name: string;
  description: string;
  language: string;
}

/** Spec §9: four recommended cloud voices, the first being the default (ElevenLabs premade voices). */
export const RECOMMENDED_VOICES: readonly VoiceOption[] = [
  { id: "21m00Tcm4TlvDq8ikWAM", name: "Rachel", description: "Calm, warm and clear", language: "en" },
  { id: "EXAVITQu4vr4xnSDxMaL", name: "Bella", description: "Soft and gentle", language: "en" },
  { id: "MF3mGyEYCl7XYWbV9V6O", name: "Elli", description: "Emotional and expressive", language: "en" },
  { id: "ErXwobaYiN019PkySvjV", name: "Antoni", description: "Warm and well-rounded", language: "en" },
];

export const DEFAULT_VOICE_ID = "21m00Tcm4TlvDq8ikWAM";

export interface VoiceSettings {
  stability: number;
  similarityBoost: number;
  style: number;
  useSpeakerBoost: boolean;
}

/** Spec §9: voice settings in the chat path. */
export const CHAT_VOICE_SETTINGS: VoiceSettings = { stability: 0.75, similarityBoost: 0.85, style: 0.2, useSpeakerBoost: true };
/** Spec §9: mindfulness voice settings. */
export const MINDFULNESS_VOICE_SETTINGS: VoiceSettings = { stability: 0.8, similarityBoost: 0.9, style: 0.3, useSpeakerBoost: true };

export interface ElevenLabsOptions extends ProviderOptions {
  /** Default voice for synthesize(); RECOMMENDED_VOICES[0] when not set. */
  voiceId?: string;
  modelId?: string;
}

export interface SynthesizeOptions {
  voiceId?: string;
  settings?: VoiceSettings;
}

export interface SpeechAudio {
  bytes: Uint8Array;
  contentType: string;
}

export interface ElevenLabsClient {
  readonly voiceId: string;
  /**
   * mp3 bytes for the text. ProviderError('empty_input') for blank text (nothing sent);
   * 'bad_response' when the answer is not audio or is empty.
   */
  synthesize(text: string, options?: SynthesizeOptions, call?: CallOptions): Promise<SpeechAudio>;
}

export function createElevenLabs(options: ElevenLabsOptions): ElevenLabsClient {
  const http = createHttp(options);
  const base = options.baseUrl.replace(/\/+$/, "");
  const defaultVoice = options.voiceId ?? DEFAULT_VOICE_ID;
  const modelId = options.modelId ?? ELEVENLABS_MODEL_ID;

  return {
    voiceId: defaultVoice,
    async synthesize(text, synth = {}, call) {
      const trimmed = text.trim();
      if (trimmed === "") throw new ProviderError("empty_input");
      const voiceId = synth.voiceId ?? defaultVoice;
      const settings = synth.settings ?? CHAT_VOICE_SETTINGS;
      const audio = await http.bytes(
        {
          url: `${base}/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=${ELEVENLABS_OUTPUT_FORMAT}`,
          headers: { "content-type": "application/json", accept: "audio/mpeg", "xi-api-key": options.apiKey },
          json: {
            text: trimmed,
            model_id: modelId,
            voice_settings: {
              stability: settings.stability,
              similarity_boost: settings.similarityBoost,
              style: settings.style,
              use_speaker_boost: settings.useSpeakerBoost,
            },
          },
        },
        call,
      );
      const contentType = audio.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!contentType.startsWith("audio/")) {
        throw new ProviderError("bad_response", { detail: `expected audio, got ${contentType || "no content type"}` });
      }
      if (audio.bytes.byteLength === 0) throw new ProviderError("bad_response", { detail: "empty audio" });
      return { bytes: audio.bytes, contentType };
    },
  };
}
