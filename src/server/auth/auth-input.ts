// What /api/auth/* receives is checked here before better-auth sees it (better-auth passes a
// null name or a NUL character to the database and answers 500), and better-auth's own error
// answers are put into Ripple's one error shape.
import type { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  ChangePasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  UpdateUserRequestSchema,
} from "../../domain/account/account-schema";
import { HttpError, errorBody } from "../lib/http-error";
import { describeIssues } from "../lib/parse";
import { isCommonPassword } from "./common-passwords";

const SCHEMAS: Record<string, z.ZodType> = {
  "/sign-up/email": SignUpRequestSchema,
  "/sign-in/email": SignInRequestSchema,
  "/update-user": UpdateUserRequestSchema,
  "/change-password": ChangePasswordRequestSchema,
};

/** Where a path carries a password being chosen, which must not be a common one. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

const MAX_DEPTH = 16;

/** True when a string anywhere in the value holds a NUL character (PostgreSQL text cannot), or it nests absurdly deep. */
function hasNulOrTooDeep(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some((item) => hasNulOrTooDeep(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNulOrTooDeep(item, depth + 1));
  }
  return false;
}

export function isCheckedPath(path: string): boolean {
  return path in SCHEMAS;
}

/** The 4xx for a body better-auth must not see, or null when it may go on. */
export function checkAuthBody(path: string, body: unknown): HttpError | null {
  if (hasNulOrTooDeep(body)) return new HttpError(400, "invalid_input", "Text must not contain NUL characters.");
  const schema = SCHEMAS[path];
  if (schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return new HttpError(400, "invalid_input", describeIssues(parsed.error));
  }
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field && body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof password === "string" && isCommonPassword(password)) {
    return new HttpError(400, "password_too_common", ACCOUNT_MESSAGES.passwordTooCommon);
  }
  return null;
}

const GENERIC_MESSAGES: Record<number, string> = {
  400: "The request is not valid.",
  401: "You must be signed in.",
  403: "This request is not allowed.",
  404: "No such API route.",
  429: "Too many requests. Please try again later.",
};
const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** better-auth answers errors as {code, message} (or an empty or text body): Ripple's shape is {error: {code, message}}. */
export async function inRippleErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let code = `http_${response.status}`;
  let message = GENERIC_MESSAGES[response.status] ?? "The request failed.";
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined; // empty or not JSON
  }
  if (body && typeof body === "object") {
    if ("error" in body && body.error && typeof body.error === "object" && "code" in body.error) return response;
    const fields = body as { code?: unknown; message?: unknown };
    if (typeof fields.code === "string" && fields.code.length > 0) code = fields.code.toLowerCase();
    else if (response.status === 429) code = "too_many_requests";
    if (typeof fields.message === "string" && fields.message.length > 0) message = fields.message;
  }
  if (response.status >= 500) {
    code = "internal_error";
    message = SERVER_ERROR_MESSAGE;
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
