// POST /api/transcriptions: recorded audio (the request body, with its content type) in, its text
// out through the Whisper-compatible provider. The limits are read by the server and the client.
import { z } from "zod";

/** The largest recording one request may send: 25 MB, the OpenAI transcription API's own limit. */
export const TRANSCRIPTION_MAX_BYTES = 25 * 1024 * 1024;

/** The longest recording one request may send: 10 minutes. */
export const TRANSCRIPTION_MAX_SECONDS = 10 * 60;

/** What MediaRecorder makes in Chrome/Firefox (webm, ogg), Safari (mp4), and plain WAV. */
export const TRANSCRIPTION_CONTENT_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/wav"] as const;
export type TranscriptionContentType = (typeof TRANSCRIPTION_CONTENT_TYPES)[number];

/** Other names browsers and tools give WAV. */
const WAV_ALIASES = ["audio/x-wav", "audio/wave", "audio/vnd.wave"];

/**
 * The accepted type a Content-Type header names, parameters ignored ("audio/webm;codecs=opus" is
 * audio/webm; "audio/x-wav" is audio/wav), or undefined when it is not one Ripple takes.
 */
export function transcriptionContentType(header: string | null | undefined): TranscriptionContentType | undefined {
  const essence = (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (WAV_ALIASES.includes(essence)) return "audio/wav";
  return TRANSCRIPTION_CONTENT_TYPES.find((type) => type === essence);
}

export const TRANSCRIPTION_UNSUPPORTED_TYPE_MESSAGE = "Send the recording as audio/webm, audio/ogg, audio/mp4 or audio/wav.";
export const TRANSCRIPTION_TOO_LARGE_MESSAGE = "This recording is larger than 25 MB. Record a shorter reflection, or type it instead.";
export const TRANSCRIPTION_TOO_LONG_MESSAGE = "This recording is longer than 10 minutes. Record a shorter reflection, or type it instead.";
export const TRANSCRIPTION_EMPTY_MESSAGE = "The recording is empty.";
export const TRANSCRIPTION_UNAVAILABLE_MESSAGE =
  "Transcription is not set up on this server. Use the browser's recogniser or type instead.";
export const TRANSCRIPTION_FAILED_MESSAGE =
  "The recording could not be transcribed right now. It is still here: please try again in a moment.";
export const TRANSCRIPTION_IN_PROGRESS_MESSAGE =
  "A recording of yours is already being transcribed. Wait for it to finish, then try again: this one is still here.";
export const TRANSCRIPTION_BUSY_MESSAGE =
  "Transcription is busy right now. Your recording is still here: please try again in a minute, or type instead.";
export const TRANSCRIPTION_ALLOWANCE_USED_MESSAGE =
  "Today's AI allowance is used up, so this recording cannot be transcribed. Please type it instead.";

/** The query: the person's language (a tag such as en-US; sent as ISO-639-1 "en") and the recording's length in seconds. */
export const TranscriptionQuerySchema = z.strictObject({
  language: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, { error: "must be a language tag such as en or en-US" })
    .optional(),
  /** Also accepted as the X-Recording-Duration header. */
  duration: z.coerce.number({ error: "must be a number of seconds" }).finite().min(0, { error: "must not be negative" }).optional(),
});

/** The ISO-639-1 code Whisper takes from a language tag ("en-US" → "en"), or undefined for a three-letter language. */
export function whisperLanguage(tag: string | undefined): string | undefined {
  const primary = tag?.split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2}$/.test(primary) ? primary : undefined;
}

export const TranscriptionResponseSchema = z.object({
  /** What was said, trimmed ("" when nothing was heard). */
  text: z.string(),
  /** The language the server detected or was told (ISO-639-1 when known), else null. */
  language: z.string().nullable(),
  /** The recording's length in seconds: the provider's, else the client's, else null. */
  duration: z.number().min(0).nullable(),
});
export type TranscriptionResponse = z.output<typeof TranscriptionResponseSchema>;
