// The voice recording panel: idle, a large microphone button; recording, the
// live transcription card, a red timer, cancel and stop over an audio-level waveform;
// errors in a red box under the controls. Beside the microphone, `Type instead` (decision 020) opens
// a field for writing the reflection. The words come from the browser's recogniser, or from the
// server's transcription (see TranscribedRecorder); where neither can turn speech into
// words, the panel says so and typing is the first choice.
import { useEffect, useRef, useState } from "react";
import { TYPING_COPY } from "../../../../domain/ui-copy";
import { useAudio } from "../../../lib/audio/audio-context";
import { useSpeechRecognition } from "../hooks/use-speech-recognition";
import { ensureMicrophoneReady, toastMicrophoneProblem } from "../lib/microphone-check";
import { LiveTranscription } from "./live-transcription";
import { MicButton, PERMISSION_ERRORS, RecordingControls, RecordingError, TypeInsteadButton } from "./recording-controls";
import type { RecorderPanelProps, VoiceRecorderProps } from "./recording-controls";
import { TranscribedRecorder } from "./transcribed-recorder";
import { TypedReflection } from "./typed-reflection";

export type { VoiceRecorderProps };

export function VoiceRecorder(props: VoiceRecorderProps) {
  const [typing, setTypingState] = useState(props.startTyping ?? false);
  const { onComplete } = props;
  const setTyping = (value: boolean) => {
    setTypingState(value);
    props.onComposingChange?.(value);
  };
  // Leaving the screen while writing must not leave the screen thinking so.
  const onComposingChange = useRef(props.onComposingChange);
  onComposingChange.current = props.onComposingChange;
  useEffect(() => {
    if (props.startTyping) onComposingChange.current?.(true);
    return () => onComposingChange.current?.(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- how it opened, once
  }, []);
  const engine = props.capture?.engine ?? "browser";

  if (typing) {
    return (
      <TypedReflection
        onComplete={(result) => {
          setTyping(false);
          props.onTyped?.();
          onComplete(result);
        }}
        onCancel={() => setTyping(false)}
      />
    );
  }
  const typeInstead = () => setTyping(true);
  return engine === "transcription" ? (
    <TranscribedRecorder {...props} onTypeInstead={typeInstead} />
  ) : (
    <BrowserRecorder {...props} canSpeak={engine === "browser"} onTypeInstead={typeInstead} />
  );
}

function BrowserRecorder({
  onComplete,
  disabled = false,
  onRecordingChange,
  capture: { checkMicrophone = true } = {},
  canSpeak,
  onTypeInstead,
  keepAudio = false,
}: RecorderPanelProps & { canSpeak: boolean }) {
  const { playSound } = useAudio();
  const session = useSpeechRecognition({
    onComplete,
    onRecordingChange,
    keepAudio,
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
  return (
    <div className="flex w-full flex-col items-center gap-5">
      {session.status === "recording" && stream && startedAt !== null ? (
        <>
          <LiveTranscription finalText={session.finalText} interimText={session.interimText} />
          <RecordingControls stream={stream} startedAt={startedAt} onCancel={cancel} onStop={stop} />
        </>
      ) : (
        <>
          <MicButton starting={session.status === "starting"} disabled={disabled} onPress={() => void start()} />
          {!canSpeak && <p className="max-w-sm text-center text-sm text-slate-600">{TYPING_COPY.noSpeech}</p>}
          <TypeInsteadButton primary={!canSpeak} disabled={disabled} onPress={onTypeInstead} />
        </>
      )}
      {session.error && <RecordingError>{session.error}</RecordingError>}
    </div>
  );
}
