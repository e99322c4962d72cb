// The signed-in user's conversation session, persisted per user so it survives
// a reload. Every change goes through the store, so async steps never act on a stale session.
import { useSyncExternalStore } from "react";
import type { ChatMessage } from "../../../../domain/types";
import type { ConversationSession, MaybeSession } from "../lib/conversation-session";
import { addAiMessage, addUserMessage, endSession, setSessionMood } from "../lib/conversation-session";
import { newId } from "../../../lib/new-id";
import { sessionStoreFor } from "../lib/session-store";

export interface ConversationSessionApi {
  session: MaybeSession;
  /** The latest session (outside render, e.g. after an await). */
  read(): MaybeSession;
  /** Adds the user's message, starting a session when there is none. */
  addUserMessage(content: string): { session: ConversationSession; message: ChatMessage };
  /** Sets the session mood from the detected emotion. */
  setMood(emotion: string | undefined): void;
  /** Appends the companion's reply; null when the session was ended meanwhile. */
  addAiMessage(content: string): ChatMessage | null;
  /** Ends the session: it is cleared (here and in storage). */
  end(): void;
}

export function useConversationSession(userId: string): ConversationSessionApi {
  const store = sessionStoreFor(userId);
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);

  return {
    session,
    read: store.get,
    addUserMessage(content) {
      const id = newId();
      const next = store.update((current) => addUserMessage(current, content, { id, sessionId: newId(), now: new Date() }));
      const message = next?.messages.at(-1);
      if (!next || !message) throw new Error("the user message was not added");
      return { session: next, message };
    },
    setMood(emotion) {
      store.update((current) => setSessionMood(current, emotion));
    },
    addAiMessage(content) {
      const id = newId();
      const next = store.update((current) => addAiMessage(current, content, { id, now: new Date() }));
      return next?.messages.find((message) => message.id === id) ?? null;
    },
    end() {
      store.update(endSession);
    },
  };
}
