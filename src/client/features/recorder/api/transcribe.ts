// POST /api/transcriptions: a finished recording (its own audio type as the Content-Type) in, the
// words the server's Whisper-compatible transcription heard out. The language and the length go in
// the query so the server can refuse an over-long recording before reading it.
import type { TranscriptionResponse } from "../../../../domain/contract/transcriptions";
import { TranscriptionResponseSchema } from "../../../../domain/contract/transcriptions";
import { ApiError, api } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

/** The server allows its provider three minutes for ten minutes of audio on a CPU. */
const TRANSCRIBE_TIMEOUT_MS = 200_000;

export function transcribe(audio: Blob, durationSeconds: number, language: string): Promise<TranscriptionResponse> {
  const query = { language, duration: Math.round(durationSeconds * 10) / 10 };
  return api.post(pathOf(routes.transcriptions, {}, query), TranscriptionResponseSchema, audio, { timeoutMs: TRANSCRIBE_TIMEOUT_MS });
}

/**
 * Whether `Try again` can help after a failed transcription (decision 020: no answer, a 5xx); also
 * when the person's earlier recording was still being transcribed (429 transcription_in_progress).
 */
export function canRetryTranscription(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === "transcription_in_progress";
}
