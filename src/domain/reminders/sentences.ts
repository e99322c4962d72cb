// The one kind sentence a gentle reminder says (decision 047): an invitation, never a streak, a count
// or guilt. The same sentence on the phone's notification and on the in-app banner.

import { dayOf, utcClock } from "../lib/zoned-days";

export const REMINDER_TITLE = "Ripple";

export const REMINDER_SENTENCES = [
  "A quiet moment for yourself, if you would like one.",
  "Whenever you would like to share how you are feeling, Ripple is here.",
  "If something is on your mind, you are welcome to say it out loud.",
  "Take a breath. A few words about your day are welcome here, whenever you are ready.",
] as const;

/** The sentence for a reminder due at this instant: it changes from one day to the next. */
export function reminderSentence(dueAt: Date): string {
  const day = dayOf(dueAt.getTime(), utcClock);
  return REMINDER_SENTENCES[((day % REMINDER_SENTENCES.length) + REMINDER_SENTENCES.length) % REMINDER_SENTENCES.length]!;
}

/** Where a reminder's notification and banner take the person: the recorder, ready to listen. */
export const REMINDER_OPEN_URL = "/?record=1";
