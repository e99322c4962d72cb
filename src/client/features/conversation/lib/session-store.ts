// The conversation session of each user, kept in localStorage so it survives a reload and
// shared by every component through one store per user (useSyncExternalStore). Storage that
// is unavailable (private mode, full quota) only means the session lives for this page view.
import type { MaybeSession } from "./conversation-session";
import { STORAGE_KEYS } from "../../../lib/storage";
import { parseStoredSession, serializeSession } from "./conversation-session";

export const conversationStorageKey = STORAGE_KEYS.conversation;

export interface SessionStore {
  get(): MaybeSession;
  /** Applies `change` to the latest session, stores and announces the result. */
  update(change: (session: MaybeSession) => MaybeSession): MaybeSession;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored session of this user, if any (e.g. to reopen conversational mode after a reload). */
export function readStoredSession(userId: string): MaybeSession {
  try {
    return parseStoredSession(storage()?.getItem(conversationStorageKey(userId)) ?? null);
  } catch {
    return null;
  }
}

function writeStoredSession(userId: string, session: MaybeSession): void {
  try {
    const store = storage();
    if (!store) return;
    if (session) store.setItem(conversationStorageKey(userId), serializeSession(session));
    else store.removeItem(conversationStorageKey(userId));
  } catch {
    // not stored: the session lives for this page view
  }
}

export function createSessionStore(userId: string): SessionStore {
  let current: MaybeSession = readStoredSession(userId);
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  // Another tab changed this user's session.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== conversationStorageKey(userId)) return;
    current = parseStoredSession(event.newValue);
    announce();
  };

  return {
    get: () => current,
    update(change) {
      current = change(current);
      writeStoredSession(userId, current);
      announce();
      return current;
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

const stores = new Map<string, SessionStore>();

/** One store per user for the page's lifetime. */
export function sessionStoreFor(userId: string): SessionStore {
  let store = stores.get(userId);
  if (!store) {
    store = createSessionStore(userId);
    stores.set(userId, store);
  }
  return store;
}
