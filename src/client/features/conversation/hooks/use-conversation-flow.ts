// One conversation, turn by turn: each spoken turn runs through runConversationTurn,
// the companion's reply is spoken once, and the flow prompt follows. 'That feels complete'
// saves the whole conversation as one ripple and ends the session. Both writes are TanStack
// Query mutations: what is under way, what failed and what was saved is their state, and
// what follows a success runs in their onSuccess.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { nextPromptFor } from "../../../../domain/replies/conversation-flow";
import type { ChatMessage, ConversationFlow, JournalEntry, OrchestratorResult } from "../../../../domain/types";
import { entryErrorMessage } from "../../../lib/entry-error-message";
import { newId } from "../../../lib/new-id";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { analyseTurn, saveConversation, saveConversationPrivately, sendChatMessage } from "../api/chat";
import { sealingKey, usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import type { SaveConversationInput } from "../api/chat";
import { endSession, hasUserMessages, sessionDurationSeconds } from "../lib/conversation-session";
import type { ConversationSpeak } from "../lib/conversation-speech";
import { speakReplyOnce } from "../lib/conversation-speech";
import type { SpokenTurn, TurnNotice } from "../lib/conversation-turn";
import { runConversationTurn } from "../lib/conversation-turn";
import type { FlowAction } from "../lib/flow-prompt";
import { sessionStoreFor } from "../lib/session-store";
import { useConversationSession } from "./use-conversation-session";

export type { SpokenTurn, TurnNotice };

type FlowPhase =
  | { kind: "ready"; hint?: string }
  /** `pending`: the user's words, shown before the analysis adds them to the session. */
  | { kind: "analysing"; pending: ChatMessage }
  | { kind: "replying" }
  | { kind: "prompt"; flow: ConversationFlow }
  | { kind: "saving" }
  | { kind: "saved"; result: OrchestratorResult; entry: JournalEntry; messages: ChatMessage[] }
  | { kind: "save-failed"; message: string };

/** Where the flow rests between writes: the person's own choices set it. */
type RestingPhase = Extract<FlowPhase, { kind: "ready" | "prompt" }>;

interface TurnVariables {
  spoken: SpokenTurn;
  /** The user's message, shown at once. */
  pending: ChatMessage;
}

export function useConversationFlow(userId: string, speak: ConversationSpeak) {
  const queryClient = useQueryClient();
  // A private journal (decision 021): the conversation is sealed here, never saved in the clear.
  const privateKey = sealingKey(usePrivateJournal());
  const { session } = useConversationSession(userId);
  const store = sessionStoreFor(userId);
  const [resting, setResting] = useState<RestingPhase>({ kind: "ready" });
  /** The id of the turn whose words are in and whose reply is being asked for. */
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<TurnNotice | null>(null);
  const cancelSpeech = useRef<() => void>(() => undefined);
  // Leaving the conversation stops a reply that was about to be spoken.
  useEffect(() => () => cancelSpeech.current(), []);

  const turn = useMutation({
    mutationFn: ({ spoken, pending }: TurnVariables) =>
      runConversationTurn(
        { ...spoken, messageId: pending.id },
        {
          analyse: analyseTurn,
          chat: sendChatMessage,
          session: store,
          newId,
          now: () => new Date(),
          onReplying: () => setReplyingTo(pending.id),
        },
      ),
  });

  const save = useMutation({
    mutationFn: (input: SaveConversationInput) =>
      privateKey ? saveConversationPrivately(privateKey, userId, input) : saveConversation(input),
    // The server has the conversation (whether or not this panel is still open): the browser's
    // copy of the session ends and the ripples and greeting are fetched again.
    onSuccess: () => {
      store.update(endSession);
      void refreshAfterSave(queryClient, userId);
    },
  });

  const busy = turn.isPending || save.isPending;

  const phase: FlowPhase =
    save.status === "pending"
      ? { kind: "saving" }
      : save.status === "success"
        ? { kind: "saved", result: save.data.result, entry: save.data.entry, messages: save.variables.messages }
        : save.status === "error"
          ? { kind: "save-failed", message: entryErrorMessage("save", save.error) }
          : turn.status === "pending"
            ? replyingTo === turn.variables.pending.id
              ? { kind: "replying" }
              : { kind: "analysing", pending: turn.variables.pending }
            : resting;

  /** Saves the session as one ripple (its own id, so a retry is stored once); an empty one just ends. */
  function complete(): void {
    const current = store.get();
    setNotice(null);
    if (!current || !hasUserMessages(current)) {
      store.update(endSession);
      setResting({ kind: "ready" });
      return;
    }
    save.mutate({ id: current.id, messages: current.messages, duration: sessionDurationSeconds(current) });
  }

  function backToRecording(): void {
    save.reset();
    setResting({ kind: "ready" });
  }

  return {
    session,
    phase,
    notice,
    busy,
    /** A finished recording; a blank transcript is ignored, as is one sent while busy. */
    submit(spoken: SpokenTurn): void {
      const content = spoken.transcript.trim();
      if (content === "" || busy) return;
      setNotice(null);
      const pending: ChatMessage = { id: newId(), type: "user", content, timestamp: new Date().toISOString() };
      turn.mutate(
        { spoken, pending },
        {
          // Only while the conversation is on screen: the flow prompt, the notice and the spoken reply.
          onSuccess: (outcome) => {
            setNotice(outcome.notice);
            setResting({ kind: "prompt", flow: outcome.flow });
            if (!outcome.reply) return;
            cancelSpeech.current();
            cancelSpeech.current = speakReplyOnce(outcome.reply.content, speak);
          },
        },
      );
    },
    /** The flow prompt's choice: deepen and continue go back to recording; complete saves. */
    chooseFlow(action: FlowAction): void {
      if (busy) return;
      setNotice(null);
      if (action === "complete") complete();
      else setResting({ kind: "ready", hint: nextPromptFor(action) });
    },
    /** Retry a failed save (the same session id, so it is stored once). */
    retrySave(): void {
      if (!busy) complete();
    },
    /** Keep talking after a failed save; the session is still there. */
    keepTalking: backToRecording,
    /** 'Want to talk more?' and 'Not today': back to recording; the next message starts a new session. */
    reset: backToRecording,
  };
}
