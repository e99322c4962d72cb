// Props the app hands the journal screen: the voice engineer's parts, passed in so
// features do not import each other.
import type { ReactNode } from "react";
import type { RecordingResult } from "../../../lib/recording-result";

export type SyncStatus = "idle" | "syncing" | "synced" | "failed";

interface RecorderSlotProps {
  onComplete: (result: RecordingResult) => void;
  disabled?: boolean;
  onRecordingChange?: (recording: boolean) => void;
  /** Writing or checking words instead of recording: the microphone's status line steps aside. */
  onComposingChange?: (composing: boolean) => void;
  /** Open with the field for writing, focused. */
  startTyping?: boolean;
  /** A reflection was written rather than spoken. */
  onTyped?: () => void;
  /** Record the audio alongside, to keep with the entry (decision 051): the journal's spoken reflections, not a conversation's turns. */
  keepAudio?: boolean;
}

export interface JournalVoice {
  muted: boolean;
  toggleMute: () => void;
  /** A sound effect: the water drop when a ripple is saved, the gentle chime when a moment is
   *  honoured, the click when conversational mode opens (muted or without permission: silent). */
  playSound: (name: "waterDrop" | "gentle" | "conversational") => void;
  /** Speaks the text (cloud voice or the browser's); resolves when done. */
  speak: (text: string) => Promise<void>;
  welcome: { playing: boolean; needsTap: boolean; playNow: () => void };
  /** The microphone / speech-recognition warning for the main screen, or null. */
  micWarning: string | null;
  renderRecorder: (props: RecorderSlotProps) => ReactNode;
  /** Speaks without asking: only with audio permission and unmuted (the reply read aloud once, after the auto-speak delay). */
  autoSpeak: (text: string) => Promise<void>;
}
