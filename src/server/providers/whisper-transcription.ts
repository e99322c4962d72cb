// Any OpenAI-compatible speech-to-text service (OpenAI, Groq, faster-whisper / speaches, LocalAI,
// whisper.cpp's server): POST {baseUrl}/audio/transcriptions as multipart/form-data with `file`,
// `model`, `language` (when known) and `response_format=json`; the answer is {text} (verbose
// servers add language and duration). The audio and the transcript are never logged nor put
// into an error: errors carry the status and the provider's own message only.
import { z } from "zod";
import type { TranscriptionContentType } from "../../domain/contract/transcriptions";
import { createHttp } from "./http";
import { ProviderError } from "./types";
import type { CallOptions, ProviderOptions } from "./types";

export const TRANSCRIPTION_DEFAULT_MODEL = "whisper-1";

/**
 * A local whisper server on a CPU may take minutes for a 10-minute recording: each attempt gets
 * this long (the caller's deadline still bounds the whole call).
 */
const TRANSCRIPTION_ATTEMPT_TIMEOUT_MS = 120_000;

/** The file name sent with the audio: servers pick the decoder by its extension. */
const EXTENSIONS: Record<TranscriptionContentType, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/wav": "wav",
};

export interface WhisperTranscriptionOptions extends ProviderOptions {
  model?: string;
}

interface TranscriptionInput {
  audio: Uint8Array;
  contentType: TranscriptionContentType;
  /** ISO-639-1 ("en"); omitted: the server detects the language. */
  language?: string;
}

interface Transcript {
  /** Trimmed; "" when nothing was heard. */
  text: string;
  /** As the server reports it (verbose servers only; "english" or "en"). */
  language?: string;
  /** Seconds, when the server reports it. */
  duration?: number;
}

export interface WhisperTranscriptionClient {
  readonly model: string;
  /** ProviderError('empty_input') for zero bytes (nothing sent); 'bad_response' when the answer has no text. */
  transcribe(input: TranscriptionInput, call?: CallOptions): Promise<Transcript>;
}

// Extras are read when they make sense and ignored when they do not: only `text` is required.
const TranscriptionSchema = z.looseObject({
  text: z.string(),
  language: z.string().optional().catch(undefined),
  duration: z.coerce.number().finite().min(0).optional().catch(undefined),
});

export function createWhisperTranscription(options: WhisperTranscriptionOptions): WhisperTranscriptionClient {
  const model = options.model ?? TRANSCRIPTION_DEFAULT_MODEL;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`;
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = { accept: "application/json" };
  // Local servers need no key; send none rather than an empty bearer.
  if (options.apiKey !== "") headers.authorization = `Bearer ${options.apiKey}`;

  return {
    model,
    async transcribe(input, call) {
      if (input.audio.byteLength === 0) throw new ProviderError("empty_input");
      const form = new FormData();
      const extension = EXTENSIONS[input.contentType];
      form.append("file", new Blob([input.audio as Uint8Array<ArrayBuffer>], { type: input.contentType }), `recording.${extension}`);
      form.append("model", model);
      if (input.language) form.append("language", input.language);
      form.append("response_format", "json");
      // The shared helper sends JSON bodies only: its fetch is given the form instead, so the
      // time-outs, retries and error mapping stay the helper's. No content-type header is set:
      // fetch writes multipart/form-data with its boundary, again on every retry.
      const http = createHttp({
        ...options,
        timeoutMs: options.timeoutMs ?? TRANSCRIPTION_ATTEMPT_TIMEOUT_MS,
        fetch: withBody(baseFetch, form),
      });
      const answer = await http.json({ url, headers }, TranscriptionSchema, call);
      return {
        text: answer.text.trim(),
        ...(answer.language?.trim() ? { language: answer.language.trim() } : {}),
        ...(answer.duration === undefined ? {} : { duration: answer.duration }),
      };
    },
  };
}

function withBody(fetchImpl: typeof fetch, body: FormData): typeof fetch {
  return (input, init) => fetchImpl(input, { ...init, body });
}
