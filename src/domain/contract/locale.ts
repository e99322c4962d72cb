// The person's locale, sent in the body of reflections, conversations and chat turns so the
// server shows the regional crisis lines (decision 009).
import { z } from "zod";

const MAX_LOCALE_CHARS = 64;

/** A BCP 47 language tag as browsers write it ("en", "en-GB", "zh-Hant-TW"; "en_GB" too). */
export const LocaleSchema = z
  .string()
  .max(MAX_LOCALE_CHARS)
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, { error: "must be a language tag such as en-GB" });
