// The reflection flow (spec §4): idle → analysing (the reply streams in) → complete;
// 'Continue reflecting' returns to idle. Nothing said is lost: each voice reflection is kept in
// the browser until the server confirms it, a failed save can be retried with the same id, and
// reflections left unconfirmed by an earlier visit are sent again on load.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ENTRY_MESSAGES } from "../../../../domain/messages";
import type { OrchestratorResult } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-client";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { showToast } from "../../../ui/toast";
import { newReflectionId, saveReflection } from "../api/create-reflection";
import type { ReflectionInput, ReflectionMode } from "../api/create-reflection";
import { forgetPendingReflection, keepPendingReflection, readPendingReflections } from "../lib/pending-reflections";

export interface RecordingResult {
  transcript: string;
  duration: number;
  speechDetected: boolean;
}

/** `recovered`: words from an earlier visit that had not reached the server, sent again on load. */
export type ReflectionState =
  | { phase: "idle" }
  | { phase: "analyzing"; input: ReflectionInput; reply: string; recovered: boolean }
  | { phase: "complete"; input: ReflectionInput; result: OrchestratorResult; recovered: boolean }
  | { phase: "failed"; input: ReflectionInput; message: string; recovered: boolean };

/** Ours: the gentle word that earlier words are being saved now. */
export const RECOVERY_TOAST =
  "Welcome back. The words you shared last time hadn't reached your journal yet — saving them now.";
const RECOVERY_TOAST_MS = 6000;

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return ENTRY_MESSAGES.saveNoUser;
  if (error instanceof ApiError) return ENTRY_MESSAGES.saveFailed;
  return ENTRY_MESSAGES.saveUnexpected;
}

export function useReflection(userId: string, mode: ReflectionMode) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReflectionState>({ phase: "idle" });
  const inFlight = useRef(false);
  const recoveryChecked = useRef(false);

  function send(input: ReflectionInput, recovered: boolean): void {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ phase: "analyzing", input, reply: "", recovered });
    const appendReply = (chunk: string) =>
      setState((current) =>
        current.phase === "analyzing" && current.input.id === input.id ? { ...current, reply: current.reply + chunk } : current,
      );
    saveReflection(input, appendReply)
      .then(({ result }) => {
        forgetPendingReflection(userId, input.id);
        setState({ phase: "complete", input, result, recovered });
        void refreshAfterSave(queryClient, userId);
      })
      .catch((error: unknown) => setState({ phase: "failed", input, message: saveErrorMessage(error), recovered }))
      .finally(() => {
        inFlight.current = false;
      });
  }

  /** Sends the oldest reflection an earlier visit left unconfirmed; false when there is none. */
  function recoverNext(): boolean {
    const [next] = readPendingReflections(userId);
    if (!next) return false;
    const { id, transcript, duration, speechDetected } = next;
    send({ id, transcript, duration, speechDetected, mode: "voice" }, true);
    return true;
  }

  // Once per screen: words kept from an earlier visit go to the server before anything new.
  useEffect(() => {
    if (recoveryChecked.current) return;
    recoveryChecked.current = true;
    if (recoverNext()) showToast("info", RECOVERY_TOAST, { duration: RECOVERY_TOAST_MS, id: "reflection:recovered" });
    // runs once for this user's screen; send/recoverNext read fresh state through refs and setters
  }, []);

  function backToIdle(): void {
    setState({ phase: "idle" });
    recoverNext();
  }

  return {
    state,
    /** A finished recording; a blank transcript is ignored. */
    submit(recording: RecordingResult): void {
      const transcript = recording.transcript.trim();
      if (!transcript || inFlight.current) return;
      const input: ReflectionInput = {
        id: newReflectionId(),
        transcript,
        duration: Math.max(0, Math.round(recording.duration)),
        speechDetected: recording.speechDetected,
        mode,
      };
      if (mode === "voice") {
        const { id, duration, speechDetected } = input;
        keepPendingReflection(userId, { id, transcript, duration, speechDetected, keptAt: new Date().toISOString() });
      }
      send(input, false);
    },
    retry(): void {
      if (state.phase === "failed") send(state.input, state.recovered);
    },
    /** 'Continue reflecting': back to the microphone (or on to the next kept reflection). */
    reset: backToIdle,
    /** The user chose to let unsaved words go. */
    discard(): void {
      if (state.phase === "failed") forgetPendingReflection(userId, state.input.id);
      backToIdle();
    },
  };
}
