// One recording session: the microphone stream for the waveform and
// a continuous, interim recognizer (en-US, or the language chosen in the account menu) that restarts itself whenever the browser ends
// it while the user is still recording. stop() delivers {transcript, duration,
// speechDetected}, with the audio when the person keeps recordings or has not been asked (decision 051:
// a MediaRecorder on the same stream, stopped with the recogniser); a second stop within 1000 ms is
// ignored; cancel() delivers nothing and lets the audio go.
import { useEffect, useRef, useState } from "react";
import { MICROPHONE_MESSAGES, SPEECH_RECOGNITION_MESSAGES } from "../../../../domain/messages";
import { isDuplicateStop } from "../../../../domain/voice/recording-rules";
import { readCaptureSettings } from "../../../lib/capture-settings";
import { captureAudio } from "../lib/audio-capture";
import type { AudioCapture } from "../lib/audio-capture";
import { openMicrophone, releaseMicrophone } from "../lib/microphone";
import { isFatalRecognitionError, microphoneErrorMessage, recognitionErrorMessage } from "../lib/recording-errors";
import { buildRecordingResult } from "../lib/recording-result";
import type { RecordingResult } from "../../../lib/recording-result";
import { getSpeechRecognitionConstructor } from "../lib/speech-recognition-types";
import type { SpeechRecognitionLike } from "../lib/speech-recognition-types";
import { fullTranscript, joinText, readSessionText } from "../lib/transcript";
import type { SessionText } from "../lib/transcript";

type RecordingStatus = "idle" | "starting" | "recording";

export interface SpeechRecognitionOptions {
  onComplete(result: RecordingResult): void;
  onRecordingChange?(recording: boolean): void;
  /** Called with each error message as it is shown. */
  onError?(message: string): void;
  /** Record the audio too, unless the person chose not to keep recordings (decision 051). */
  keepAudio?: boolean;
}

export interface SpeechRecognitionSession {
  supported: boolean;
  status: RecordingStatus;
  /** Final text heard so far (normal weight) and the current interim guess (italic). */
  finalText: string;
  interimText: string;
  /** Date.now() when recording began, for the timer. */
  startedAt: number | null;
  /** The microphone stream while recording, for the level waveform. */
  stream: MediaStream | null;
  error: string | null;
  /** Resolves true once recording. */
  start(): Promise<boolean>;
  /** Resolves nothing; false when ignored (duplicate or nothing to stop). */
  stop(): boolean;
  cancel(): void;
}

interface Session {
  recognition: SpeechRecognitionLike | null;
  stream: MediaStream | null;
  startedAt: number;
  /** Text from recognizer sessions that already ended (before an automatic restart). */
  committed: string;
  current: SessionText;
  /** A fatal recognizer error: do not restart. */
  broken: boolean;
  /** The audio being recorded alongside, to keep with the entry. */
  audio: AudioCapture | null;
}

const RESTART_RETRY_MS = 250;
const EMPTY: SessionText = { final: "", interim: "" };

