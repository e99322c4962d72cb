import { describe, expect, it } from "vitest";
import {
  addAiMessage,
  addUserMessage,
  endSession,
  hasUserMessages,
  historyBefore,
  lastMessage,
  parseStoredSession,
  serializeSession,
  sessionDurationSeconds,
  setSessionMood,
  startSession,
  userWords,
} from "./conversation-session";

const t0 = new Date("2026-03-01T10:00:00.000Z");
const t1 = new Date("2026-03-01T10:01:30.000Z");
const t2 = new Date("2026-03-01T10:02:05.000Z");

describe("a conversation session", () => {
  it("starts empty with both time stamps at the start", () => {
    expect(startSession("s1", t0)).toEqual({ id: "s1", messages: [], startedAt: t0.toISOString(), lastActivity: t0.toISOString() });
  });

  it("goes from none to active when the first message is sent", () => {
    const session = addUserMessage(null, "Hello, I had a hard day.", { id: "m1", sessionId: "s1", now: t0 });
    expect(session).toEqual({
      id: "s1",
      startedAt: t0.toISOString(),
      lastActivity: t0.toISOString(),
      messages: [{ id: "m1", type: "user", content: "Hello, I had a hard day.", timestamp: t0.toISOString() }],
    });
  });

  it("keeps the same session for later messages and moves lastActivity", () => {
    const first = addUserMessage(null, "one", { id: "m1", sessionId: "s1", now: t0 });
    const second = addUserMessage(first, "two", { id: "m2", sessionId: "ignored", now: t1 });
    expect(second.id).toBe("s1");
    expect(second.startedAt).toBe(t0.toISOString());
    expect(second.lastActivity).toBe(t1.toISOString());
    expect(second.messages.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(first.messages).toHaveLength(1); // not mutated
  });

  it("takes the detected emotion as its mood; a blank emotion keeps the old one", () => {
    const session = addUserMessage(null, "one", { id: "m1", sessionId: "s1", now: t0 });
    const sad = setSessionMood(session, "sadness");
    expect(sad?.mood).toBe("sadness");
    expect(setSessionMood(sad, "  ")?.mood).toBe("sadness");
    expect(setSessionMood(sad, undefined)?.mood).toBe("sadness");
    expect(setSessionMood(null, "joy")).toBeNull();
  });

  it("appends the companion reply after the user message", () => {
    const session = addUserMessage(null, "one", { id: "m1", sessionId: "s1", now: t0 });
    const answered = addAiMessage(session, "I hear you.", { id: "a1", now: t1 });
    expect(lastMessage(answered)).toEqual({ id: "a1", type: "ai", content: "I hear you.", timestamp: t1.toISOString() });
    expect(answered?.lastActivity).toBe(t1.toISOString());
  });

  it("has nowhere to put a reply once ended", () => {
    expect(endSession()).toBeNull();
    expect(addAiMessage(endSession(), "late reply", { id: "a1", now: t1 })).toBeNull();
  });

  it("sends as history every message before the one being answered", () => {
    let session = addUserMessage(null, "u1", { id: "m1", sessionId: "s1", now: t0 });
    session = addAiMessage(session, "a1", { id: "m2", now: t0 })!;
    session = addUserMessage(session, "u2", { id: "m3", sessionId: "s1", now: t1 });
    expect(historyBefore(session, "m3")).toEqual([
      { type: "user", content: "u1" },
      { type: "ai", content: "a1" },
    ]);
    expect(historyBefore(session, "m1")).toEqual([]);
    expect(historyBefore(null, "m1")).toEqual([]);
  });

  it("gives the user's words joined with blank lines, and the duration in seconds", () => {
    let session = addUserMessage(null, " first ", { id: "m1", sessionId: "s1", now: t0 });
    session = addAiMessage(session, "reply", { id: "m2", now: t1 })!;
    session = addUserMessage(session, "second", { id: "m3", sessionId: "s1", now: t2 });
    expect(userWords(session)).toBe("first\n\nsecond");
    expect(hasUserMessages(session)).toBe(true);
    expect(hasUserMessages(null)).toBe(false);
    expect(sessionDurationSeconds(session)).toBe(125);
    expect(sessionDurationSeconds(null)).toBe(0);
  });
});

describe("a stored session", () => {
  it("reads back what was stored", () => {
    const session = setSessionMood(addUserMessage(null, "hello there", { id: "m1", sessionId: "s1", now: t0 }), "joy")!;
    expect(parseStoredSession(serializeSession(session))).toEqual(session);
  });

  it("is null when missing, not JSON, or not a session", () => {
    for (const text of [
      null,
      "",
      "{",
      "[]",
      "42",
      '{"id":"s1"}',
      '{"id":"s1","startedAt":"x","lastActivity":"x","messages":[{"id":"m","type":"bot","content":"","timestamp":"x"}]}',
    ]) {
      expect(parseStoredSession(text)).toBeNull();
    }
  });

  it("drops fields a message should not carry", () => {
    const text = JSON.stringify({
      id: "s1",
      startedAt: t0.toISOString(),
      lastActivity: t0.toISOString(),
      messages: [{ id: "m1", type: "user", content: "hi", timestamp: t0.toISOString(), extra: 1 }],
    });
    expect(parseStoredSession(text)?.messages[0]).toEqual({ id: "m1", type: "user", content: "hi", timestamp: t0.toISOString() });
  });
});
