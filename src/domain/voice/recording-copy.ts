// Keeping a spoken reflection's recording with its entry (decision 051): the question asked once,
// the account menu's switch, and the player in the entry's detail.

export const KEEP_RECORDING_COPY = {
  question: "Keep the recording with your entry?",
  questionHelp: "You can listen to how you sounded later. Recordings are encrypted like your words.",
  keep: "Keep",
  dontKeep: "Don't keep",
  kept: "Your recording will be kept with this entry.",
  notKept: "Recordings won't be kept. You can change this in the account menu.",
  setting: "Keep recordings",
  settingHelp: "Keep the audio of each spoken reflection with its entry, to listen to later.",
  player: "Your recording",
  length: (text: string) => `Length ${text}`,
  loading: "Opening your recording…",
  cannotOpen: "This recording could not be opened on this device.",
  deleteRecording: "Delete recording",
  confirmDelete: "Delete this recording? Your words stay in the entry.",
  confirmYes: "Delete",
  confirmNo: "Keep it",
  deleted: "The recording was deleted.",
  deleteFailed: "The recording could not be deleted. Please try again.",
} as const;

/** A recording's length as a person reads it: "0:07", "1:05", "12:30". */
export function recordingLengthText(durationMs: number): string {
  const seconds = Math.max(0, Math.round(durationMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