export function useSpeechRecognition({
  onComplete,
  onRecordingChange,
  onError,
  keepAudio = false,
}: SpeechRecognitionOptions): SpeechRecognitionSession {
  const [status, setStatus] = useState<RecordingStatus>("idle");
  const [text, setText] = useState({ finalText: "", interimText: "" });
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const startingRef = useRef(false);
  const lastStopRef = useRef<number | null>(null);
  const callbacks = useRef({ onComplete, onRecordingChange, onError });
  callbacks.current = { onComplete, onRecordingChange, onError };

  function showError(message: string): void {
    setError(message);
    callbacks.current.onError?.(message);
  }

  function showText(session: Session): void {
    setText({ finalText: joinText(session.committed, session.current.final), interimText: session.current.interim });
  }

  /** Ends the session: detaches and stops the recognizer, releases the microphone. */
  function teardown(): Session | null {
    const session = sessionRef.current;
    sessionRef.current = null;
    startingRef.current = false;
    if (!session) return null;
    session.audio?.discard();
    session.audio = null;
    const { recognition } = session;
    if (recognition) {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      try {
        recognition.abort();
      } catch {
        // already stopped
      }
    }
    releaseMicrophone(session.stream);
    setStatus("idle");
    setStream(null);
    setStartedAt(null);
    setText({ finalText: "", interimText: "" });
    return session;
  }

  function finish(deliver: "always" | "if-heard"): void {
    const wasRecording = sessionRef.current?.recognition != null;
    // the audio recorder stops now, before the microphone is released; its last data follows
    const capture = sessionRef.current?.audio ?? null;
    if (sessionRef.current) sessionRef.current.audio = null;
    const audio = capture ? capture.finish() : null;
    const session = teardown();
    if (!session) return;
    if (wasRecording) callbacks.current.onRecordingChange?.(false);
    const heard = fullTranscript(session.committed, session.current);
    if (deliver === "if-heard" && !heard) return;
    const result = buildRecordingResult(heard, Date.now() - session.startedAt);
    if (!result) return;
    if (!audio) return callbacks.current.onComplete(result);
    void audio.then((kept) => callbacks.current.onComplete(kept ? { ...result, audio: kept } : result));
  }

  function fail(message: string): void {
    teardown();
    showError(message);
  }

  function restart(session: Session, retried = false): void {
    if (sessionRef.current !== session || session.broken || !session.recognition) return;
    try {
      session.recognition.start();
    } catch {
      if (!retried) setTimeout(() => restart(session, true), RESTART_RETRY_MS);
      else {
        showError(MICROPHONE_MESSAGES.startRecognitionFailed);
        finish("if-heard");
      }
    }
  }

  function attach(session: Session, recognition: SpeechRecognitionLike): void {
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = readCaptureSettings().language; // en-US until the person chooses another
    recognition.onresult = (event) => {
      session.current = readSessionText(event.results);
      showText(session);
    };
    recognition.onerror = (event) => {
      const message = recognitionErrorMessage(event.error);
      if (message) showError(message);
      if (isFatalRecognitionError(event.error)) session.broken = true;
    };
    recognition.onend = () => {
      // The browser ended this recognizer session: keep its words, then listen again.
      session.committed = fullTranscript(session.committed, session.current);
      session.current = EMPTY;
      showText(session);
      if (session.broken) finish("if-heard");
      else restart(session);
    };
  }

  async function start(): Promise<boolean> {
    if (sessionRef.current || startingRef.current) return false;
    // A duplicate stop is one within 1 s of the previous stop of the same recording.
    lastStopRef.current = null;
    setError(null);
    const Recognition = getSpeechRecognitionConstructor();
    if (!Recognition) {
      showError(SPEECH_RECOGNITION_MESSAGES.unsupported);
      return false;
    }
    const session: Session = {
      recognition: null,
      stream: null,
      startedAt: Date.now(),
      committed: "",
      current: EMPTY,
      broken: false,
      audio: null,
    };
    sessionRef.current = session;
    startingRef.current = true;
    setStatus("starting");
    try {
      try {
        session.stream = await openMicrophone();
      } catch (cause) {
        if (sessionRef.current === session) fail(microphoneErrorMessage(cause));
        return false;
      }
      if (sessionRef.current !== session) {
        releaseMicrophone(session.stream); // cancelled while the browser asked
        return false;
      }
      let recognition: SpeechRecognitionLike;
      try {
        recognition = new Recognition();
        attach(session, recognition);
      } catch {
        fail(MICROPHONE_MESSAGES.initRecognitionFailed);
        return false;
      }
      try {
        recognition.start();
      } catch {
        fail(MICROPHONE_MESSAGES.startRecognitionFailed);
        return false;
      }
      session.recognition = recognition;
      // recordings are kept unless the person said not to (until asked, the question follows the first one)
      if (keepAudio && readCaptureSettings().keepRecordings !== false) session.audio = captureAudio(session.stream);
      session.startedAt = Date.now();
      startingRef.current = false;
      setStream(session.stream);
      setStartedAt(session.startedAt);
      setStatus("recording");
      callbacks.current.onRecordingChange?.(true);
      return true;
    } catch {
      fail(MICROPHONE_MESSAGES.startRecordingFailed);
      return false;
    }
  }

  function stop(): boolean {
    const now = Date.now();
    if (isDuplicateStop(lastStopRef.current, now)) return false;
    lastStopRef.current = now;
    if (!sessionRef.current) return false;
    if (startingRef.current) {
      teardown();
      return false;
    }
    finish("always");
    return true;
  }

  function cancel(): void {
    const wasRecording = sessionRef.current?.recognition != null;
    teardown();
    if (wasRecording) callbacks.current.onRecordingChange?.(false);
  }

  // Leaving the screen mid-recording must free the microphone and the recognizer.
  useEffect(() => () => void teardown(), []);

  return {
    supported: getSpeechRecognitionConstructor() !== null,
    status,
    finalText: text.finalText,
    interimText: text.interimText,
    startedAt,
    stream,
    error,
    start,
    stop,
    cancel,
  };
}
