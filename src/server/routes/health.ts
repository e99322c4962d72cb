// GET /api/health: 200 {status: "ok", database} when the database answers a `select 1` in time,
// else 503 {status: "degraded", database, error} (a load balancer takes this instance out).
import { Hono } from "hono";
import type { HealthResponse } from "../../domain/contract/health";
import type { DatabaseKind } from "../db/create-db";
import { errorBody } from "../lib/http-error";

const HEALTH_DB_TIMEOUT_MS = 2_000;
export const DATABASE_UNAVAILABLE_MESSAGE = "The database did not answer.";

export interface HealthDeps {
  kind: DatabaseKind;
  /** Runs `select 1`. */
  ping: () => Promise<void>;
  timeoutMs?: number;
}

/** Resolves true when ping answers within timeoutMs, false when it fails or is late. */
async function databaseAnswers(ping: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      ping().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes({ kind, ping, timeoutMs = HEALTH_DB_TIMEOUT_MS }: HealthDeps) {
  return new Hono().get("/", async (c) => {
    if (await databaseAnswers(ping, timeoutMs)) return c.json({ status: "ok", database: kind } satisfies HealthResponse, 200);
    const degraded: HealthResponse = {
      status: "degraded",
      database: kind,
      ...errorBody("database_unavailable", DATABASE_UNAVAILABLE_MESSAGE),
    };
    return c.json(degraded, 503);
  });
}
