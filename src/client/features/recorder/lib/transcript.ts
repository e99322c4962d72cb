// Turning recognition results into text. A recognizer session reports every result so far
// (finals and the current interim guess); after an automatic restart the list starts
// again, so text from earlier sessions is carried in `committed`.
import type { RecognitionResultList } from "./speech-recognition-types";

export interface SessionText {
  final: string;
  interim: string;
}

/** Joins pieces with single spaces, dropping blanks (Chrome prefixes later finals with a space). */
export function joinText(...parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(" ");
}

export function readSessionText(results: RecognitionResultList): SessionText {
  const finals: string[] = [];
  const interims: string[] = [];
  for (let i = 0; i < results.length; i += 1) {
    const result = results[i];
    const transcript = result?.[0]?.transcript ?? "";
    (result?.isFinal ? finals : interims).push(transcript);
  }
  return { final: joinText(...finals), interim: joinText(...interims) };
}

/** Everything heard so far: earlier sessions, this session's finals, the interim guess. */
export function fullTranscript(committed: string, session: SessionText): string {
  return joinText(committed, session.final, session.interim);
}
