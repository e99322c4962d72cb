// The reflection flow: idle → analysing (the reply streams in) → complete;
// 'Continue reflecting' returns to idle. Nothing said is lost: each voice reflection is kept in
// the browser until the server confirms it, a failed save can be retried with the same id, and
// reflections left unconfirmed by an earlier visit are sent again on load. The save is a
// TanStack Query mutation: its state is the screen's phase, and what follows a success (the
// kept copy forgotten, the lists refreshed, the sound, the reply spoken) runs in its onSuccess.
// Where the words go is save-reflection.ts; a spoken reflection's recording, use-keep-recording.ts;
// `Ask the AI about this` in a private journal, use-ask-ai.ts.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import type { OrchestratorResult } from "../../../../domain/types";
import { readCaptureSettings } from "../../../lib/capture-settings";
import { entryErrorMessage } from "../../../lib/entry-error-message";
import { newId } from "../../../lib/new-id";
import { sealingKey, usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import type { SpeakText } from "../../../lib/speak-once";
import { speakOnce } from "../../../lib/speak-once";
import { showToast } from "../../../ui/toast";
import type { ReflectionInput, ReflectionMode } from "../api/create-reflection";
import { forgetPendingReflection, keepPendingReflection, readPendingReflections } from "../../../lib/outbox/pending-reflections";
import { inputOfPending } from "../lib/outbox-sync";
import { forgetRecordingsOf } from "../../../lib/outbox/pending-recordings";
import { useOutboxSync } from "./use-outbox-sync";
import type { ResultSound } from "../lib/result-sound";
import { resultSound } from "../lib/result-sound";
import { saveOrAnswerOnDevice } from "./save-reflection";
import { useAskAi } from "./use-ask-ai";
import { useKeepRecording } from "./use-keep-recording";
import type { RecordingResult } from "../../../lib/recording-result";

/** `recovered`: words from an earlier visit that had not reached the server, sent again on load. */
type ReflectionState =
  | { phase: "idle" }
  | { phase: "analyzing"; input: ReflectionInput; reply: string; recovered: boolean }
  | {
      phase: "complete";
      input: ReflectionInput;
      result: OrchestratorResult;
      recovered: boolean;
      /** Answered on this device while the server was out of reach (decision 020); `synced` once the server has it. */
      savedOnDevice: boolean;
      synced: boolean;
    }
  | { phase: "failed"; input: ReflectionInput; message: string; recovered: boolean };

/** What marks a saved reflection: the voice parts the app hands the journal. */
export interface ReflectionEffects {
  /** The water drop for a saved ripple, the gentle chime for an honoured moment. */
  playSound: (name: ResultSound) => void;
  /** Speaks without asking (silent when muted or without audio permission). */
  autoSpeak: SpeakText;
  /** The person's crisis lines for words in this language, for a reflection answered on the device. */
  crisisLinesFor: (language: string | undefined) => CrisisLines;
}

/** Ours: the gentle word that earlier words are being saved now. */
const RECOVERY_TOAST = "Welcome back. The words you shared last time hadn't reached your journal yet — saving them now.";
const RECOVERY_TOAST_MS = 6000;

interface SaveVariables {
  input: ReflectionInput;
  recovered: boolean;
}

export function useReflection(userId: string, mode: ReflectionMode, effects: ReflectionEffects) {
  const queryClient = useQueryClient();
  // A private journal (decision 021): words are answered here and sealed before they leave the browser.
  const journal = usePrivateJournal();
  const privateKey = sealingKey(journal);
  // a private journal not unlocked here cannot seal a recording: it waits
  const recordingsHeld = (journal.status === "on" || journal.status === "enabling") && journal.key === null;
  const keyRef = useRef(privateKey);
  keyRef.current = privateKey;
  /** The reply as it streams in, for the reflection with this id. */
  const [stream, setStream] = useState({ id: "", text: "" });
  const cancelSpeech = useRef<() => void>(() => undefined);
  const recoveryChecked = useRef(false);

  const [syncedIds, setSyncedIds] = useState<ReadonlySet<string>>(() => new Set());
  /** A save was asked for and has not settled (the mutation's own flag lags a render behind). */
  const inFlight = useRef(false);

  const save = useMutation({
    mutationFn: ({ input }: SaveVariables) => {
      setStream({ id: input.id, text: "" });
      return saveOrAnswerOnDevice(userId, keyRef.current, input, effects.crisisLinesFor(input.language), (chunk) =>
        setStream((current) => (current.id === input.id ? { id: input.id, text: current.text + chunk } : current)),
      );
    },
    onSettled: () => {
      inFlight.current = false;
    },
    // The server has the words (whether or not this screen is still open): the browser's copy
    // goes, and the ripples and greeting are fetched again. Kept on the device: it syncs later.
    onSuccess: ({ savedOnDevice }, { input }) => {
      if (savedOnDevice) {
        outbox.kick();
        return;
      }
      // its recording, if kept, may go now that the server has the entry
      void forgetPendingReflection(userId, input.id).then(() => outbox.sendRecordings());
      void refreshAfterSave(queryClient, userId);
    },
  });
  const outbox = useOutboxSync(userId, {
    busyId: save.isPending ? (save.variables?.input.id ?? null) : null,
    privateKey,
    crisisLinesFor: effects.crisisLinesFor,
    recordingsHeld,
    onSynced: (id) => setSyncedIds((ids) => new Set(ids).add(id)),
  });
  const recording = useKeepRecording(userId, () => outbox.sendRecordings());

  function speak(reply: string): void {
    cancelSpeech.current();
    cancelSpeech.current = speakOnce(reply, effects.autoSpeak);
  }

  const variables = save.variables;
  const completed = save.status === "success" && variables ? { input: variables.input, savedOnDevice: save.data.savedOnDevice } : null;
  const cloud = useAskAi(userId, keyRef, completed, speak);
  const state: ReflectionState =
    save.status === "idle" || !variables
      ? { phase: "idle" }
      : save.status === "pending"
        ? { phase: "analyzing", ...variables, reply: stream.id === variables.input.id ? stream.text : "" }
        : save.status === "success"
          ? {
              phase: "complete",
              ...variables,
              result: cloud.cloudResult(variables.input.id) ?? save.data.result,
              savedOnDevice: save.data.savedOnDevice,
              synced: syncedIds.has(variables.input.id),
            }
          : { phase: "failed", ...variables, message: entryErrorMessage("save", save.error) };

  function send(input: ReflectionInput, recovered: boolean): void {
    if (save.isPending || inFlight.current) return;
    inFlight.current = true;
    save.mutate(
      { input, recovered },
      {
        // Only while the journal is on screen: the result's sound and its reply read aloud.
        onSuccess: ({ result }) => {
          const sound = resultSound(result, recovered);
          if (sound) effects.playSound(sound);
          speak(result.aiResponse);
        },
      },
    );
  }

  /**
   * Sends the oldest reflection an earlier visit left unconfirmed; false when there is none (or the
   * browser is offline: the background sync sends them when the connection returns).
   *
   * `savedOnDevice`: whether one already answered on this device counts. On opening the screen it
   * does (the person sees it reach the journal, "From your last visit"). After `Continue
   * reflecting` it does not: the background sync sends those, and with the server out of reach
   * while the browser says it is online, sending it here again answered it on the device again,
   * the same result every time, and never let the person write the next one.
   */
  async function recoverNext({ savedOnDevice }: { savedOnDevice: boolean }): Promise<boolean> {
    if (!navigator.onLine) return false;
    const pending = await readPendingReflections(userId).catch(() => []);
    // a check-in is sent by the background sync: it has no result on this screen (decision 048)
    const next = pending.find((reflection) => !reflection.checkIn && (savedOnDevice || !reflection.savedOnDeviceAt));
    if (!next || inFlight.current) return false;
    send(inputOfPending(next), true);
    return true;
  }

  // Once per screen: words kept from an earlier visit go to the server before anything new.
  // Leaving the screen stops a reply that was about to be spoken.
  useEffect(() => {
    if (!recoveryChecked.current) {
      recoveryChecked.current = true;
      void recoverNext({ savedOnDevice: true }).then((recovering) => {
        if (recovering) showToast("info", RECOVERY_TOAST, { duration: RECOVERY_TOAST_MS, id: "reflection:recovered" });
      });
    }
    return () => cancelSpeech.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for this user's screen
  }, []);

  function backToIdle(): void {
    cancelSpeech.current();
    recording.forgetUnasked(); // not answered: asked again after the next spoken reflection
    save.reset();
    void recoverNext({ savedOnDevice: false });
  }

  return {
    state,
    /** The outbox's background sync, asked to try soon (a check-in kept on this device). */
    kickOutbox: outbox.kick,
    /** A finished recording; a blank transcript is ignored, as is one while a save is under way. */
    submit(result: RecordingResult): void {
      const transcript = result.transcript.trim();
      if (!transcript || save.isPending || inFlight.current) return;
      const input: ReflectionInput = {
        id: newId(),
        transcript,
        duration: Math.max(0, Math.round(result.duration)),
        speechDetected: result.speechDetected,
        language: readCaptureSettings().language,
        mode,
      };
      if (mode === "voice") {
        const { id, duration, speechDetected, language } = input;
        void keepPendingReflection(userId, { id, transcript, duration, speechDetected, language, keptAt: new Date().toISOString() });
        recording.offer(id, result.audio, readCaptureSettings().keepRecordings);
      }
      send(input, false);
    },
    retry(): void {
      if (state.phase === "failed") send(state.input, state.recovered);
    },
    /** 'Continue reflecting': back to the microphone (or on to the next kept reflection). */
    reset: backToIdle,
    canAskAi: cloud.canAskAi,
    asking: cloud.asking,
    askAi: cloud.askAi,
    /** The user chose to let unsaved words go (their recording goes with them). */
    discard(): void {
      if (state.phase === "failed") {
        void forgetPendingReflection(userId, state.input.id);
        void forgetRecordingsOf(userId, state.input.id);
      }
      backToIdle();
    },
    askKeepRecording: recording.askKeepRecording,
    answerKeepRecording: recording.answerKeepRecording,
  };
}
