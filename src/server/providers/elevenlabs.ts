// ElevenLabs text-to-speech (POST /text-to-speech/{voiceId}, Accept audio/mpeg): text in, mp3 bytes out.
// Voices, model, format and settings are the domain's (src/domain/voice/voice-settings.ts).
import {
  CHAT_VOICE_SETTINGS,
  CLOUD_VOICE_ACCEPT,
  CLOUD_VOICE_MODEL_ID,
  CLOUD_VOICE_OUTPUT_FORMAT,
  DEFAULT_VOICE_ID,
} from "../../domain/voice/voice-settings";
import type { CloudVoiceSettings } from "../../domain/voice/voice-settings";
import { createHttp } from "./http";
import { ProviderError } from "./types";
import type { CallOptions, ProviderOptions } from "./types";

export interface ElevenLabsOptions extends ProviderOptions {
  /** Default voice for synthesize(); DEFAULT_VOICE_ID (the first recommended voice) when not set. */
  voiceId?: string;
  modelId?: string;
}

interface SynthesizeOptions {
  voiceId?: string;
  settings?: CloudVoiceSettings;
}

interface SpeechAudio {
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
  const modelId = options.modelId ?? CLOUD_VOICE_MODEL_ID;

  return {
    voiceId: defaultVoice,
    async synthesize(text, synth = {}, call) {
      const trimmed = text.trim();
      if (trimmed === "") throw new ProviderError("empty_input");
      const voiceId = synth.voiceId ?? defaultVoice;
      const settings = synth.settings ?? CHAT_VOICE_SETTINGS;
      const audio = await http.bytes(
        {
          url: `${base}/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=${CLOUD_VOICE_OUTPUT_FORMAT}`,
          headers: { "content-type": "application/json", accept: CLOUD_VOICE_ACCEPT, "xi-api-key": options.apiKey },
          json: {
            text: trimmed,
            model_id: modelId,
            voice_settings: {
              stability: settings.stability,
              similarity_boost: settings.similarity_boost,
              style: settings.style,
              use_speaker_boost: settings.use_speaker_boost,
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
