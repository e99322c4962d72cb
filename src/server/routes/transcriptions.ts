// POST /api/transcriptions: a recording in (the request body, with its content type), its text out
// through the Whisper-compatible provider: {text, language, duration}.
//
// - Signed-in only. Types: audio/webm, audio/ogg, audio/mp4, audio/wav (parameters such as
//   ";codecs=opus" ignored); others 415.
// - Limits: 25 MB, counted on the stream as it arrives (the app's 1 MB body limit does not apply
//   here), and 10 minutes, checked on the client's duration (X-Recording-Duration or ?duration=,
//   seconds) before the audio is read and on the provider's when it reports one; both 413.
// - The daily AI allowance: one transcription takes one cloud-AI use of AI_DAILY_LIMIT, the same
//   counter as a reflection or a chat turn (a transcript is what a cloud model would otherwise hear,
//   and ai_usage has no column for a share of its own). The use is taken once the recording is
//   known to be acceptable, just before the provider is called; 429 when none is left today.
// - The audio lives only in memory for the length of the request: never written to disk, never
//   logged; nor is the transcript. A log line carries the user, sizes, times and error codes only.
// - No provider configured: 503 transcription_unavailable. The provider failing: 502 with a clear
//   message; the client keeps the recording so the person can try again.
import { Hono } from "hono";
import type { Context } from "hono";
import type { TranscriptionResponse } from "../../domain/contract/transcriptions";
import {
  TRANSCRIPTION_ALLOWANCE_USED_MESSAGE,
  TRANSCRIPTION_EMPTY_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_MAX_BYTES,
  TRANSCRIPTION_MAX_SECONDS,
  TRANSCRIPTION_TOO_LARGE_MESSAGE,
  TRANSCRIPTION_TOO_LONG_MESSAGE,
  TRANSCRIPTION_UNAVAILABLE_MESSAGE,
  TRANSCRIPTION_UNSUPPORTED_TYPE_MESSAGE,
  TranscriptionQuerySchema,
  transcriptionContentType,
  whisperLanguage,
} from "../../domain/contract/transcriptions";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { HttpError, errorBody } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { describeIssues } from "../lib/parse";
import type { WhisperTranscriptionClient } from "../providers/whisper-transcription";
import { isProviderError } from "../providers/types";

/** The whole call, retries included: a local server on a CPU may need a while for 10 minutes of audio. */
const TRANSCRIPTION_DEADLINE_MS = 180_000;

export interface TranscriptionRouteDeps {
  /** Absent when TRANSCRIPTION_BASE_URL / TRANSCRIPTION_API_KEY are not set. */
  transcription?: WhisperTranscriptionClient;
  /** Takes one cloud-AI use from the person's daily allowance; false when used up. */
  allowTranscription: (userId: string) => Promise<boolean>;
  logger: Logger;
  /** Tests pass smaller limits and deadlines. */
  maxBytes?: number;
  maxSeconds?: number;
  deadlineMs?: number;
}

export function transcriptionRoutes(deps: TranscriptionRouteDeps) {
  const maxBytes = deps.maxBytes ?? TRANSCRIPTION_MAX_BYTES;
  const maxSeconds = deps.maxSeconds ?? TRANSCRIPTION_MAX_SECONDS;
  const deadlineMs = deps.deadlineMs ?? TRANSCRIPTION_DEADLINE_MS;
  const tooLong = () => new HttpError(413, "recording_too_long", TRANSCRIPTION_TOO_LONG_MESSAGE);

  return new Hono<AppEnv>().post("/", async (c) => {
    const user = requireUser(c);
    const { transcription } = deps;
    if (!transcription) return c.json(errorBody("transcription_unavailable", TRANSCRIPTION_UNAVAILABLE_MESSAGE), 503);
    const contentType = transcriptionContentType(c.req.header("content-type"));
    if (!contentType) return c.json(errorBody("unsupported_media_type", TRANSCRIPTION_UNSUPPORTED_TYPE_MESSAGE), 415);

    const query = readQuery(c);
    if (query.duration !== undefined && query.duration > maxSeconds) throw tooLong();
    const audio = await readAudio(c, maxBytes);
    if (audio.byteLength === 0) return c.json(errorBody("empty_recording", TRANSCRIPTION_EMPTY_MESSAGE), 400);
    if (!(await deps.allowTranscription(user.id))) {
      return c.json(errorBody("allowance_used", TRANSCRIPTION_ALLOWANCE_USED_MESSAGE), 429);
    }

    const language = whisperLanguage(query.language);
    const started = performance.now();
    const log = (fields: Record<string, unknown>, message: string) =>
      deps.logger[fields.code ? "warn" : "info"](
        { userId: user.id, contentType, bytes: audio.byteLength, ms: Math.round(performance.now() - started), ...fields },
        message,
      );
    let transcript: Awaited<ReturnType<WhisperTranscriptionClient["transcribe"]>>;
    try {
      transcript = await transcription.transcribe({ audio, contentType, language }, { deadline: Date.now() + deadlineMs });
    } catch (error) {
      // The code and status only: a provider's message is not ours to log.
      log(
        { code: isProviderError(error) ? error.code : "unexpected", status: isProviderError(error) ? error.status : undefined },
        "transcription failed",
      );
      return c.json(errorBody("transcription_failed", TRANSCRIPTION_FAILED_MESSAGE), 502);
    }
    log({}, "transcription");
    if (transcript.duration !== undefined && transcript.duration > maxSeconds) throw tooLong();
    return c.json(
      {
        text: transcript.text,
        language: languageCode(transcript.language) ?? language ?? null,
        duration: transcript.duration ?? query.duration ?? null,
      } satisfies TranscriptionResponse,
      200,
    );
  });
}

/** ?language= and the recording's duration from X-Recording-Duration or ?duration= (400 when malformed). */
function readQuery(c: Context<AppEnv>) {
  const raw: Record<string, string> = {};
  const language = c.req.query("language");
  if (language !== undefined && language.trim() !== "") raw.language = language;
  const duration = c.req.header("x-recording-duration") ?? c.req.query("duration");
  if (duration !== undefined && duration.trim() !== "") raw.duration = duration;
  const parsed = TranscriptionQuerySchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, "invalid_request", describeIssues(parsed.error));
  return parsed.data;
}

/** The body as bytes, counted as it arrives: past maxBytes the read stops and 413 answers. */
async function readAudio(c: Context<AppEnv>, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new HttpError(413, "recording_too_large", TRANSCRIPTION_TOO_LARGE_MESSAGE);
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const audio = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    audio.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return audio;
}

let namesToCodes: Map<string, string> | undefined;

/**
 * The ISO-639-1 code for what a server reports: a code as is ("en"), a verbose server's English
 * name ("english", "spanish") through the platform's own language names; undefined otherwise.
 */
function languageCode(reported: string | undefined): string | undefined {
  const value = reported?.trim().toLowerCase();
  if (!value) return undefined;
  if (/^[a-z]{2}$/.test(value)) return value;
  if (!namesToCodes) {
    namesToCodes = new Map();
    const names = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
    for (let a = 97; a <= 122; a++) {
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code)?.toLowerCase();
        if (name && !namesToCodes.has(name)) namesToCodes.set(name, code);
      }
    }
  }
  return namesToCodes.get(value);
}
