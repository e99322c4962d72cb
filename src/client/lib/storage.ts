// What the browser keeps (first visit, onboarding, audio permission, welcome played, …), with every key name in one place.
// Reads and writes never throw: private mode or a full quota simply means "not stored".
import { USER_INTERACTED_VALUE } from "../../domain/constants";
import { deleteOutboxDatabase } from "./outbox/outbox-name";
import { deleteKeyDatabase } from "./private-journal/key-name";
import { deleteReplicaDatabase } from "./replica/replica-name";

export const STORAGE_KEYS = {
  firstVisit: "ripple:first-visit",
  onboardingComplete: (userId: string) => `ripple:onboarding-complete:${userId}`,
  audioPermission: "ripple:audio-permission",
  userInteracted: "ripple:user-interacted",
  welcomePlayed: (userId: string) => `ripple:welcome-played:${userId}`,
  /** Where earlier versions kept reflections not yet confirmed by the server (now an IndexedDB outbox, lib/outbox). */
  pendingReflections: (userId: string) => `ripple:pending-reflections:${userId}`,
  /** How this browser captures words: Private transcription and the language (decision 020). */
  captureSettings: "ripple:capture-settings",
  /** Who was last signed in here, for opening the journal offline (decision 020). */
  knownUser: "ripple:known-user",
  /** The conversation in progress (ours: it survives a reload). */
  conversation: (userId: string) => `ripple:conversation:${userId}`,
  /** Whether this person's journal is private, and its wrapped keys (what the server keeps; decision 021), for an offline start. */
  privateJournal: (userId: string) => `ripple:private-journal:${userId}`,
  /** An edit not yet saved, in sessionStorage (features/ripples/api/edit-entry.ts). */
  editDraft: (userId: string, entryId: string) => `ripple:edit-draft:${userId}:${entryId}`,
} as const;

export type AudioPermission = "granted" | "denied";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the flag lives only for this page view.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** The app counts as a first visit until the marker is stored. */
function isFirstVisit(): boolean {
  return read(STORAGE_KEYS.firstVisit) === null;
}

export function markVisited(now: Date = new Date()): void {
  if (isFirstVisit()) write(STORAGE_KEYS.firstVisit, now.toISOString());
}

export function isOnboardingComplete(userId: string): boolean {
  return read(STORAGE_KEYS.onboardingComplete(userId)) === "true";
}

export function markOnboardingComplete(userId: string): void {
  write(STORAGE_KEYS.onboardingComplete(userId), "true");
}

export function getAudioPermission(): AudioPermission | null {
  const value = read(STORAGE_KEYS.audioPermission);
  return value === "granted" || value === "denied" ? value : null;
}

export function setAudioPermission(value: AudioPermission): void {
  write(STORAGE_KEYS.audioPermission, value);
}

export function resetAudioPermission(): void {
  remove(STORAGE_KEYS.audioPermission);
}

/** Auto-speak runs only when this flag holds exactly 'true'. */
export function hasUserInteracted(): boolean {
  return read(STORAGE_KEYS.userInteracted) === USER_INTERACTED_VALUE;
}

export function markUserInteracted(): void {
  if (!hasUserInteracted()) write(STORAGE_KEYS.userInteracted, USER_INTERACTED_VALUE);
}

export function hasWelcomePlayed(userId: string): boolean {
  return read(STORAGE_KEYS.welcomePlayed(userId)) === "true";
}

export function markWelcomePlayed(userId: string): void {
  write(STORAGE_KEYS.welcomePlayed(userId), "true");
}

export function resetWelcomePlayed(userId: string): void {
  remove(STORAGE_KEYS.welcomePlayed(userId));
}

/** A stored JSON value, or null when absent or unreadable (callers validate the shape). */
export function readStoredJson(key: string): unknown {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  write(key, JSON.stringify(value));
}

export function removeStored(key: string): void {
  remove(key);
}

/** Removes every sessionStorage key that starts with `prefix` (edit drafts survive the reload after sign-out). */
function removeSessionKeys(prefix: string): void {
  try {
    const store = window.sessionStorage;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing stored
  }
}

/**
 * Sign-out: what is this person's goes from this browser — who they are, how they capture words
 * (the language they speak, Private transcription), their private journal's state and remembered
 * key, their conversation in progress and unsaved edits. The journal replica goes too
 * (forgetReplicaInBrowser, which waits for it). Kept until the account is deleted: words not yet
 * in the journal (the outbox, and its older localStorage form), sent when they are back (decision
 * 020); and the two flags under their id, onboarding done and welcome heard, which hold nothing
 * they said or chose — and the consent behind the first reaches the server only 5 s after
 * onboarding, so forgetting it could ask a person who signs out at once to consent again. What
 * describes the browser, not a person, stays: the first visit, the microphone permission, that
 * the page was used (docs/decisions/043).
 */
export function forgetPersonAtSignOut(userId: string): void {
  deleteKeyDatabase(userId);
  remove(STORAGE_KEYS.knownUser);
  remove(STORAGE_KEYS.captureSettings);
  remove(STORAGE_KEYS.conversation(userId));
  remove(STORAGE_KEYS.privateJournal(userId));
  removeSessionKeys(STORAGE_KEYS.editDraft(userId, ""));
}

/** After the account is deleted: nothing of this user stays in the browser, words included (the journal replica and the outbox too). */
export function forgetUserInBrowser(userId: string): void {
  forgetPersonAtSignOut(userId);
  deleteReplicaDatabase(userId);
  deleteOutboxDatabase(userId);
  remove(STORAGE_KEYS.pendingReflections(userId));
  remove(STORAGE_KEYS.onboardingComplete(userId));
  remove(STORAGE_KEYS.welcomePlayed(userId));
}
