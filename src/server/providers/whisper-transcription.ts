// Any OpenAI-compatible speech-to-text service (OpenAI, Groq, faster-whisper / speaches, LocalAI,
// whisper.cpp's server): POST {baseUrl}/audio/transcriptions as multipart/form-data with `file`,
// `model`, `language` (when known) and `response_format=json`; the answer is {text} (verbose
// servers add language and duration). The audio and the transcript are never logged nor put
// into an error: errors carry the status and the provider's own message only.
//
// Audio given as a stream (the route passes the request body) is sent as it arrives, inside a
// multipart body written here, never held whole in memory; it goes once, without retries (a
// stream is read once: the person keeps the recording and taps Try again). The answer is read up
// to TRANSCRIPTION_MAX_ANSWER_BYTES (docs/decisions/040).
import { randomBytes } from "node:crypto";
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

/**
 * The largest answer read: {text} for 10 minutes of speech is a few tens of kB, a verbose server's
 * segments a few hundred; more is not a transcript.
 */
const TRANSCRIPTION_MAX_ANSWER_BYTES = 1024 * 1024;

/** The file name sent with the audio: servers pick the decoder by its extension. */
const EXTENSIONS: Record<TranscriptionContentType, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/wav": "wav",
};

export interface WhisperTranscriptionOptions extends ProviderOptions {
  model?: string;
  /** The largest answer read (default TRANSCRIPTION_MAX_ANSWER_BYTES). */
  maxResponseBytes?: number;
}

interface TranscriptionInput {
  /** The recording, whole or as a stream read once as it is sent (then `size`, when known, is its length in bytes). */
  audio: Uint8Array | ReadableStream<Uint8Array>;
  size?: number;
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
      const http = (fetchWith: typeof fetch) =>
        createHttp({
          ...options,
          timeoutMs: options.timeoutMs ?? TRANSCRIPTION_ATTEMPT_TIMEOUT_MS,
          maxResponseBytes: options.maxResponseBytes ?? TRANSCRIPTION_MAX_ANSWER_BYTES,
          fetch: fetchWith,
        });
      if (input.audio instanceof ReadableStream) {
        const body = multipartStream(input.audio, fieldsOf(input), input.size);
        const streamed = {
          ...headers,
          "content-type": body.contentType,
          ...(body.length === undefined ? {} : { "content-length": String(body.length) }),
        };
        const answer = await http(baseFetch).json({ url, headers: streamed, stream: body.stream }, TranscriptionSchema, call);
        return transcriptOf(answer);
      }
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
      const answer = await http(withBody(baseFetch, form)).json({ url, headers }, TranscriptionSchema, call);
      return transcriptOf(answer);
    },
  };

  function fieldsOf(input: TranscriptionInput): MultipartFields {
    return {
      filename: `recording.${EXTENSIONS[input.contentType]}`,
      contentType: input.contentType,
      fields: [
        ["model", model],
        ...(input.language ? [["language", input.language] as [string, string]] : []),
        ["response_format", "json"],
      ],
    };
  }
}

function transcriptOf(answer: z.output<typeof TranscriptionSchema>): Transcript {
  return {
    text: answer.text.trim(),
    ...(answer.language?.trim() ? { language: answer.language.trim() } : {}),
    ...(answer.duration === undefined ? {} : { duration: answer.duration }),
  };
}

interface MultipartFields {
  /** Text fields, sent before the file. */
  fields: [string, string][];
  filename: string;
  contentType: string;
}

/**
 * multipart/form-data (RFC 7578) around a stream: the text fields and the file part's header, the
 * audio as it is read, the closing boundary. Its exact length when the audio's is known, so the
 * provider gets a Content-Length rather than a chunked body (not every local server takes one).
 * Cancelling it (the upload aborted) cancels the audio's stream.
 */
function multipartStream(audio: ReadableStream<Uint8Array>, parts: MultipartFields, audioSize?: number) {
  const boundary = `----ripple-${randomBytes(16).toString("hex")}`;
  const encoder = new TextEncoder();
  const quoted = (value: string) => value.replace(/["\r\n]/g, "_");
  let head = "";
  for (const [name, value] of parts.fields) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`;
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(parts.filename)}"\r\n` +
    `Content-Type: ${parts.contentType}\r\n\r\n`;
  const start = encoder.encode(head);
  const end = encoder.encode(`\r\n--${boundary}--\r\n`);
  const reader = audio.getReader();
  let state: "head" | "audio" | "done" = "head";
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (state === "head") {
        state = "audio";
        controller.enqueue(start);
        return;
      }
      if (state === "done") return;
      const { done, value } = await reader.read();
      if (done) {
        state = "done";
        controller.enqueue(end);
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return {
    stream,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: audioSize === undefined ? undefined : start.byteLength + audioSize + end.byteLength,
  };
}

function withBody(fetchImpl: typeof fetch, body: FormData): typeof fetch {
  return (input, init) => fetchImpl(input, { ...init, body });
}
