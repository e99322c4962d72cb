// Builds one migrated database template per test run, which each test database copies instead of
// migrating its own: a PGlite data folder (a clone ≈0.4 s instead of ≈2.3 s) and, when
// TEST_DATABASE_URL is set, a PostgreSQL template database (CREATE DATABASE … TEMPLATE ≈0.1 s
// instead of ≈0.5 s with the migrations), dropped when the run ends.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createDb } from "../../src/server/db/create-db";
import { testEnv } from "./test-env";

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  const database = await createDb({ pglite });
  const dump = await pglite.dumpDataDir("none");
  const file = path.join(tmpdir(), `ripple-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);

  const adminUrl = testEnv().TEST_DATABASE_URL;
  if (!adminUrl) return;
  const template = `ripple_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  // migrated, then closed: a database is copied only while no one is connected to it
  await (await createDb({ databaseUrl: url.toString() })).close();
  project.provide("postgresTemplate", template);
  return () => adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Set when TEST_DATABASE_URL is. */
    postgresTemplate?: string;
  }
}
