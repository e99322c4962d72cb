// After a failed identity-provider sign-in, better-auth sends the browser back to
// errorCallbackURL ('/') with ?error=…&error_description=…. Read it once and tidy the URL.

function describe(code: string, description: string | null): string {
  if (description) return description;
  if (code === "access_denied") return "Sign-in was cancelled.";
  return `Sign-in failed (${code.replace(/_/g, " ")}). Please try again.`;
}

function readOAuthError(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("error");
  if (!code) return null;
  const message = describe(code, url.searchParams.get("error_description"));
  url.searchParams.delete("error");
  url.searchParams.delete("error_description");
  window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  return message;
}

/** The error the page was opened with, read once at start. */
export const INITIAL_OAUTH_ERROR = readOAuthError();
