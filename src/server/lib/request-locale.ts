// Where the person is, as far as the request says, for the regional crisis lines: the locale the
// client sends in the body (the browser's), and the first language of the browser's
// Accept-Language header. They are told apart because the entry's language comes between them
// (lines.ts, resolveCrisisLines; docs/decisions/009-crisis-safety.md).
import type { Context } from "hono";
import { LocaleSchema } from "../../domain/contract/locale";

export interface RequestLocale {
  /** The locale the client sent in the body. */
  locale?: string;
  /** The first language of Accept-Language, when it is a language tag. */
  acceptLanguage?: string;
}

export function requestLocale(c: Context, bodyLocale: string | undefined): RequestLocale {
  const first = c.req.header("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  const acceptLanguage = first && LocaleSchema.safeParse(first).success ? first : undefined;
  return { ...(bodyLocale ? { locale: bodyLocale } : {}), ...(acceptLanguage ? { acceptLanguage } : {}) };
}
