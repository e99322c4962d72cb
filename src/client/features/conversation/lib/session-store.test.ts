import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addAiMessage, addUserMessage, endSession } from "./conversation-session";
import { conversationStorageKey, createSessionStore, readStoredSession } from "./session-store";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const now = new Date("2026-03-01T10:00:00.000Z");
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the session store", () => {
  it("starts with no session", () => {
    expect(createSessionStore("u1").get()).toBeNull();
  });

  it("keeps the session in storage per user, so it survives a reload", () => {
    const store = createSessionStore("u1");
    store.update((s) => addUserMessage(s, "hello there", { id: "m1", sessionId: "s1", now }));
    store.update((s) => addAiMessage(s, "hi", { id: "m2", now }));
    expect(storage.items.has(conversationStorageKey("u1"))).toBe(true);

    const afterReload = createSessionStore("u1");
    expect(afterReload.get()?.messages.map((m) => m.content)).toEqual(["hello there", "hi"]);
    expect(readStoredSession("u1")?.id).toBe("s1");
    expect(createSessionStore("u2").get()).toBeNull();
  });

  it("clears storage when the session ends", () => {
    const store = createSessionStore("u1");
    store.update((s) => addUserMessage(s, "hello there", { id: "m1", sessionId: "s1", now }));
    store.update(endSession);
    expect(store.get()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(createSessionStore("u1").get()).toBeNull();
  });

  it("applies each change to the latest session and tells subscribers", () => {
    const store = createSessionStore("u1");
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update((s) => addUserMessage(s, "one", { id: "m1", sessionId: "s1", now }));
    store.update((s) => addUserMessage(s, "two", { id: "m2", sessionId: "s2", now }));
    expect(store.get()?.messages.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.update(endSession);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ignores a corrupt stored value", () => {
    storage.setItem(conversationStorageKey("u1"), "{not json");
    expect(createSessionStore("u1").get()).toBeNull();
  });

  it("still works for this page view when storage throws", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    });
    const store = createSessionStore("u1");
    expect(store.get()).toBeNull();
    store.update((s) => addUserMessage(s, "hello there", { id: "m1", sessionId: "s1", now }));
    expect(store.get()?.messages).toHaveLength(1);
  });
});
