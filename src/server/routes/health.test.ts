// GET /api/health checks the database: 503 when it does not answer `select 1` in time.
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { DATABASE_UNAVAILABLE_MESSAGE, healthRoutes } from "./health";

describe.each(databaseKinds())("health on %s", (kind) => {
  it("answers 200 ok while the database answers, 503 degraded once it does not", async () => {
    const t = await createTestApp({ kind });
    const ok = await t.request("/api/health");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", database: kind });

    await t.database.close();
    const down = await t.request("/api/health");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: "degraded",
      database: kind,
      error: { code: "database_unavailable", message: DATABASE_UNAVAILABLE_MESSAGE },
    });
  });
});

describe("the health check's bound", () => {
  it("answers 503 when select 1 does not answer within the timeout", async () => {
    let asked = 0;
    const hanging = () => {
      asked += 1;
      return new Promise<void>(() => {});
    };
    const routes = healthRoutes({ kind: "postgres", ping: hanging, timeoutMs: 50 });
    const started = performance.now();
    const response = await routes.request("/");
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(asked).toBe(1);
    expect(((await response.json()) as { status: string }).status).toBe("degraded");
  });

  it("answers 200 when select 1 answers just inside the timeout", async () => {
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
    const response = await healthRoutes({ kind: "pglite", ping: slow, timeoutMs: 500 }).request("/");
    expect(response.status).toBe(200);
  });
});
