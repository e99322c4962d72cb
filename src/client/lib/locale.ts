// The browser's locale, sent with reflections and chat turns so the server shows the person's
// regional crisis lines (issue 8). Undefined when the browser has none worth sending.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

export function browserLocale(): string | undefined {
  const locale = typeof navigator === "undefined" ? "" : navigator.language;
  return locale && locale.length <= 64 && LANGUAGE_TAG.test(locale) ? locale : undefined;
}

/** `{locale}` to spread into a request body, or nothing. */
export function withLocale(): { locale?: string } {
  const locale = browserLocale();
  return locale ? { locale } : {};
}
