// The reflection flow (spec §4): idle → analysing → complete; 'Continue reflecting'
// returns to idle. A failed save keeps the words and can be retried with the same id.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ENTRY_MESSAGES } from "../../../../domain/messages";
import type { OrchestratorResult } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-client";
import { entryKeys, greetingKeys } from "../../../lib/query-keys";
import { createReflection, newReflectionId } from "../api/create-reflection";
import type { ReflectionInput, ReflectionMode } from "../api/create-reflection";

export interface RecordingResult {
  transcript: string;
  duration: number;
  speechDetected: boolean;
}

export type ReflectionState =
  | { phase: "idle" }
  | { phase: "analyzing"; input: ReflectionInput }
  | { phase: "complete"; input: ReflectionInput; result: OrchestratorResult }
  | { phase: "failed"; input: ReflectionInput; message: string };

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return ENTRY_MESSAGES.saveNoUser;
  if (error instanceof ApiError) return ENTRY_MESSAGES.saveFailed;
  return ENTRY_MESSAGES.saveUnexpected;
}

export function useReflection(userId: string, mode: ReflectionMode) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReflectionState>({ phase: "idle" });

  const mutation = useMutation({
    mutationFn: createReflection,
    onSuccess: ({ result }, input) => {
      setState({ phase: "complete", input, result });
      void queryClient.invalidateQueries({ queryKey: entryKeys.list(userId) });
      void queryClient.invalidateQueries({ queryKey: greetingKeys.detail(userId) });
    },
    onError: (error, input) => {
      setState({ phase: "failed", input, message: saveErrorMessage(error) });
    },
  });

  function send(input: ReflectionInput): void {
    if (mutation.isPending) return;
    setState({ phase: "analyzing", input });
    mutation.mutate(input);
  }

  return {
    state,
    /** A finished recording; a blank transcript is ignored. */
    submit(recording: RecordingResult): void {
      const transcript = recording.transcript.trim();
      if (!transcript) return;
      send({
        id: newReflectionId(),
        transcript,
        duration: Math.max(0, Math.round(recording.duration)),
        speechDetected: recording.speechDetected,
        mode,
      });
    },
    retry(): void {
      if (state.phase === "failed") send(state.input);
    },
    reset(): void {
      setState({ phase: "idle" });
    },
  };
}
