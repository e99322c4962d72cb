// Which provider serves what: emotion — Ekman, else the OpenAI-compatible model, else local;
// text — Gemini, else OpenAI-compatible, else local; chat — OpenAI-compatible, else Gemini, else none;
// transcription — the Whisper-compatible server when TRANSCRIPTION_* is set, else none (the browser's).
import type { Config } from "../config";
import { createEkman } from "../providers/ekman";
import type { EkmanClient } from "../providers/ekman";
import { createElevenLabs } from "../providers/elevenlabs";
import type { ElevenLabsClient } from "../providers/elevenlabs";
import { createGemini } from "../providers/gemini";
import { createOpenAiCompatible } from "../providers/openai-compatible";
import type { OpenAiCompatibleClient } from "../providers/openai-compatible";
import type { TextGenerator } from "../providers/types";
import { createWhisperTranscription } from "../providers/whisper-transcription";
import type { WhisperTranscriptionClient } from "../providers/whisper-transcription";

export interface AiServices {
  ekman?: EkmanClient;
  /** The OpenAI-compatible model when it serves emotion analysis (no Ekman key). */
  analysisModel?: OpenAiCompatibleClient;
  text?: TextGenerator;
  chat?: TextGenerator;
  /** Present only when chat goes to the OpenAI-compatible model (messages with roles). */
  chatModel?: OpenAiCompatibleClient;
  speech?: ElevenLabsClient;
  transcription?: WhisperTranscriptionClient;
}

export function createAiServices(config: Config, fetchImpl?: typeof fetch): AiServices {
  const common = { fetch: fetchImpl, retryBaseMs: config.aiRetryBaseMs, timeoutMs: config.reflectionDeadlineMs };
  const gemini = config.gemini
    ? createGemini({ ...common, baseUrl: config.gemini.baseUrl, apiKey: config.gemini.apiKey, model: config.gemini.model })
    : undefined;
  const openai = config.openai
    ? createOpenAiCompatible({ ...common, baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey, model: config.openai.model })
    : undefined;
  const ekman = config.ekman
    ? createEkman({ ...common, baseUrl: config.ekman.baseUrl, apiKey: config.ekman.apiKey, host: config.ekman.host })
    : undefined;
  const speech = config.elevenlabs
    ? createElevenLabs({
        ...common,
        baseUrl: config.elevenlabs.baseUrl,
        apiKey: config.elevenlabs.apiKey,
        voiceId: config.elevenlabs.voiceId,
      })
    : undefined;
  // Not the reflection deadline: transcribing minutes of audio takes longer (the provider's own time-out).
  const transcription = config.transcription
    ? createWhisperTranscription({
        fetch: fetchImpl,
        retryBaseMs: config.aiRetryBaseMs,
        baseUrl: config.transcription.baseUrl,
        apiKey: config.transcription.apiKey,
        model: config.transcription.model,
      })
    : undefined;
  return {
    ekman,
    analysisModel: ekman ? undefined : openai,
    text: gemini ?? openai,
    chat: openai ?? gemini,
    chatModel: openai,
    speech,
    transcription,
  };
}

/** True when any cloud AI provider would see the user's text. */
export function usesCloudAi(services: AiServices): boolean {
  return Boolean(services.ekman || services.analysisModel || services.text);
}
