// Security headers, no caching of API answers, and refusal of state-changing requests that come
// from another origin (or that say nothing of where they come from).
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { API_CLIENT_HEADER } from "../../domain/lib/api-client-header";
import { errorBody } from "../lib/http-error";

/** HSTS once the app is served over https: a year, subdomains included. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** `pageScripts`: the built page's inline scripts by hash (its import map of chunk integrities). */
export function securityHeaders(appUrl: string, pageScripts: readonly string[] = []): MiddlewareHandler {
  const https = new URL(appUrl).protocol === "https:";
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // WebAssembly compiles (Argon2id for the private journal's passphrase, decision 021); JavaScript eval stays off.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...pageScripts],
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
    // The recorder needs the microphone, on this origin only; nothing needs the camera or location.
    permissionsPolicy: { microphone: ["self"], camera: [], geolocation: [] },
    // Over plain http (a laptop, a test) HSTS would promise an https that does not exist.
    strictTransportSecurity: https ? HSTS_VALUE : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
}

/** API answers carry journal text, insights and account data: no browser or proxy may keep them. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const CROSS_ORIGIN_MESSAGE = "Requests from another origin are not allowed.";
export const NO_ORIGIN_MESSAGE = `A state-changing request needs an Origin header, or the ${API_CLIENT_HEADER} header from a client that is not a browser.`;

export function sameOriginGuard(appUrl: string): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if (origin !== undefined || site !== undefined) {
        // A browser tells us where the request comes from: only this origin may change anything.
        const sameOrigin = origin !== undefined ? origin === allowed : site === "same-origin";
        if (!sameOrigin) return c.json(errorBody("cross_origin", CROSS_ORIGIN_MESSAGE), 403);
      } else if (!c.req.header(API_CLIENT_HEADER)) {
        return c.json(errorBody("origin_required", NO_ORIGIN_MESSAGE), 403);
      }
    }
    await next();
  };
}

/** Built files named by their content hash never change; everything else is checked each time. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

/**
 * The app's own files: hashed assets (/assets/…) may be kept for a year; the page, the service
 * worker and the manifest are revalidated on every load, so an update is found at once and a
 * service worker never pins an old page.
 */
export function staticCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has("cache-control")) return;
    c.header("cache-control", c.req.path.startsWith("/assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  };
}
