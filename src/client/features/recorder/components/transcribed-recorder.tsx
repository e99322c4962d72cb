// Recording for the server's transcription (decision 020): MediaRecorder with the usual timer, waveform,
// cancel and stop; on stop the audio goes to POST /api/transcriptions and the words come back for
// the person to check (and fix) before they go through the reflection pipeline. A failed
// transcription keeps the recording in memory so the person can try again, type instead, or let it
// go. A recording in which nothing was heard follows the silence rules of a spoken one. The checked
// words carry the recording with them, to be kept with the entry unless the person said not to
// (decision 051).
import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { TRANSCRIPTION_COPY } from "../../../../domain/ui-copy";
import { getErrorMessage } from "../../../lib/api-client";
import { readCaptureSettings, useCaptureSettings } from "../../../lib/capture-settings";
import { useAudio } from "../../../lib/audio/audio-context";
import { Button } from "../../../ui/button";
import { canRetryTranscription, transcribe } from "../api/transcribe";
import type { AudioRecording } from "../hooks/use-audio-recording";
import { useAudioRecording } from "../hooks/use-audio-recording";
import { ensureMicrophoneReady, toastMicrophoneProblem } from "../lib/microphone-check";
import { buildRecordingResult } from "../lib/recording-result";
import type { RecordingResult } from "../../../lib/recording-result";
import { MicButton, PERMISSION_ERRORS, RecordingControls, RecordingError, TypeInsteadButton } from "./recording-controls";
import type { RecorderPanelProps, VoiceRecorderProps } from "./recording-controls";
import { TypedReflection } from "./typed-reflection";

/** The recording goes with the words unless the person chose not to keep recordings. */
function withAudio(result: RecordingResult, recording: AudioRecording): RecordingResult {
  if (readCaptureSettings().keepRecordings === false || recording.audio.size === 0) return result;
  return { ...result, audio: { audio: recording.audio, durationMs: recording.durationMs } };
}

type Phase =
  | { kind: "idle"; note?: string }
  | { kind: "transcribing"; recording: AudioRecording }
  | { kind: "check"; recording: AudioRecording; text: string }
  | { kind: "failed"; recording: AudioRecording; message: string; retryable: boolean };

export function TranscribedRecorder({
  onComplete,
  disabled = false,
  onRecordingChange,
  onComposingChange,
  capture: { checkMicrophone = true } = {},
  onTypeInstead,
  keepAudio = false,
}: RecorderPanelProps & Pick<VoiceRecorderProps, "onComposingChange">) {
  const { playSound } = useAudio();
  const { privateTranscription } = useCaptureSettings();
  const [phase, setPhaseState] = useState<Phase>({ kind: "idle" });
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onComposingChange?.(next.kind !== "idle");
  };
  /** The recording whose transcription is awaited: an answer for another is dropped. */
  const current = useRef<AudioRecording | null>(null);
  const session = useAudioRecording({
    onComplete: (recording) => void send(recording),
    onRecordingChange,
    onError(message) {
      if (PERMISSION_ERRORS.includes(message)) toastMicrophoneProblem("permission-denied");
    },
  });

  async function send(recording: AudioRecording): Promise<void> {
    current.current = recording;
    setPhase({ kind: "transcribing", recording });
    try {
      const { text } = await transcribe(recording.audio, recording.durationMs / 1000, readCaptureSettings().language);
      if (current.current !== recording) return;
      if (text.trim() === "") {
        // Nothing heard: a long silence is honoured as one, a short one is let go.
        setPhase({ kind: "idle", note: TRANSCRIPTION_COPY.nothingHeard });
        const silence = buildRecordingResult("", recording.durationMs);
        if (silence) onComplete(silence);
        return;
      }
      setPhase({ kind: "check", recording, text: text.trim() });
    } catch (error) {
      if (current.current !== recording) return;
      setPhase({ kind: "failed", recording, message: getErrorMessage(error), retryable: canRetryTranscription(error) });
    }
  }

  function reset(): void {
    current.current = null;
    setPhase({ kind: "idle" });
  }

  async function start() {
    if (checkMicrophone && !(await ensureMicrophoneReady(false))) return;
    setPhase({ kind: "idle" });
    if (await session.start()) void playSound("recordStart");
  }

  if (phase.kind === "check") {
    return (
      <TypedReflection
        check={{
          text: phase.text,
          label: TRANSCRIPTION_COPY.checkLabel,
          hint: TRANSCRIPTION_COPY.checkHint,
          cancel: TRANSCRIPTION_COPY.discard,
          durationSeconds: Math.round(phase.recording.durationMs / 100) / 10,
        }}
        onComplete={(result) => {
          reset();
          onComplete(keepAudio ? withAudio(result, phase.recording) : result);
        }}
        onCancel={reset}
      />
    );
  }

  const { stream, startedAt } = session;
  return (
    <div className="flex w-full flex-col items-center gap-5">
      {session.status === "recording" && stream && startedAt !== null ? (
        <>
          <p className="w-full rounded-3xl bg-white/85 p-5 text-center text-slate-600 shadow-sm ring-1 ring-violet-100">
            {TRANSCRIPTION_COPY.listening}
          </p>
          <RecordingControls
            stream={stream}
            startedAt={startedAt}
            onCancel={() => {
              session.cancel();
              void playSound("micClick");
            }}
            onStop={() => {
              if (session.stop()) void playSound("recordStop");
            }}
          />
        </>
      ) : phase.kind === "transcribing" ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <LoaderCircle className="size-5 animate-spin text-violet-500" aria-hidden="true" />
          {TRANSCRIPTION_COPY.transcribing}
        </p>
      ) : phase.kind === "failed" ? (
        <>
          <RecordingError>{phase.message}</RecordingError>
          <div className="flex flex-wrap justify-center gap-2">
            {phase.retryable && (
              <Button size="sm" onClick={() => void send(phase.recording)}>
                {TRANSCRIPTION_COPY.retry}
              </Button>
            )}
            <TypeInsteadButton primary={!phase.retryable} disabled={disabled} onPress={onTypeInstead} />
            <Button variant="ghost" size="sm" onClick={reset}>
              {TRANSCRIPTION_COPY.discard}
            </Button>
          </div>
        </>
      ) : (
        <>
          <MicButton starting={session.status === "starting"} disabled={disabled} onPress={() => void start()} />
          {phase.note && (
            <p role="status" className="text-sm text-slate-600">
              {phase.note}
            </p>
          )}
          {privateTranscription && <p className="max-w-sm text-center text-xs text-slate-500">{TRANSCRIPTION_COPY.privateNote}</p>}
          <TypeInsteadButton primary={false} disabled={disabled} onPress={onTypeInstead} />
        </>
      )}
      {session.error && <RecordingError>{session.error}</RecordingError>}
    </div>
  );
}
