// /api/auth/*: better-auth, with the client address taken from the socket (or, behind
// trusted proxies, from X-Forwarded-For) for rate limiting.
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import type { Auth } from "../auth/create-auth";
import { CLIENT_IP_HEADER } from "../auth/create-auth";
import { clientAddress } from "../lib/client-address";

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

export function authRoutes(auth: Auth, trustedProxyHops = 0) {
  return new Hono().on(["GET", "POST"], "/*", (c) => {
    const socket = socketAddress(c);
    if (!socket) return auth.handler(c.req.raw);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(socket, c.req.header("x-forwarded-for"), trustedProxyHops));
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}
