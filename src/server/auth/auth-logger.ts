// better-auth's own log lines go through pino as an event class and error codes only. Its
// messages and arguments can hold what must never be logged: a failing query with its
// parameters (session tokens), a row with an e-mail address and a name, "sign-up attempt for
// existing email: …". So nothing after the first colon, quote or bracket is kept, no word with a
// digit, @, dot or slash, and of an error only its name and code (a SQLSTATE, a driver code).
import type { Logger } from "../lib/logger";

type AuthLogLevel = "debug" | "info" | "warn" | "error";

const MAX_WORDS = 12;
const SAFE_WORD = /^[A-Za-z][A-Za-z_'-]{0,23}$/;
const SAFE_CODE = /^[A-Za-z0-9_]{1,40}$/;

/** "Sign-up attempt for existing email: ada@example.com" → "Sign-up attempt for existing email". */
export function messageClass(message: unknown): string {
  if (typeof message !== "string") return "unclassified";
  const head = message.replace(/^\s*\[[^\]]*\]:?\s*/, "").split(/[:"'`(\n{]/, 1)[0] ?? "";
  const words = head.split(/\s+/).filter((word) => SAFE_WORD.test(word));
  return words.slice(0, MAX_WORDS).join(" ") || "unclassified";
}

export interface ErrorSummary {
  name: string;
  code?: string;
}

/** An error and its causes as names and codes: never a message (a failing query prints its parameters). */
export function summarise(value: unknown, depth = 0): ErrorSummary[] {
  if (!(value instanceof Error) || depth > 3) return [];
  const code = (value as { code?: unknown }).code;
  const own: ErrorSummary = { name: SAFE_CODE.test(value.name) ? value.name : "Error" };
  if ((typeof code === "string" || typeof code === "number") && SAFE_CODE.test(String(code))) own.code = String(code);
  return [own, ...summarise((value as { cause?: unknown }).cause, depth + 1)];
}

function authLevel(logger: Logger): AuthLogLevel {
  if (logger.isLevelEnabled("debug")) return "debug";
  if (logger.isLevelEnabled("info")) return "info";
  if (logger.isLevelEnabled("warn")) return "warn";
  return "error";
}

/** The `logger` option of betterAuth(): every line to pino, none to the console. */
export function betterAuthLogger(logger: Logger) {
  return {
    disabled: !logger.isLevelEnabled("error"),
    level: authLevel(logger),
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const errors = args.flatMap((arg) => summarise(arg));
      logger[level]({ betterAuth: { event: messageClass(message), ...(errors.length > 0 ? { errors } : {}) } }, "better-auth");
    },
  };
}
