// How strong a passphrase is, by zxcvbn-ts (a well-kept port of Dropbox's estimator: dictionaries
// of common passwords, names and words, keyboard patterns, l33t speak). Loaded with the private
// journal's screens only (its dictionaries are large). Scores 0–4; a journal needs at least 3.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import type { Score } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as common } from "@zxcvbn-ts/language-common";
import { dictionary as english, translations } from "@zxcvbn-ts/language-en";

export { MIN_PASSPHRASE_SCORE } from "./passphrase-score";

let factory: ZxcvbnFactory | null = null;

export interface PassphraseStrength {
  score: Score;
  /** What to change, when the estimator has advice (in English). */
  advice: string | null;
}

/** `context`: words a guesser would try first (the e-mail, the name, the app's name). */
export function passphraseStrength(passphrase: string, context: readonly string[] = []): PassphraseStrength {
  factory ??= new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary: { ...common, ...english } });
  const result = factory.check(passphrase, [...context, "ripple", "journal", "private"]);
  return { score: result.score, advice: result.feedback.warning ?? result.feedback.suggestions[0] ?? null };
}
