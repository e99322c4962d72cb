// Limits of the cloud voice (POST /api/speech), read by the server and the client.

/** The longest text one request may send to the cloud voice (a companion reply is ≤ 200 tokens, ~1,100 characters). */
export const SPEECH_MAX_CHARS = 1_500;

/**
 * With AI_DAILY_LIMIT set, the cloud voice has its own daily allowance of characters: this many
 * per use of the allowance (a full-length reply spoken and replayed once).
 */
export const SPEECH_CHARS_PER_AI_USE = 3_000;

export function speechTooLongMessage(max = SPEECH_MAX_CHARS): string {
  return `The text to speak is longer than ${max.toLocaleString("en-US")} characters.`;
}

export const SPEECH_ALLOWANCE_USED_MESSAGE = "Today's cloud voice allowance is used up; the browser's voice reads it instead.";
