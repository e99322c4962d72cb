// The browser's locale, sent with reflections and chat turns so the server shows the person's
// regional crisis lines (decision 009). Undefined when the browser has none the server would take.
import { LocaleSchema } from "../../domain/contract/locale";

function browserLocale(): string | undefined {
  const locale = typeof navigator === "undefined" ? "" : navigator.language;
  return locale && LocaleSchema.safeParse(locale).success ? locale : undefined;
}

/** `{locale}` to spread into a request body, or nothing. */
export function withLocale(): { locale?: string } {
  const locale = browserLocale();
  return locale ? { locale } : {};
}
