// Conversation session rules: none → active when the first message is sent;
// a user message is added, the detected emotion sets the session mood, then the companion's
// reply is appended; ending clears it; sending with no session starts one. Pure: ids and
// times are passed in.
import type { ChatMessage } from "../../../../domain/types";

export interface ConversationSession {
  id: string;
  messages: ChatMessage[];
  /** ISO time stamps. */
  startedAt: string;
  lastActivity: string;
  /** The detected emotion of the latest analysed turn. */
  mood?: string;
}

/** No session is `null`. */
export type MaybeSession = ConversationSession | null;

export interface Stamp {
  /** Message id (and session id when one is started). */
  id: string;
  now: Date;
}

export function startSession(sessionId: string, now: Date): ConversationSession {
  const at = now.toISOString();
  return { id: sessionId, messages: [], startedAt: at, lastActivity: at };
}

function withMessage(session: ConversationSession, message: ChatMessage): ConversationSession {
  return { ...session, messages: [...session.messages, message], lastActivity: message.timestamp };
}

/** Adds the user's message, starting a session (with `sessionId`) when there is none. */
export function addUserMessage(session: MaybeSession, content: string, stamp: Stamp & { sessionId: string }): ConversationSession {
  const active = session ?? startSession(stamp.sessionId, stamp.now);
  return withMessage(active, { id: stamp.id, type: "user", content, timestamp: stamp.now.toISOString() });
}

/** The companion's reply; with no session (ended meanwhile) there is nothing to add it to. */
export function addAiMessage(session: MaybeSession, content: string, stamp: Stamp): MaybeSession {
  if (!session) return null;
  return withMessage(session, { id: stamp.id, type: "ai", content, timestamp: stamp.now.toISOString() });
}

/** The detected emotion becomes the session mood; blank emotions leave it as it was. */
export function setSessionMood(session: MaybeSession, emotion: string | undefined): MaybeSession {
  const mood = emotion?.trim();
  if (!session || !mood) return session;
  return { ...session, mood };
}

export function endSession(): null {
  return null;
}

export interface HistoryTurn {
  type: "user" | "ai";
  content: string;
}

/** What goes to /api/chat as history: every message before `messageId` (the one being answered). */
export function historyBefore(session: MaybeSession, messageId: string): HistoryTurn[] {
  if (!session) return [];
  const index = session.messages.findIndex((message) => message.id === messageId);
  const before = index === -1 ? session.messages : session.messages.slice(0, index);
  return before.map(({ type, content }) => ({ type, content }));
}

/** The user's words of the whole conversation (the saved ripple's text). */
export function userWords(session: MaybeSession): string {
  if (!session) return "";
  return session.messages
    .filter((message) => message.type === "user")
    .map((message) => message.content.trim())
    .filter((content) => content !== "")
    .join("\n\n");
}

export function hasUserMessages(session: MaybeSession): boolean {
  return userWords(session) !== "";
}

/** Seconds from the start to the latest message (the saved ripple's duration). */
export function sessionDurationSeconds(session: MaybeSession): number {
  if (!session) return 0;
  const seconds = (Date.parse(session.lastActivity) - Date.parse(session.startedAt)) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
}

export function lastMessage(session: MaybeSession): ChatMessage | undefined {
  return session?.messages.at(-1);
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === "string" && (m.type === "user" || m.type === "ai") && typeof m.content === "string" && typeof m.timestamp === "string"
  );
}

/** A stored session read back, or null when the text is missing, not JSON or not a session. */
export function parseStoredSession(text: string | null): MaybeSession {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const s = value as Record<string, unknown>;
  if (typeof s.id !== "string" || typeof s.startedAt !== "string" || typeof s.lastActivity !== "string") return null;
  if (!Array.isArray(s.messages) || !s.messages.every(isChatMessage)) return null;
  if (s.mood !== undefined && typeof s.mood !== "string") return null;
  return {
    id: s.id,
    messages: s.messages.map(({ id, type, content, timestamp }) => ({ id, type, content, timestamp })),
    startedAt: s.startedAt,
    lastActivity: s.lastActivity,
    ...(typeof s.mood === "string" ? { mood: s.mood } : {}),
  };
}

export function serializeSession(session: ConversationSession): string {
  return JSON.stringify(session);
}
