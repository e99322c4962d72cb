// The parts of the recording panel both recognisers share: the large microphone button,
// and while recording the red timer, cancel and stop over an audio-level waveform.
import { Keyboard, LoaderCircle, Mic, Square, X } from "lucide-react";
import type { ReactNode } from "react";
import { MICROPHONE_MESSAGES, SPEECH_RECOGNITION_MESSAGES } from "../../../../domain/messages";
import { TYPING_COPY } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import type { CaptureEngine } from "../lib/capture-engine";
import type { RecordingResult } from "../../../lib/recording-result";
import { AudioWaveform } from "./audio-waveform";
import { RecordingTimer } from "./recording-timer";

/** How the words are captured: the engine's parts, set by the app, not by the journal's recorder slot. */
interface CaptureOptions {
  /** Which recogniser to use (useCaptureEngine); the browser's when not said. */
  engine?: CaptureEngine;
  /**
   * Run the main screen's checks (speech recognition, a microphone, permission) before
   * recording, with their warning toasts. On by default.
   */
  checkMicrophone?: boolean;
}

/** The journal's recorder slot (its RecorderSlotProps) and, as one object, how the words are captured. */
export interface VoiceRecorderProps {
  onComplete(result: RecordingResult): void;
  disabled?: boolean;
  onRecordingChange?(recording: boolean): void;
  /** Writing (Type instead) or checking a transcript: the screen may hide what belongs to the microphone. */
  onComposingChange?(composing: boolean): void;
  /** Open with the field for writing (and its focus), as after `Continue reflecting` from a typed reflection. */
  startTyping?: boolean;
  /** A reflection was written with `Type instead` (not spoken, not a checked transcript). */
  onTyped?(): void;
  /** Yield the audio with the words unless the person chose not to keep recordings (decision 051); off for a conversation's turns. */
  keepAudio?: boolean;
  capture?: CaptureOptions;
}

/** What a recogniser's panel (the browser's, or TranscribedRecorder) takes from VoiceRecorder, and the way to `Type instead`. */
export type RecorderPanelProps = Pick<VoiceRecorderProps, "onComplete" | "disabled" | "onRecordingChange" | "keepAudio" | "capture"> & {
  onTypeInstead(): void;
};

/** The errors that mean the microphone is not allowed: they also raise the permission toast. */
export const PERMISSION_ERRORS: readonly string[] = [MICROPHONE_MESSAGES.permissionDenied, SPEECH_RECOGNITION_MESSAGES.notAllowed];

export function TypeInsteadButton({ primary, disabled, onPress }: { primary: boolean; disabled: boolean; onPress(): void }) {
  return (
    <Button variant={primary ? "primary" : "secondary"} size="sm" disabled={disabled} onClick={onPress}>
      <Keyboard className="size-4" aria-hidden="true" />
      {TYPING_COPY.typeInstead}
    </Button>
  );
}

export function RecordingControls({
  stream,
  startedAt,
  onCancel,
  onStop,
}: {
  stream: MediaStream;
  startedAt: number;
  onCancel(): void;
  onStop(): void;
}) {
  return (
    <>
      <RecordingTimer startedAt={startedAt} />
      <div className="relative flex h-24 w-full max-w-md items-center justify-center">
        <AudioWaveform stream={stream} className="absolute inset-0" />
        <div className="relative flex items-center gap-10">
          <button
            type="button"
            onClick={onCancel}
            aria-label="Cancel recording"
            title="Cancel"
            className="inline-flex size-12 items-center justify-center rounded-full bg-white/90 text-slate-600 shadow-sm ring-1 ring-slate-200 transition hover:bg-white hover:text-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onStop}
            aria-label="Stop recording"
            title="Stop"
            className="inline-flex size-16 items-center justify-center rounded-full bg-red-500 text-white shadow-lg shadow-red-200 transition hover:scale-105 hover:bg-red-600"
          >
            <Square className="size-6 fill-current" aria-hidden="true" />
          </button>
          <span aria-hidden="true" className="size-12" />
        </div>
      </div>
    </>
  );
}

export function MicButton({ starting, disabled, onPress }: { starting: boolean; disabled: boolean; onPress(): void }) {
  return (
    <div className="relative inline-flex size-28 items-center justify-center">
      {!disabled && !starting && <span aria-hidden="true" className="absolute inset-0 animate-ripple-out rounded-full bg-violet-300/50" />}
      <button
        type="button"
        onClick={onPress}
        disabled={disabled || starting}
        aria-busy={starting}
        aria-label="Start recording"
        className="relative inline-flex size-28 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-ripple-500 text-white shadow-xl shadow-violet-200 transition hover:scale-105 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100"
      >
        {starting ? <LoaderCircle className="size-10 animate-spin" aria-hidden="true" /> : <Mic className="size-11" aria-hidden="true" />}
      </button>
    </div>
  );
}

/** The red box under the controls for what went wrong. */
export function RecordingError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="w-full max-w-md rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-center text-sm text-red-700">
      {children}
    </p>
  );
}
