// POST /api/transcriptions: a recording in (the request body, with its content type), its text out
// through the Whisper-compatible provider: {text, language, duration}.
//
// - Signed-in only. Types: audio/webm, audio/ogg, audio/mp4, audio/wav (parameters such as
//   ";codecs=opus" ignored); others 415.
// - Limits: 25 MB, counted on the stream as it arrives (the app's 1 MB body limit does not apply
//   here), and 10 minutes, checked on the client's duration (X-Recording-Duration or ?duration=,
//   seconds) before the audio is read and on the provider's when it reports one; both 413.
// - Memory: the recording is streamed to the provider as it arrives, never held whole (a 24 MB
//   upload took ~110 MB before); the provider's answer is read up to 1 MB. A client that goes
//   away cancels the provider's call (the request's AbortSignal). At most 2 transcriptions per
//   person at a time (429 transcription_in_progress) and 16 in all (503 transcription_busy, with
//   Retry-After) — docs/decisions/040.
// - The daily AI allowance: one transcription takes one cloud-AI use of AI_DAILY_LIMIT, the same
//   counter as a reflection or a chat turn (a transcript is what a cloud model would otherwise hear,
//   and ai_usage has no column for a share of its own). The use is taken once the recording is
//   known to be acceptable, just before the provider is called; 429 when none is left today.
// - The audio passes through memory only, a chunk at a time: never written to disk, never
//   logged; nor is the transcript. A log line carries the user, sizes, times and error codes only.
// - No provider configured: 503 transcription_unavailable. The provider failing: 502 with a clear
//   message, after one attempt (a streamed upload cannot be sent again); the client keeps the
//   recording so the person can try again.
import { Hono } from "hono";
import type { Context } from "hono";
import type { TranscriptionResponse } from "../../domain/contract/transcriptions";
import {
  TRANSCRIPTION_ALLOWANCE_USED_MESSAGE,
  TRANSCRIPTION_BUSY_MESSAGE,
  TRANSCRIPTION_EMPTY_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_IN_PROGRESS_MESSAGE,
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

/** The whole call: a local server on a CPU may need a while for 10 minutes of audio. */
const TRANSCRIPTION_DEADLINE_MS = 180_000;
/** One person records one reflection at a time; two lets a Try again start while the last call is ending. */
const TRANSCRIPTIONS_PER_USER = 2;
/** In all, on this server: each holds two connections and the provider's attention for up to the deadline. */
const TRANSCRIPTIONS_AT_ONCE = 16;
/** What a busy server asks a client to wait before trying again, in seconds. */
const BUSY_RETRY_AFTER_S = 30;

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
  perUser?: number;
  atOnce?: number;
}

/** Why the upload stream stopped: the recording passed maxBytes. */
class RecordingTooLarge extends Error {}

