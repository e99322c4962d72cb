// A large import does not hold the server from everyone else: between two of its batches (the
// import is held there by a hook, so the test is mid-import by an event, not by a guessed time)
// another user's list and a new entry are answered and /api/health answers 200 — on PGlite, whose
// one connection a long import transaction used to hold for its whole length, and on PostgreSQL.
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { createApp } from "../app";
import { createAuth } from "../auth/create-auth";
import { createLogger } from "../lib/logger";

const ENTRIES = 1_200;

function dayOneJournal(count: number): string {
  const start = Date.parse("2021-01-01T08:00:00Z");
  return JSON.stringify({
    metadata: { version: "1.0" },
    entries: Array.from({ length: count }, (_, i) => ({
      uuid: randomUUID().replaceAll("-", "").toUpperCase(),
      creationDate: new Date(start + i * 3_600_000).toISOString(),
      text: `Walked home in the rain and felt calm, then called my sister (day ${i}).`,
    })),
  });
}

describe.each(databaseKinds())("an import in progress on %s", (kind) => {
  let t: TestApp;
  /** Resolves the first time the import has written a batch; the import waits until `release`. */
  let midImport: Promise<number>;
  let release: () => void;

  beforeAll(async () => {
    const base = await createTestApp({ kind });
    let reached: (written: number) => void;
    midImport = new Promise((resolve) => (reached = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const logger = createLogger("info", new Writable({ write: (_chunk, _encoding, done) => done() }));
    const auth = createAuth({ config: base.config, db: base.database.db, secret: base.config.authSecret!, logger });
    const app = createApp({
      config: base.config,
      database: base.database,
      auth,
      cipher: base.cipher,
      logger,
      importHooks: {
        afterBatch: async (written) => {
          reached(written);
          await held;
        },
      },
    });
    t = {
      ...base,
      app,
      request: (path, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set("origin", TEST_ORIGIN);
        if (init.cookie) headers.set("cookie", init.cookie);
        if (init.json !== undefined) headers.set("content-type", "application/json");
        const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
        return Promise.resolve(app.request(path, { ...init, headers, body }));
      },
    };
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it("answers another user and the health check between the import's batches", async () => {
    const importer = await t.signUp();
    const other = await t.signUp();
    const imported = t.request("/api/import", {
      method: "POST",
      cookie: importer.cookie,
      headers: { "content-type": "application/json" },
      body: dayOneJournal(ENTRIES),
    });
    const written = await midImport;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(ENTRIES);
    try {
      // the health check's own 2 s deadline answers 503 when the database is held
      const health = await t.request("/api/health");
      expect(health.status).toBe(200);
      const list = await t.request("/api/entries", { cookie: other.cookie });
      expect(list.status).toBe(200);
      const saved = await t.request("/api/entries", { method: "POST", cookie: other.cookie, json: buildEntryInput() });
      expect(saved.status).toBe(201);
    } finally {
      release();
    }
    const response = await imported;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: ENTRIES, skipped: 0 });
  });
});
