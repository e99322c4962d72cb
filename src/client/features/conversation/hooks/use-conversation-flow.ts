// One conversation, turn by turn (spec §4): each spoken turn runs through runConversationTurn,
// the companion's reply is spoken once, and the flow prompt follows. 'That feels complete'
// saves the whole conversation as one ripple and ends the session.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { nextPromptFor } from "../../../../domain/conversation-flow";
import { ENTRY_MESSAGES } from "../../../../domain/messages";
import type { ChatMessage, ConversationFlow, JournalEntry, OrchestratorResult } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-client";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { analyseTurn, saveConversation, sendChatMessage } from "../api/chat";
import { endSession, hasUserMessages, sessionDurationSeconds } from "../lib/conversation-session";
import type { SpokenTurn, TurnNotice } from "../lib/conversation-turn";
import { runConversationTurn } from "../lib/conversation-turn";
import type { FlowAction } from "../lib/flow-prompt";
import { newId } from "../lib/new-id";
import { sessionStoreFor } from "../lib/session-store";
import type { ConversationSpeak } from "../lib/speak-once";
import { speakOnce } from "../lib/speak-once";
import { useConversationSession } from "./use-conversation-session";

export type { SpokenTurn, TurnNotice };

export type FlowPhase =
  | { kind: "ready"; hint?: string }
  /** `pending`: the user's words, shown before the analysis adds them to the session. */
  | { kind: "analysing"; pending: ChatMessage }
  | { kind: "replying" }
  | { kind: "prompt"; flow: ConversationFlow }
  | { kind: "saving" }
  | { kind: "saved"; result: OrchestratorResult; entry: JournalEntry; messages: ChatMessage[] }
  | { kind: "save-failed"; message: string };

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return ENTRY_MESSAGES.saveNoUser;
  if (error instanceof ApiError) return ENTRY_MESSAGES.saveFailed;
  return ENTRY_MESSAGES.saveUnexpected;
}

export function useConversationFlow(userId: string, speak: ConversationSpeak) {
  const queryClient = useQueryClient();
  const { session } = useConversationSession(userId);
  const store = sessionStoreFor(userId);
  const [phase, setPhase] = useState<FlowPhase>({ kind: "ready" });
  const [notice, setNotice] = useState<TurnNotice | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(false);
  const cancelSpeech = useRef<() => void>(() => undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelSpeech.current();
    };
  }, []);

  const busy = phase.kind === "analysing" || phase.kind === "replying" || phase.kind === "saving";

  /** Runs one step at a time: a second recording or click while one is under way is ignored. */
  async function exclusive(step: () => Promise<void>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await step();
    } finally {
      inFlight.current = false;
    }
  }

  async function submit(turn: SpokenTurn): Promise<void> {
    setNotice(null);
    const pending: ChatMessage = { id: newId(), type: "user", content: turn.transcript.trim(), timestamp: new Date().toISOString() };
    setPhase({ kind: "analysing", pending });
    const outcome = await runConversationTurn({ ...turn, messageId: pending.id }, {
      analyse: analyseTurn,
      chat: sendChatMessage,
      session: store,
      newId,
      now: () => new Date(),
      onReplying: () => setPhase({ kind: "replying" }),
    });
    setNotice(outcome.notice);
    setPhase({ kind: "prompt", flow: outcome.flow });
    if (outcome.reply && mounted.current) {
      cancelSpeech.current();
      cancelSpeech.current = speakOnce(outcome.reply.content, speak);
    }
  }

  async function complete(): Promise<void> {
    const current = store.get();
    setNotice(null);
    if (!current || !hasUserMessages(current)) {
      store.update(endSession);
      setPhase({ kind: "ready" });
      return;
    }
    setPhase({ kind: "saving" });
    try {
      const saved = await saveConversation({ id: current.id, messages: current.messages, duration: sessionDurationSeconds(current) });
      store.update(endSession);
      setPhase({ kind: "saved", result: saved.result, entry: saved.entry, messages: current.messages });
      void refreshAfterSave(queryClient, userId);
    } catch (error) {
      setPhase({ kind: "save-failed", message: saveErrorMessage(error) });
    }
  }

  return {
    session,
    phase,
    notice,
    busy,
    /** A finished recording; a blank transcript is ignored, as is one sent while busy. */
    submit(turn: SpokenTurn): void {
      if (turn.transcript.trim() === "") return;
      void exclusive(() => submit(turn));
    },
    /** The flow prompt's choice: deepen and continue go back to recording; complete saves. */
    chooseFlow(action: FlowAction): void {
      if (inFlight.current) return;
      setNotice(null);
      if (action === "complete") void exclusive(complete);
      else setPhase({ kind: "ready", hint: nextPromptFor(action) });
    },
    /** Retry a failed save (the same session id, so it is stored once). */
    retrySave: () => void exclusive(complete),
    /** Keep talking after a failed save; the session is still there. */
    keepTalking: () => setPhase({ kind: "ready" }),
    /** 'Want to talk more?' and 'Not today': back to recording; the next message starts a new session. */
    reset: () => setPhase({ kind: "ready" }),
  };
}

export type ConversationFlowApi = ReturnType<typeof useConversationFlow>;
