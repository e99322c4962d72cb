// The person's locale for regional crisis lines: the one the client sends in the body, else the
// first language of the browser's Accept-Language header.
import type { Context } from "hono";
import { LocaleSchema } from "../../domain/contract/locale";

export function requestLocale(c: Context, bodyLocale: string | undefined): string | undefined {
  if (bodyLocale) return bodyLocale;
  const first = c.req.header("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  return first && LocaleSchema.safeParse(first).success ? first : undefined;
}
