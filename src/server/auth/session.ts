// Reads the better-auth session for each request; requireUser answers 401 with the caller's message.
import type { Context, MiddlewareHandler } from "hono";
import { HttpError } from "../lib/http-error";
import { summarise } from "./auth-logger";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type AppEnv = { Variables: { user: SessionUser | null; sessionStartedAt: Date | null } };

export const AUTH_UNAVAILABLE_MESSAGE = "Ripple cannot check your sign-in right now. Please try again in a moment.";

export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let result: Awaited<ReturnType<Auth["api"]["getSession"]>>;
    try {
      result = await auth.api.getSession({ headers: c.req.raw.headers });
    } catch (error) {
      // The error's message names the failing query with its parameters (the session token): only names and codes are logged.
      auth.logger.error({ err: summarise(error) }, "session lookup failed");
      throw new HttpError(503, "auth_unavailable", AUTH_UNAVAILABLE_MESSAGE);
    }
    c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
    c.set("sessionStartedAt", result ? new Date(result.session.createdAt) : null);
    await next();
  };
}

const SIGNED_OUT_MESSAGE = "You must be signed in.";

export function requireUser(c: Context<AppEnv>, message = SIGNED_OUT_MESSAGE): SessionUser {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "unauthorized", message);
  return user;
}
