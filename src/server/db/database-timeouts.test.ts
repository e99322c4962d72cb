// A PostgreSQL that stops answering (a frozen server, a dead network path) must not leave requests
// hanging: the client gives up on a connection after DB_CONNECT_TIMEOUT and on a query after its
// deadline, and sign-in answers 503 with the app's "cannot check your sign-in right now" message.
// Always: against a loopback TCP server that accepts and never answers. With TEST_DATABASE_URL:
// against a real PostgreSQL behind a proxy that freezes (as SIGSTOP would), then thaws.
import { randomBytes } from "node:crypto";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../../../tests/setup/test-env";
import { createApp } from "../app";
import { createAuth } from "../auth/create-auth";
import { AUTH_UNAVAILABLE_MESSAGE } from "../auth/session";
import { loadConfig } from "../config";
import { createCipher } from "../lib/encryption";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../lib/http-error";
import { createLogger } from "../lib/logger";
import { createDb, isDatabaseUnavailable } from "./create-db";
import type { Database, DatabaseTimeouts } from "./create-db";

const ORIGIN = "http://localhost:3000";
/** Small limits, so each case takes a second or two; production's are in create-db.ts. */
const TIMEOUTS: DatabaseTimeouts = { connectSeconds: 1, statementMs: 800, queryMs: 1_000 };

/** A TCP server that accepts every connection and never says a word. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `postgres://ripple@127.0.0.1:${(server.address() as AddressInfo).port}/ripple`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A proxy to PostgreSQL that can stop passing bytes either way, keeping every connection open. */
async function freezableProxy(target: URL) {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    const pass = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (frozen) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    pass(client, upstream);
    pass(upstream, client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `signedInAs`: the session lookup answers this user without the database (to reach a route's own queries). */
function appOn(database: Database, signedInAs?: { id: string; email: string; name: string }) {
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: ORIGIN,
    DATA_DIR: "/nonexistent-ripple-test-dir",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ENCRYPTION_KEY: "11".repeat(32),
    LOG_LEVEL: "info",
  });
  const logLines: string[] = [];
  const logger = createLogger(config.logLevel, new Writable({ write: (chunk, _e, done) => (logLines.push(String(chunk)), done()) }));
  const realAuth = createAuth({ config, db: database.db, secret: config.authSecret!, logger });
  const auth = signedInAs
    ? Object.assign(Object.create(realAuth) as typeof realAuth, {
        api: { ...realAuth.api, getSession: async () => ({ user: signedInAs, session: { createdAt: new Date() } }) },
      })
    : realAuth;
  const app = createApp({ config, database, auth, cipher: createCipher(config.encryptionKey!), logger });
  const post = (path: string, json: unknown, cookie?: string) =>
    app.request(path, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    });
  return { app, post, logLines };
}

async function timed<T>(work: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe("a PostgreSQL that accepts connections and never answers", () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let database: Database;
  beforeAll(async () => {
    silent = await silentServer();
    database = await createDb({ databaseUrl: silent.url, migrate: false, timeouts: TIMEOUTS });
  });
  afterAll(async () => {
    await database.close();
    await silent.close();
  });

  it("gives up on the connection in time, with an error that says the database is unavailable", async () => {
    const { value: error, ms } = await timed(() =>
      database.ping().then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(3_000);
  });

  it("answers sign-in with 503 and the app's sign-in-unavailable message within seconds", { timeout: 10_000 }, async () => {
    const { post, logLines } = appOn(database);
    const { value: response, ms } = await timed(() =>
      post("/api/auth/sign-in/email", { email: "ada@example.com", password: "correct horse battery" }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "auth_unavailable", message: AUTH_UNAVAILABLE_MESSAGE } });
    expect(ms).toBeLessThan(5_000);
    expect(logLines.join("\n")).not.toContain("correct horse battery");
  });

  it("answers a route's own query that gets no answer with 503 database_unavailable, logging no query", { timeout: 10_000 }, async () => {
    const { app, logLines } = appOn(database, { id: "user-1", email: "ada@example.com", name: "Ada" });
    const { value: response, ms } = await timed(() => app.request("/api/entries"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "database_unavailable", message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect(ms).toBeLessThan(5_000);
    expect(logLines.join("\n")).not.toMatch(/select|Failed query/i);
  });
});

const adminUrl = testEnv().TEST_DATABASE_URL;

describe.runIf(adminUrl)("a real PostgreSQL that freezes (as under SIGSTOP), then thaws", () => {
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let database: Database;
  let name: string;
  beforeAll(async () => {
    name = `ripple_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    proxy = await freezableProxy(url);
    database = await createDb({ databaseUrl: proxy.url, timeouts: TIMEOUTS });
  });
  afterAll(async () => {
    proxy.thaw();
    await database.close();
    await proxy.close();
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it(
    "answers 503 in seconds while frozen, for sign-in and a signed-in request, and works again once thawed",
    { timeout: 30_000 },
    async () => {
      const { app, post } = appOn(database);
      const account = { email: `frozen-${randomBytes(4).toString("hex")}@example.com`, password: "correct horse battery" };
      expect((await post("/api/auth/sign-up/email", { name: "Ada", ...account })).status).toBe(200);
      const signedIn = await post("/api/auth/sign-in/email", account);
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");

      proxy.freeze();
      const signIn = await timed(() => post("/api/auth/sign-in/email", account));
      expect(signIn.value.status).toBe(503);
      expect(((await signIn.value.json()) as { error: { message: string } }).error.message).toBe(AUTH_UNAVAILABLE_MESSAGE);
      expect(signIn.ms).toBeLessThan(5_000);
      const entries = await timed(() => app.request("/api/entries", { headers: { cookie } }));
      expect(entries.value.status).toBe(503);
      expect(entries.ms).toBeLessThan(5_000);
      // Many at once: each gets its answer in time, none waits behind the frozen ones for ever.
      const many = await timed(() => Promise.all(Array.from({ length: 15 }, () => post("/api/auth/sign-in/email", account))));
      expect(many.value.map((r) => r.status)).toEqual(Array(15).fill(503));
      expect(many.ms).toBeLessThan(8_000);

      proxy.thaw();
      await expect.poll(async () => (await post("/api/auth/sign-in/email", account)).status, { timeout: 10_000 }).toBe(200);
      expect((await app.request("/api/entries", { headers: { cookie } })).status).toBe(200);
    },
  );
});
