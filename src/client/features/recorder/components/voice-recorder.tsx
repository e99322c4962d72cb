// The voice recording panel (spec §2): idle, a large microphone button; recording, the
// live transcription card, a red timer, cancel and stop over an audio-level waveform;
// errors in a red box under the controls. Beside the microphone, `Type instead` (issue 11) opens
// a field for writing the reflection; where the browser cannot turn speech into words, the panel
// says so and typing is the first choice.
import { Keyboard, LoaderCircle, Mic, Square, X } from "lucide-react";
import { useState } from "react";
import { MICROPHONE_MESSAGES, SPEECH_RECOGNITION_MESSAGES } from "../../../../domain/messages";
import { TYPING_COPY } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import { useAudio } from "../../../lib/audio/audio-context";
import { useSpeechRecognition } from "../hooks/use-speech-recognition";
import { ensureMicrophoneReady, toastMicrophoneProblem } from "../lib/microphone-check";
import type { RecordingResult } from "../lib/recording-result";
import { isSpeechRecognitionSupported } from "../lib/speech-recognition-types";
import { AudioWaveform } from "./audio-waveform";
import { LiveTranscription } from "./live-transcription";
import { RecordingTimer } from "./recording-timer";
import { TypedReflection } from "./typed-reflection";

export interface VoiceRecorderProps {
  onComplete(result: RecordingResult): void;
  disabled?: boolean;
  onRecordingChange?(recording: boolean): void;
  /**
   * Run the main screen's checks (speech recognition, a microphone, permission) before
   * recording, with their warning toasts. On by default.
   */
  checkMicrophone?: boolean;
}

const PERMISSION_ERRORS: readonly string[] = [MICROPHONE_MESSAGES.permissionDenied, SPEECH_RECOGNITION_MESSAGES.notAllowed];

export function VoiceRecorder({ onComplete, disabled = false, onRecordingChange, checkMicrophone = true }: VoiceRecorderProps) {
  const { playSound } = useAudio();
  const [typing, setTyping] = useState(false);
  const [canSpeak] = useState(isSpeechRecognitionSupported);
  const session = useSpeechRecognition({
    onComplete,
    onRecordingChange,
    onError(message) {
      if (PERMISSION_ERRORS.includes(message)) toastMicrophoneProblem("permission-denied");
    },
  });

  async function start() {
    if (checkMicrophone && !(await ensureMicrophoneReady())) return;
    if (await session.start()) void playSound("recordStart");
  }

  function stop() {
    if (session.stop()) void playSound("recordStop");
  }

  function cancel() {
    session.cancel();
    void playSound("micClick");
  }

  const { stream, startedAt } = session;

  if (typing) {
    return (
      <TypedReflection
        onComplete={(result) => {
          setTyping(false);
          onComplete(result);
        }}
        onCancel={() => setTyping(false)}
      />
    );
  }

  return (
    <div className="flex w-full flex-col items-center gap-5">
      {session.status === "recording" && stream && startedAt !== null ? (
        <>
          <LiveTranscription finalText={session.finalText} interimText={session.interimText} />
          <RecordingTimer startedAt={startedAt} />
          <div className="relative flex h-24 w-full max-w-md items-center justify-center">
            <AudioWaveform stream={stream} className="absolute inset-0" />
            <div className="relative flex items-center gap-10">
              <button
                type="button"
                onClick={cancel}
                aria-label="Cancel recording"
                title="Cancel"
                className="inline-flex size-12 items-center justify-center rounded-full bg-white/90 text-slate-600 shadow-sm ring-1 ring-slate-200 transition hover:bg-white hover:text-slate-800"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={stop}
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
      ) : (
        <>
          <MicButton starting={session.status === "starting"} disabled={disabled} onPress={() => void start()} />
          {!canSpeak && <p className="max-w-sm text-center text-sm text-slate-600">{TYPING_COPY.noSpeech}</p>}
          <Button variant={canSpeak ? "secondary" : "primary"} size="sm" disabled={disabled} onClick={() => setTyping(true)}>
            <Keyboard className="size-4" aria-hidden="true" />
            {TYPING_COPY.typeInstead}
          </Button>
        </>
      )}
      {session.error && (
        <p role="alert" className="w-full max-w-md rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-center text-sm text-red-700">
          {session.error}
        </p>
      )}
    </div>
  );
}

function MicButton({ starting, disabled, onPress }: { starting: boolean; disabled: boolean; onPress(): void }) {
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
