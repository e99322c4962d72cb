// Builds the real app in-process against a fresh test database, with captured logs.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Writable } from "node:stream";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth/create-auth";
import type { PasswordHasher } from "../../src/server/auth/create-auth";
import { loadConfig } from "../../src/server/config";
import type { DatabaseKind } from "../../src/server/db/create-db";
import { createCipher } from "../../src/server/lib/encryption";
import { createLogger } from "../../src/server/lib/logger";
import { createTestDb } from "./test-db";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_ENCRYPTION_KEY = "11".repeat(32);

/**
 * Password hashing for the tests whose subject is not the hash: a salted SHA-256, in microseconds,
 * where better-auth's scrypt at its production cost takes about half a second a hash on a busy
 * 2-core machine, twice for each signUp (sign-up, then sign-in). The app still stores a hash and
 * checks the password against it; a test about the hashing's work passes its own `passwordHasher`
 * (sign-up-enumeration.test.ts wraps the real scrypt).
 */
const quickPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${sha256(salt + password).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt = "", digest = ""] = hash.split(":");
    const expected = Buffer.from(digest, "hex");
    const actual = sha256(salt + password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

export interface TestAppOptions {
  kind?: DatabaseKind;
  env?: Record<string, string>;
  now?: () => Date;
  /** Password hashing (default quickPasswordHasher; a test of the hashing's work wraps better-auth's scrypt). */
  passwordHasher?: PasswordHasher;
  /** Serve the built client from this folder, as production does. */
  clientDir?: string;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: TEST_ORIGIN,
    DATA_DIR: "/nonexistent-ripple-test-dir",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    LOG_LEVEL: "info",
    ...options.env,
  });
  const database = await createTestDb(options.kind ?? "pglite");
  const logLines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(config.logLevel, logDestination);
  const auth = createAuth({
    config,
    db: database.db,
    secret: config.authSecret!,
    logger,
    now: options.now,
    passwordHasher: options.passwordHasher ?? quickPasswordHasher,
  });
  const cipher = createCipher(config.encryptionKey!);
  const app = createApp({ config, database, auth, cipher, logger, now: options.now, clientDir: options.clientDir });

  /** A same-origin request, as the browser would make it. */
  async function request(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_ORIGIN);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  }

  let userCount = 0;
  /** Signs up a fresh user through the real API, then signs in (sign-up starts no session), and returns its session cookie. */
  async function signUp(overrides: { name?: string; email?: string; password?: string } = {}) {
    userCount += 1;
    const email = overrides.email ?? `user${userCount}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = overrides.password ?? "correct horse battery";
    // each test user comes from its own address, so sign-up rate limits don't interfere
    const headers = { "x-ripple-client-ip": `192.0.2.${userCount % 250}` };
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: overrides.name ?? "Ada Lovelace", email, password },
      headers,
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const signIn = await request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, headers });
    if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
    const body = (await signIn.json()) as { user: { id: string } };
    return { cookie: sessionCookie(signIn), email, password, userId: body.user.id };
  }

  return {
    app,
    config,
    database,
    cipher,
    logLines,
    request,
    signUp,
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => !c.endsWith("="))
    .join("; ");
}
