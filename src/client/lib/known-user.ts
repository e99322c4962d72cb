// The person last signed in on this browser (offline, decision 020), so an installed Ripple opened
// without a connection still shows their journal from the browser's replica instead of the
// landing page. Kept only while the server says they are signed in: signing out, a session the
// server has ended and deleting the account all forget it. It holds no words, only who it is.
import { STORAGE_KEYS, readStoredJson, removeStored, writeStoredJson } from "./storage";

export interface KnownUser {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
}

export function rememberKnownUser(user: KnownUser): void {
  const known = readKnownUser();
  if (known?.id === user.id && known.email === user.email && known.name === user.name && known.twoFactorEnabled === user.twoFactorEnabled) {
    return;
  }
  writeStoredJson(STORAGE_KEYS.knownUser, user);
}

export function readKnownUser(): KnownUser | null {
  const value = readStoredJson(STORAGE_KEYS.knownUser);
  if (!value || typeof value !== "object") return null;
  const { id, email, name, twoFactorEnabled } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof email !== "string" || typeof name !== "string") return null;
  return { id, email, name, twoFactorEnabled: twoFactorEnabled === true };
}

export function forgetKnownUser(): void {
  removeStored(STORAGE_KEYS.knownUser);
}

/**
 * Whether a failed session lookup means "the server could not be reached" (offline, or the server
 * down) rather than "signed out": no answer at all, or the server failing.
 */
export function isUnreachable(error: { status?: number } | null | undefined): boolean {
  if (!error) return false;
  const status = error.status ?? 0;
  return status === 0 || status >= 500;
}
