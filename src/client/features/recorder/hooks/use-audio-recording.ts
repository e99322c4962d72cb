// One recording for the server's transcription (decision 020): the microphone through MediaRecorder,
// with the same timer, waveform, cancel and stop as the browser's recogniser. stop() delivers the
// audio and its length; a second stop within 1000 ms is ignored; cancel() delivers nothing. A
// recording stops itself at the transcription limit of 10 minutes. The audio stays in memory only.
import { useEffect, useRef, useState } from "react";
import { TRANSCRIPTION_MAX_SECONDS } from "../../../../domain/contract/transcriptions";
import { MICROPHONE_MESSAGES } from "../../../../domain/messages";
import { isDuplicateStop } from "../../../../domain/voice/recording-rules";
import { pickRecordingType } from "../lib/capture-engine";
import { openMicrophone, releaseMicrophone } from "../lib/microphone";
import { microphoneErrorMessage } from "../lib/recording-errors";
import { withDuration } from "../lib/webm-duration";

export interface AudioRecording {
  audio: Blob;
  durationMs: number;
}

type RecordingStatus = "idle" | "starting" | "recording";

interface Session {
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  chunks: Blob[];
  startedAt: number;
  limit: ReturnType<typeof setTimeout> | null;
}

export interface AudioRecordingOptions {
  onComplete(recording: AudioRecording): void;
  onRecordingChange?(recording: boolean): void;
  onError?(message: string): void;
}

export function useAudioRecording({ onComplete, onRecordingChange, onError }: AudioRecordingOptions) {
  const [status, setStatus] = useState<RecordingStatus>("idle");
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const lastStopRef = useRef<number | null>(null);
  const callbacks = useRef({ onComplete, onRecordingChange, onError });
  callbacks.current = { onComplete, onRecordingChange, onError };

  function showError(message: string): void {
    setError(message);
    callbacks.current.onError?.(message);
  }

  /** Ends the session and frees the microphone; the recorder's last data is delivered only by stop(). */
  function teardown(): Session | null {
    const session = sessionRef.current;
    sessionRef.current = null;
    if (!session) return null;
    if (session.limit) clearTimeout(session.limit);
    if (session.recorder && session.recorder.state !== "inactive") {
      session.recorder.ondataavailable = null;
      session.recorder.onstop = null;
      try {
        session.recorder.stop();
      } catch {
        // already stopped
      }
    }
    releaseMicrophone(session.stream);
    setStatus("idle");
    setStream(null);
    setStartedAt(null);
    return session;
  }

  async function start(): Promise<boolean> {
    if (sessionRef.current) return false;
    lastStopRef.current = null;
    setError(null);
    if (typeof MediaRecorder === "undefined") {
      showError(MICROPHONE_MESSAGES.startRecordingFailed);
      return false;
    }
    const session: Session = { stream: null, recorder: null, chunks: [], startedAt: Date.now(), limit: null };
    sessionRef.current = session;
    setStatus("starting");
    try {
      session.stream = await openMicrophone();
    } catch (cause) {
      if (sessionRef.current === session) {
        teardown();
        showError(microphoneErrorMessage(cause));
      }
      return false;
    }
    if (sessionRef.current !== session) {
      releaseMicrophone(session.stream); // cancelled while the browser asked
      return false;
    }
    try {
      const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
      const recorder = new MediaRecorder(session.stream, type ? { mimeType: type } : undefined);
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) session.chunks.push(event.data);
      };
      recorder.start(1_000);
      session.recorder = recorder;
    } catch {
      teardown();
      showError(MICROPHONE_MESSAGES.startRecordingFailed);
      return false;
    }
    session.startedAt = Date.now();
    session.limit = setTimeout(() => stop(), TRANSCRIPTION_MAX_SECONDS * 1000);
    setStream(session.stream);
    setStartedAt(session.startedAt);
    setStatus("recording");
    callbacks.current.onRecordingChange?.(true);
    return true;
  }

  function stop(): boolean {
    const now = Date.now();
    if (isDuplicateStop(lastStopRef.current, now)) return false;
    lastStopRef.current = now;
    const session = sessionRef.current;
    if (!session) return false;
    const { recorder } = session;
    if (!recorder) {
      teardown(); // still asking for the microphone
      return false;
    }
    const durationMs = now - session.startedAt;
    sessionRef.current = null;
    if (session.limit) clearTimeout(session.limit);
    const deliver = () => {
      recorder.onstop = null;
      releaseMicrophone(session.stream);
      const audio = new Blob(session.chunks, { type: recorder.mimeType || session.chunks[0]?.type || "audio/webm" });
      // a WebM gets its length written into its header first, so its player shows it (webm-duration.ts)
      void withDuration({ audio, durationMs }).then((recording) => callbacks.current.onComplete(recording));
    };
    recorder.onstop = deliver;
    try {
      recorder.stop();
    } catch {
      deliver(); // what was recorded so far is still the person's
    }
    setStatus("idle");
    setStream(null);
    setStartedAt(null);
    callbacks.current.onRecordingChange?.(false);
    return true;
  }

  function cancel(): void {
    const wasRecording = sessionRef.current?.recorder != null;
    teardown();
    if (wasRecording) callbacks.current.onRecordingChange?.(false);
  }

  // Leaving the screen mid-recording frees the microphone.
  useEffect(() => () => void teardown(), []);

  return { status, startedAt, stream, error, start, stop, cancel };
}
