// What kind of entry a ripple is (decision 048): a reflection (words, read by the analyser) or a
// check-in (a feeling and how strong, chosen by the person, with an optional line). Kept apart from
// the check-in's rules so the HTTP contract, which the landing page's code reaches, takes these few
// names and nothing else.

export const ENTRY_KINDS = ["reflection", "check-in"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const CHECK_IN_KIND = "check-in" as const satisfies EntryKind;

/** An entry's kind: an entry that does not say is a reflection (every entry written before check-ins). */
export function entryKind(entry: { kind?: EntryKind }): EntryKind {
  return entry.kind ?? "reflection";
}

export const isCheckIn = (entry: { kind?: EntryKind }): boolean => entry.kind === CHECK_IN_KIND;

/** The optional line of a check-in: a line, not a reflection. */
export const MAX_CHECK_IN_NOTE = 500;
export const CHECK_IN_NOTE_MESSAGE = `must be at most ${MAX_CHECK_IN_NOTE} characters`;
/** The 400's words for a reflection with no words (a check-in may have none). */
export const EMPTY_TEXT_MESSAGE = "must not be empty";

/** The drawer's filter by kind (decision 048). */
export const KIND_FILTER_COPY = {
  label: "Kind",
  any: "Reflections and check-ins",
  kinds: { reflection: "Reflections", "check-in": "Check-ins" },
} as const satisfies { label: string; any: string; kinds: Record<EntryKind, string> };

/** Words of the check-in control, its sheet and the drawer. */
export const CHECK_IN_COPY = {
  open: "Check in",
  openHint: "No words needed: a feeling and how strong",
  title: "Check in",
  emotionLegend: "How are you feeling?",
  intensityLegend: "How strong? 1 is faint, 10 is overwhelming",
  noteLabel: "Add a line (optional)",
  save: "Save check-in",
  saving: "Saving…",
  close: "Close",
  done: "Done",
  saved: "Check-in saved",
  savedOnDevice: "Check-in kept on this device; it syncs when you are back online",
  failed: "Your check-in could not be saved. Please try again.",
  badge: "Check-in",
  noLine: "No words, just the feeling.",
} as const;
