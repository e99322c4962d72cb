// The reflection flow: idle → analysing (the reply streams in) → complete;
// 'Continue reflecting' returns to idle. Nothing said is lost: each voice reflection is kept in
// the browser until the server confirms it, a failed save can be retried with the same id, and
// reflections left unconfirmed by an earlier visit are sent again on load. The save is a
// TanStack Query mutation: its state is the screen's phase, and what follows a success (the
// kept copy forgotten, the lists refreshed, the sound, the reply spoken) runs in its onSuccess.
// A spoken reflection's recording (decision 051), when the person keeps recordings, waits in the
// outbox beside its words and is sent once the server has the entry; until the person has answered
// whether to keep them, it is held in memory and the question is asked.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { analysisWithChoice } from "../../../../domain/analysis/emotion-correction";
import type { OrchestratorResult } from "../../../../domain/types";
import { ApiError, TIMEOUT_ERROR_CODE } from "../../../lib/api-client";
import { readCaptureSettings, updateCaptureSettings } from "../../../lib/capture-settings";
import { currentEntry } from "../../../lib/correct-emotion";
import { entryErrorMessage } from "../../../lib/entry-error-message";
import { newId } from "../../../lib/new-id";
import { keepRecentReply, recentAnswersOnDevice } from "../../../lib/replica/recent-answers";
import { sealingKey, usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import type { SpeakText } from "../../../lib/speak-once";
import { speakOnce } from "../../../lib/speak-once";
import { showToast } from "../../../ui/toast";
import { createReflection, saveReflection } from "../api/create-reflection";
import type { ReflectionInput, ReflectionMode } from "../api/create-reflection";
import {
  forgetPendingReflection,
  keepPendingReflection,
  markSavedOnDevice,
  readPendingReflections,
} from "../../../lib/outbox/pending-reflections";
import { deviceEntry, inputOfPending, readingOver } from "../lib/outbox-sync";
import { forgetRecordingsOf, keepRecording } from "../../../lib/outbox/pending-recordings";
import { useOutboxSync } from "./use-outbox-sync";
import type { ResultSound } from "../lib/result-sound";
import { resultSound } from "../lib/result-sound";

/** A spoken reflection's audio (decision 051), in memory until it is kept. */
interface ReflectionAudio {
  audio: Blob;
  durationMs: number;
}

export interface RecordingResult {
  transcript: string;
  duration: number;
  speechDetected: boolean;
  audio?: ReflectionAudio;
}

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

/** No answer from the server at all (offline, or it is down): not a timeout, after which it may have the words. */
function serverOutOfReach(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code !== TIMEOUT_ERROR_CODE;
}

/** Ours: the gentle word that earlier words are being saved now. */
const RECOVERY_TOAST = "Welcome back. The words you shared last time hadn't reached your journal yet — saving them now.";
const RECOVERY_TOAST_MS = 6000;

interface SaveVariables {
  input: ReflectionInput;
  recovered: boolean;
}

/**
 * The device's own answer (the server's no-provider pipeline, crisis step included); its model loads
 * only now. Its reply and suggestions avoid those of the newest entries in the replica (decision 028).
 */
async function answerOnDevice(
  userId: string,
  key: CryptoKey | null,
  input: ReflectionInput,
  crisisLines: CrisisLines,
): Promise<OrchestratorResult> {
  const [{ reflectOnDevice }, recent] = await Promise.all([
    import("../../../../domain/analysis/on-device-reflection"),
    recentAnswersOnDevice(userId, key),
  ]);
  const result = reflectOnDevice(input, { random: Math.random, crisisLines, recent });
  await keepRecentReply(userId, result.aiResponse);
  return result;
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

  /** A recording whose keeping the person has not been asked about yet: held here until they answer. */
  const [unasked, setUnasked] = useState<{ entryId: string; audio: ReflectionAudio } | null>(null);

  const [syncedIds, setSyncedIds] = useState<ReadonlySet<string>>(() => new Set());
  /** A save was asked for and has not settled (the mutation's own flag lags a render behind). */
  const inFlight = useRef(false);

  const save = useMutation({
    mutationFn: async ({ input }: SaveVariables) => {
      setStream({ id: input.id, text: "" });
      const key = keyRef.current;
      if (key && input.mode === "voice") {
        const result = await answerOnDevice(userId, key, input, effects.crisisLinesFor(input.language));
        const entry = deviceEntry(input, result);
        try {
          await putSealedEntry(key, userId, entry, input.recordedAt);
          return { result, savedOnDevice: false };
        } catch (error) {
          // Out of reach: kept with the device's answer, sealed and sent when the server is back.
          if (!serverOutOfReach(error) || !(await markSavedOnDevice(userId, input.id, entry))) throw error;
          return { result, savedOnDevice: true };
        }
      }
      try {
        const saved = await saveReflection(input, (chunk) =>
          setStream((current) => (current.id === input.id ? { id: input.id, text: current.text + chunk } : current)),
        );
        // kept for the device's next answer to avoid, should it answer offline (an ordinary journal's replica holds its words already)
        if (input.mode === "voice") void keepRecentReply(userId, saved.result.aiResponse);
        return { result: saved.result, savedOnDevice: false };
      } catch (error) {
        // Offline (decision 020): the device answers with the same local pipeline and the words wait
        // in the browser to sync; a conversational turn is not saved, so it fails as before.
        if (input.mode !== "voice" || !serverOutOfReach(error)) throw error;
        // The analyser's model is large: loaded only now; the service worker has it offline.
        const result = await answerOnDevice(userId, null, input, effects.crisisLinesFor(input.language));
        // Not in the outbox (it was full): not kept anywhere, so it fails with its words on screen.
        if (!(await markSavedOnDevice(userId, input.id, deviceEntry(input, result)))) throw error;
        return { result, savedOnDevice: true };
      }
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

  // `Ask the AI about this` (decision 021): the cloud's reading of one private reflection, in place of the device's.
  const [cloud, setCloud] = useState<{ id: string; result: OrchestratorResult | null } | null>(null);
  const cloudResult = (id: string) => (cloud?.id === id ? cloud.result : null);

  const variables = save.variables;
  const state: ReflectionState =
    save.status === "idle" || !variables
      ? { phase: "idle" }
      : save.status === "pending"
        ? { phase: "analyzing", ...variables, reply: stream.id === variables.input.id ? stream.text : "" }
        : save.status === "success"
          ? {
              phase: "complete",
              ...variables,
              result: cloudResult(variables.input.id) ?? save.data.result,
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
          cancelSpeech.current();
          cancelSpeech.current = speakOnce(result.aiResponse, effects.autoSpeak);
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

  /** Into the outbox beside its entry's words (after them, in write order); sent once the server has the entry. */
  function keepAudio(entryId: string, audio: ReflectionAudio): Promise<void> {
    const recording = {
      id: newId(),
      entryId,
      audio: audio.audio,
      durationMs: Math.round(audio.durationMs),
      keptAt: new Date().toISOString(),
    };
    return keepRecording(userId, recording);
  }

  function backToIdle(): void {
    cancelSpeech.current();
    setUnasked(null); // not answered: asked again after the next spoken reflection
    save.reset();
    void recoverNext({ savedOnDevice: false });
  }

  return {
    state,
    /** The outbox's background sync, asked to try soon (a check-in kept on this device). */
    kickOutbox: outbox.kick,
    /** A finished recording; a blank transcript is ignored, as is one while a save is under way. */
    submit(recording: RecordingResult): void {
      const transcript = recording.transcript.trim();
      if (!transcript || save.isPending || inFlight.current) return;
      const input: ReflectionInput = {
        id: newId(),
        transcript,
        duration: Math.max(0, Math.round(recording.duration)),
        speechDetected: recording.speechDetected,
        language: readCaptureSettings().language,
        mode,
      };
      if (mode === "voice") {
        const { id, duration, speechDetected, language } = input;
        void keepPendingReflection(userId, { id, transcript, duration, speechDetected, language, keptAt: new Date().toISOString() });
        const keep = readCaptureSettings().keepRecordings;
        if (recording.audio && recording.audio.audio.size > 0 && keep !== false) {
          if (keep) void keepAudio(id, recording.audio);
          else setUnasked({ entryId: id, audio: recording.audio });
        }
      }
      send(input, false);
    },
    retry(): void {
      if (state.phase === "failed") send(state.input, state.recovered);
    },
    /** 'Continue reflecting': back to the microphone (or on to the next kept reflection). */
    reset: backToIdle,
    /** Whether `askAi` can run: a private journal's reflection, saved, not yet read by the AI. */
    canAskAi: privateKey !== null && state.phase === "complete" && !state.savedOnDevice && cloud?.id !== state.input.id,
    asking: cloud !== null && state.phase === "complete" && cloud.id === state.input.id && cloud.result === null,
    /**
     * Sends this one reflection to the server's cloud pipeline with `ephemeral: true` (answered,
     * stored and logged nowhere there), seals the answer here in place of the device's and shows it.
     */
    async askAi(): Promise<boolean> {
      const key = keyRef.current;
      if (!key || state.phase !== "complete") return false;
      const { input } = state;
      setCloud({ id: input.id, result: null });
      try {
        const { result } = await createReflection({ ...input, ephemeral: true });
        // Same id: the sealed entry is replaced, its time kept by the server; a feeling the person
        // chose on this result (or since) stays theirs, as a re-analysis keeps it (decision 026).
        const stored = await currentEntry(userId, input.id, key).catch(() => null);
        const entry = readingOver(stored, deviceEntry(input, result));
        await putSealedEntry(key, userId, entry);
        const shown = entry.emotionSetBy ? { ...result, analysis: analysisWithChoice(result.analysis, entry) } : result;
        setCloud({ id: input.id, result: shown });
        cancelSpeech.current();
        cancelSpeech.current = speakOnce(result.aiResponse, effects.autoSpeak);
        void refreshAfterSave(queryClient, userId);
        return true;
      } catch {
        setCloud(null);
        return false;
      }
    },
    /** The user chose to let unsaved words go (their recording goes with them). */
    discard(): void {
      if (state.phase === "failed") {
        void forgetPendingReflection(userId, state.input.id);
        void forgetRecordingsOf(userId, state.input.id);
      }
      backToIdle();
    },
    /** Whether to ask "Keep the recording with your entry?" (decision 051): a recording waits for the answer. */
    askKeepRecording: unasked !== null,
    /** The answer, kept for every recording from now on (and changeable in the account menu); Keep keeps this one too. */
    answerKeepRecording(keep: boolean): void {
      updateCaptureSettings({ keepRecordings: keep });
      const held = unasked;
      setUnasked(null);
      if (keep && held) void keepAudio(held.entryId, held.audio).then(() => outbox.sendRecordings());
    },
  };
}
