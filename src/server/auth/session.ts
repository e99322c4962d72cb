// Reads the better-auth session for each request; requireUser answers 401 with the caller's message.
import type { Context, MiddlewareHandler } from "hono";
import { HttpError } from "../lib/http-error";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type AppEnv = { Variables: { user: SessionUser | null } };

export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
    await next();
  };
}

export const SIGNED_OUT_MESSAGE = "You must be signed in.";

export function requireUser(c: Context<AppEnv>, message = SIGNED_OUT_MESSAGE): SessionUser {
  const user = c.get("user");
  if (!user) throw new HttpError(401, "unauthorized", message);
  return user;
}
