// The message of a failed better-auth client call. The server answers /api/auth/* errors in
// Ripple's {error: {code, message}} shape; the client library spreads that body into `error`.
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== "object") return fallback;
  const nested = (error as { error?: { message?: unknown } }).error;
  if (nested && typeof nested.message === "string" && nested.message) return nested.message;
  const flat = (error as { message?: unknown }).message;
  return typeof flat === "string" && flat ? flat : fallback;
}

/** The error code of a failed better-auth client call, if the server gave one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const code = (error as { error?: { code?: unknown } }).error?.code;
  return typeof code === "string" ? code : undefined;
}