export function transcriptionRoutes(deps: TranscriptionRouteDeps) {
  const maxBytes = deps.maxBytes ?? TRANSCRIPTION_MAX_BYTES;
  const maxSeconds = deps.maxSeconds ?? TRANSCRIPTION_MAX_SECONDS;
  const deadlineMs = deps.deadlineMs ?? TRANSCRIPTION_DEADLINE_MS;
  const tooLong = () => new HttpError(413, "recording_too_long", TRANSCRIPTION_TOO_LONG_MESSAGE);
  const tooLarge = () => new HttpError(413, "recording_too_large", TRANSCRIPTION_TOO_LARGE_MESSAGE);
  const slots = concurrencySlots(deps.perUser ?? TRANSCRIPTIONS_PER_USER, deps.atOnce ?? TRANSCRIPTIONS_AT_ONCE);

  return new Hono<AppEnv>().post("/", async (c) => {
    const user = requireUser(c);
    const { transcription } = deps;
    if (!transcription) return c.json(errorBody("transcription_unavailable", TRANSCRIPTION_UNAVAILABLE_MESSAGE), 503);
    const contentType = transcriptionContentType(c.req.header("content-type"));
    if (!contentType) return c.json(errorBody("unsupported_media_type", TRANSCRIPTION_UNSUPPORTED_TYPE_MESSAGE), 415);

    const query = readQuery(c);
    if (query.duration !== undefined && query.duration > maxSeconds) throw tooLong();
    const declaredHeader = c.req.header("content-length");
    const declared = declaredHeader === undefined || declaredHeader.trim() === "" ? undefined : Number(declaredHeader);
    if (declared !== undefined && Number.isFinite(declared) && declared > maxBytes) throw tooLarge();

    const slot = slots.take(user.id);
    if (slot === "user") return c.json(errorBody("transcription_in_progress", TRANSCRIPTION_IN_PROGRESS_MESSAGE), 429);
    if (slot === "server") {
      c.header("Retry-After", String(BUSY_RETRY_AFTER_S));
      return c.json(errorBody("transcription_busy", TRANSCRIPTION_BUSY_MESSAGE), 503);
    }
    let bytes = 0;
    try {
      // The first bytes are read before the allowance is taken: an empty recording takes nothing.
      const body = c.req.raw.body;
      const reader = body?.getReader();
      let first = reader ? await reader.read() : undefined;
      while (first && !first.done && first.value.byteLength === 0) first = await reader!.read();
      if (!reader || !first || first.done) return c.json(errorBody("empty_recording", TRANSCRIPTION_EMPTY_MESSAGE), 400);
      if (!(await deps.allowTranscription(user.id))) {
        await reader?.cancel().catch(() => undefined);
        return c.json(errorBody("allowance_used", TRANSCRIPTION_ALLOWANCE_USED_MESSAGE), 429);
      }
      const audio = countedStream(reader!, first.value, maxBytes, (total) => (bytes = total));

      const language = whisperLanguage(query.language);
      const started = performance.now();
      const log = (fields: Record<string, unknown>, message: string) =>
        deps.logger[fields.code ? "warn" : "info"](
          { userId: user.id, contentType, bytes, ms: Math.round(performance.now() - started), ...fields },
          message,
        );
      let transcript: Awaited<ReturnType<WhisperTranscriptionClient["transcribe"]>>;
      try {
        transcript = await transcription.transcribe(
          { audio, ...(declared !== undefined && Number.isFinite(declared) ? { size: declared } : {}), contentType, language },
          // The request's signal fires when the client goes away: the provider's call stops with it.
          { deadline: Date.now() + deadlineMs, signal: c.req.raw.signal },
        );
      } catch (error) {
        if (audio.tooLarge) {
          log({ code: "recording_too_large" }, "transcription refused");
          throw tooLarge();
        }
        if (c.req.raw.signal.aborted) {
          // Nobody is there to answer; the provider's call has been cancelled.
          log({ code: "client_gone" }, "transcription cancelled");
          return c.body(null, 499 as never);
        }
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
    } finally {
      slot.release();
    }
  });
}

type Slot = { release(): void };

/** Transcriptions under way, per person and in all: take() gives a slot, or says which limit is reached. */
function concurrencySlots(perUser: number, atOnce: number) {
  const byUser = new Map<string, number>();
  let total = 0;
  return {
    take(userId: string): Slot | "user" | "server" {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= perUser) return "user";
      if (total >= atOnce) return "server";
      byUser.set(userId, mine + 1);
      total += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byUser.get(userId) ?? 1) - 1;
          if (left > 0) byUser.set(userId, left);
          else byUser.delete(userId);
        },
      };
    },
  };
}

/**
 * The request body as the provider reads it, counted as it passes: past maxBytes it stops with
 * an error (the provider's call fails, and `tooLarge` says why) and the rest is never read.
 */
function countedStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
  maxBytes: number,
  onCount: (total: number) => void,
): ReadableStream<Uint8Array> & { tooLarge: boolean } {
  let total = 0;
  let pending: Uint8Array | undefined = first;
  const state = { tooLarge: false };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = pending ?? (await reader.read()).value;
      pending = undefined;
      if (next === undefined) {
        controller.close();
        return;
      }
      total += next.byteLength;
      onCount(total);
      if (total > maxBytes) {
        state.tooLarge = true;
        await reader.cancel().catch(() => undefined);
        controller.error(new RecordingTooLarge());
        return;
      }
      controller.enqueue(next);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return Object.defineProperty(stream, "tooLarge", { get: () => state.tooLarge }) as ReadableStream<Uint8Array> & { tooLarge: boolean };
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
