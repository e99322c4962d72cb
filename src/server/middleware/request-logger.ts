// One log line per request: id, method, route pattern, status and time. No bodies, no query values.
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../lib/logger";

export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    c.header("x-request-id", requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { requestId, method: c.req.method, route: routePath(c), status, ms };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
