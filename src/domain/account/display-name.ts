// The main screen's 'Hello, {first name}': the first part of the full name, else of the e-mail, else 'Friend'.

const FALLBACK_DISPLAY_NAME = "Friend";

export interface NamedUser {
  fullName?: string | null;
  email?: string | null;
}

/** First part of the full name, else the e-mail before the @, else 'Friend'. */
export function displayFirstName(user: NamedUser | null | undefined): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  if (first) return first;
  const local = user?.email?.split("@")[0]?.trim();
  if (local) return local;
  return FALLBACK_DISPLAY_NAME;
}

export function helloLine(user: NamedUser | null | undefined): string {
  return `Hello, ${displayFirstName(user)}`;
}
