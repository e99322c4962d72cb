// A typed reflection's duration (decision 020): the time spent writing, from the first keystroke (or
// from opening the field when the words arrived at once, as a paste) to saving, in seconds to a
// tenth, as a recording's is.

export function typingDurationSeconds(openedAt: number, firstInputAt: number | null, savedAt: number): number {
  const from = firstInputAt ?? openedAt;
  return Math.round(Math.max(0, savedAt - from) / 100) / 10;
}
