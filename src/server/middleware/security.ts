// Security headers, and refusal of state-changing requests that come from another origin.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { errorBody } from "../lib/http-error";

export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginGuard(appUrl: string): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const crossOrigin = origin ? origin !== allowed : site === "cross-site";
      if (crossOrigin) return c.json(errorBody("cross_origin", "Requests from another origin are not allowed."), 403);
    }
    await next();
  };
}
