// /api/auth/*: better-auth, with the client address taken from the socket (or, behind
// trusted proxies, from X-Forwarded-For) for rate limiting. Bodies are checked first
// (auth-input.ts) and every error answer leaves in the {error: {code, message}} shape.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Auth } from "../auth/create-auth";
import { CLIENT_IP_HEADER } from "../auth/create-auth";
import { checkAuthBody, inRippleErrorShape, isCheckedPath } from "../auth/auth-input";
import { summarise } from "../auth/auth-logger";
import { AUTH_UNAVAILABLE_MESSAGE } from "../auth/session";
import { clientAddress } from "../lib/client-address";
import { HttpError, errorBody } from "../lib/http-error";
import { AUTH_BASE_PATH } from "../../domain/contract/routes/auth";

const AUTH_BASE = AUTH_BASE_PATH;

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

/** The JSON body of a POST, or undefined when there is none to check. Throws HttpError for what better-auth must not see. */
async function readBody(c: Context, path: string): Promise<unknown> {
  if (c.req.method !== "POST") return undefined;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.includes("application/json")) {
    if (isCheckedPath(path)) throw new HttpError(415, "unsupported_media_type", "Send the body as application/json.");
    return undefined;
  }
  const text = await c.req.raw.clone().text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "malformed_json", "The request body is not valid JSON.");
  }
}

export function authRoutes(auth: Auth, trustedProxyHops = 0) {
  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    const path = c.req.path.slice(AUTH_BASE.length);
    try {
      const body = await readBody(c, path);
      const refusal = body === undefined ? null : checkAuthBody(path, body);
      if (refusal) throw refusal;
    } catch (error) {
      if (error instanceof HttpError) return c.json(errorBody(error.code, error.message), error.status);
      throw error;
    }
    const socket = socketAddress(c);
    let request = c.req.raw;
    if (socket) {
      const headers = new Headers(request.headers);
      headers.set(CLIENT_IP_HEADER, clientAddress(socket, c.req.header("x-forwarded-for"), trustedProxyHops));
      request = new Request(request, { headers });
    }
    let response: Response;
    try {
      response = await auth.handler(request);
    } catch (error) {
      // A failing query's message carries its parameters (tokens, addresses): only names and codes are logged.
      auth.logger.error({ err: summarise(error), path }, "auth request failed");
      return c.json(errorBody("auth_unavailable", AUTH_UNAVAILABLE_MESSAGE), 503);
    }
    return inRippleErrorShape(response);
  });
}
