// Key check values (decision 011): an instance started with other secrets than the database
// was set up with refuses to start, saying which; a fresh database records them.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createTestDb } from "../../../tests/setup/test-db";
import { testEnv } from "../../../tests/setup/test-env";
import { loadConfig } from "../config";
import { createServerDeps } from "../create-server-deps";
import { secretChecks } from "../db/schema";
import type { SecretInUse } from "./secrets";
import { SecretMismatchError, secretCheckValue, secretsFile, verifySecretChecks } from "./secrets";

const KEY_A = "aa".repeat(32);
const KEY_B = "bb".repeat(32);
const SECRET_A = "auth-secret-a-auth-secret-a-auth-secret-a";
const SECRET_B = "auth-secret-b-auth-secret-b-auth-secret-b";
const inUse = (encryptionKey: string, authSecret: string, file?: string): SecretInUse[] => [
  { name: "ENCRYPTION_KEY", value: encryptionKey, file },
  { name: "AUTH_SECRET", value: authSecret, file },
];

async function mismatch(run: Promise<unknown>): Promise<SecretMismatchError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SecretMismatchError);
  return error as SecretMismatchError;
}

describe("secret check values", () => {
  it("are equal for equal secrets, differ otherwise, and never contain the secret", () => {
    expect(secretCheckValue("ENCRYPTION_KEY", KEY_A)).toBe(secretCheckValue("ENCRYPTION_KEY", KEY_A.toUpperCase()));
    expect(secretCheckValue("ENCRYPTION_KEY", KEY_A)).not.toBe(secretCheckValue("ENCRYPTION_KEY", KEY_B));
    expect(secretCheckValue("AUTH_SECRET", SECRET_A)).not.toBe(secretCheckValue("AUTH_SECRET", SECRET_B));
    // the same value used as key and as auth secret does not give the same check value
    expect(secretCheckValue("AUTH_SECRET", KEY_A)).not.toBe(secretCheckValue("ENCRYPTION_KEY", KEY_A));
    expect(secretCheckValue("ENCRYPTION_KEY", KEY_A)).not.toContain("aaaa");
  });

  it("are recorded by the first start and checked by every later one, naming each secret that differs", async () => {
    const database = await createTestDb();
    await verifySecretChecks(database.db, inUse(KEY_A, SECRET_A));
    expect((await database.db.select().from(secretChecks)).map((row) => row.name).sort()).toEqual(["AUTH_SECRET", "ENCRYPTION_KEY"]);
    await verifySecretChecks(database.db, inUse(KEY_A, SECRET_A));

    const key = await mismatch(verifySecretChecks(database.db, inUse(KEY_B, SECRET_A)));
    expect(key.names).toEqual(["ENCRYPTION_KEY"]);
    expect(key.message).toBe(
      "ENCRYPTION_KEY is not the one this database was set up with: journal entries saved with the other key could not be read.\n" +
        "Set ENCRYPTION_KEY to the value the database was set up with; instances that share a database must share these secrets.",
    );

    const secret = await mismatch(verifySecretChecks(database.db, inUse(KEY_A, SECRET_B)));
    expect(secret.names).toEqual(["AUTH_SECRET"]);
    expect(secret.message).toContain("AUTH_SECRET is not the one this database was set up with: every session would be signed out");

    const both = await mismatch(verifySecretChecks(database.db, inUse(KEY_B, SECRET_B, "/srv/ripple/secrets.json")));
    expect(both.names).toEqual(["ENCRYPTION_KEY", "AUTH_SECRET"]);
    expect(both.message).toContain("(this instance took it from /srv/ripple/secrets.json, because ENCRYPTION_KEY is not set)");
    expect(both.message).toContain("Set ENCRYPTION_KEY and AUTH_SECRET to the values the database was set up with");
    expect(both.message).not.toContain(KEY_B);
    await database.close();
  });

  it("let two instances racing on a fresh database agree: the first to write wins, the other refuses", async () => {
    const database = await createTestDb();
    const results = await Promise.allSettled([
      verifySecretChecks(database.db, inUse(KEY_A, SECRET_A)),
      verifySecretChecks(database.db, inUse(KEY_B, SECRET_B)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason)).toEqual([
      expect.any(SecretMismatchError),
    ]);
    await database.close();
  });
});

describe("a start with generated secrets", () => {
  it("refuses when the data folder's secrets.json was replaced (PGlite)", { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ripple-secrets-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const first = await createServerDeps(config);
    await first.database.close();
    const original = readFileSync(secretsFile(dataDir));
    rmSync(secretsFile(dataDir)); // a new secrets.json is generated next time
    const error = await mismatch(createServerDeps(config));
    expect(error.names).toEqual(["ENCRYPTION_KEY", "AUTH_SECRET"]);
    expect(error.message).toContain(`took it from ${secretsFile(dataDir)}`);
    // the refused start let go of the data folder: with the right secrets it starts again
    writeFileSync(secretsFile(dataDir), original);
    const again = await createServerDeps(config);
    await again.database.close();
  });

  const adminUrl = testEnv().TEST_DATABASE_URL;
  it.skipIf(!adminUrl)("refuses a second instance with a fresh DATA_DIR on the same PostgreSQL database", { timeout: 60_000 }, async () => {
    const name = `ripple_secrets_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const instance = (dir: string) => createServerDeps(loadConfig({ DATA_DIR: dir, DATABASE_URL: url.toString(), LOG_LEVEL: "silent" }));
      const firstDir = mkdtempSync(path.join(tmpdir(), "ripple-pg-a-"));
      const first = await instance(firstDir);
      const secondDir = mkdtempSync(path.join(tmpdir(), "ripple-pg-b-"));
      const error = await mismatch(instance(secondDir));
      expect(error.names).toEqual(["ENCRYPTION_KEY", "AUTH_SECRET"]);
      expect(error.message).toContain(secretsFile(secondDir));
      // a second instance given the first one's secrets starts
      const { authSecret, encryptionKey } = (await import("./secrets")).loadOrCreateSecrets(firstDir);
      const second = await createServerDeps(
        loadConfig({
          DATA_DIR: secondDir,
          DATABASE_URL: url.toString(),
          LOG_LEVEL: "silent",
          AUTH_SECRET: authSecret,
          ENCRYPTION_KEY: encryptionKey,
        }),
      );
      await second.database.close();
      await first.database.close();
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
