// The person's locale for regional crisis lines: the one the client sends in the body, else the
// first language of the browser's Accept-Language header.
import type { Context } from "hono";
import { z } from "zod";

/** A BCP 47 language tag as browsers write it ("en", "en-GB", "zh-Hant-TW"). */
export const LocaleSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, { error: "must be a language tag such as en-GB" });

export function requestLocale(c: Context, bodyLocale: string | undefined): string | undefined {
  if (bodyLocale) return bodyLocale;
  const first = c.req.header("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  return first && LocaleSchema.safeParse(first).success ? first : undefined;
}
