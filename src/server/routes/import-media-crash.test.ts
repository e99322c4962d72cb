// An import of a Day One ZIP with media killed with SIGKILL in the middle (decision 053): the real
// server (src/server/index.ts on a PGlite data folder, or PostgreSQL with TEST_DATABASE_URL) in a child process is killed once it has
// reported a few entries written (a progress line, not a time). Then the database holds each entry
// either with all its media or not at all, and no media row without its entry; the ZIP spooled by
// the dead process is still on disk until the next start removes it; importing the same file again
// writes exactly the rest, and the journal is complete.
import { randomBytes, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../domain/contract/media";
import { ImportProgressEventSchema, ImportSummarySchema } from "../../domain/contract/transfer";
import type { JournalEntry } from "../../domain/types";
import type { FixtureEntry } from "../../../tests/setup/dayone-zip";
import { dayOneIdentifier, writeDayOneZip } from "../../../tests/setup/dayone-zip";
import type { Server } from "../../../tests/setup/server-process";
import { startServerProcess } from "../../../tests/setup/server-process";
import postgres from "postgres";
import { databaseKinds } from "../../../tests/setup/test-db";
import { testEnv } from "../../../tests/setup/test-env";
import type { DatabaseKind } from "../db/create-db";
import { createDb } from "../db/create-db";
import { spoolDir } from "../transfer/spool";

const ENTRIES = 40;
/** Progress lines (entries written) before the kill. */
const KILL_AFTER = 4;

const hyphenated = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toLowerCase();

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

async function signIn(server: Server, account: { email: string; password: string }, signUp: boolean): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${server.origin}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify(body),
    });
  if (signUp) expect((await post("/api/auth/sign-up/email", { name: "Crash Test", ...account })).status).toBe(200);
  const response = await post("/api/auth/sign-in/email", account);
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function postZip(server: Server, cookie: string, file: string, accept: string) {
  return fetch(`${server.origin}/api/import`, {
    method: "POST",
    headers: { "content-type": "application/zip", accept, origin: server.origin, cookie },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
}

const startServer = (dataDir: string, databaseUrl: string, port: number) =>
  startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ENCRYPTION_KEY: "cd".repeat(32),
    AUTH_SECRET: "crash-test-auth-secret-0123456789abcdef",
    AUTH_RATE_LIMIT_MAX: "100000",
  });

/** A fresh PostgreSQL database beside TEST_DATABASE_URL (dropped afterwards), or "" for PGlite in the data folder. */
async function databaseFor(kind: DatabaseKind): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === "pglite") return { url: "", drop: async () => {} };
  const adminUrl = testEnv().TEST_DATABASE_URL!;
  const name = `ripple_crash_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(databaseKinds())("an import with media killed with SIGKILL on %s", (kind) => {
  let work: string;
  let database: { url: string; drop: () => Promise<void> };
  let servers: Server[] = [];
  const entries: FixtureEntry[] = Array.from({ length: ENTRIES }, (_, index) => ({
    uuid: randomUUID().replace(/-/g, ""),
    creationDate: new Date(Date.UTC(2025, 0, 1 + index, 9)).toISOString(),
    text: `Day ${index + 1}: a walk, a photo or two and a few words.`,
    photos: [
      { identifier: dayOneIdentifier(), extension: "jpeg", bytes: new Uint8Array(randomBytes(150_000 + index)) },
      { identifier: dayOneIdentifier(), extension: "jpeg", bytes: new Uint8Array(randomBytes(90_000 + index)) },
    ],
    audios: [{ identifier: dayOneIdentifier(), extension: "m4a", bytes: new Uint8Array(randomBytes(60_000 + index)), duration: 4 }],
  }));
  const mediaCount = new Map(entries.map((entry) => [hyphenated(entry.uuid), 3]));

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "ripple-crash-"));
    database = await databaseFor(kind);
    await writeDayOneZip(path.join(work, "dayone.zip"), entries);
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await rm(work, { recursive: true, force: true });
    await database?.drop();
  });

  it("leaves each entry whole or absent, and importing again finishes the rest", async () => {
    const dataDir = path.join(work, "data");
    const zip = path.join(work, "dayone.zip");
    const port = 4300 + Math.floor(Math.random() * 500);
    const account = { email: `crash-${randomUUID()}@example.com`, password: "crash test password 1" };

    const first = await startServer(dataDir, database.url, port);
    servers.push(first);
    const cookie = await signIn(first, account, true);
    const response = await postZip(first, cookie, zip, "application/x-ndjson");
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let pending = "";
    let progress = 0;
    while (progress < KILL_AFTER) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines.filter((one) => one.trim() !== "")) {
        if (ImportProgressEventSchema.parse(JSON.parse(line)).type === "progress") progress += 1;
      }
    }
    expect(progress).toBe(KILL_AFTER);
    first.child.kill("SIGKILL");
    await first.exited;
    await reader.cancel().catch(() => {});
    servers = [];

    // the dead process's spooled ZIP is still there
    const leftovers = (await readdir(spoolDir())).filter((name) => name.startsWith(`import-${first.child.pid}-`));
    expect(leftovers).toHaveLength(1);

    // the database as the kill left it (PGlite recovers its folder on opening)
    const db = await createDb(kind === "pglite" ? { dataDir } : { databaseUrl: database.url });
    try {
      const present = rowsOf(await db.db.execute(sql`select id::text as id from journal_entries`)).map((row) => String(row.id));
      const counts = rowsOf(
        await db.db.execute(sql`select entry_id::text as entry, count(*)::int as n from entry_media group by entry_id`),
      );
      const orphans = rowsOf(
        await db.db.execute(
          sql`select count(*)::int as n from entry_media m where not exists (select 1 from journal_entries e where e.user_id = m.user_id and e.id = m.entry_id)`,
        ),
      );
      expect(present.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(present.length).toBeLessThan(ENTRIES);
      for (const id of present) expect(counts.find((row) => row.entry === id)?.n, id).toBe(mediaCount.get(id));
      expect(counts.every((row) => present.includes(String(row.entry)))).toBe(true);
      expect(orphans[0]?.n).toBe(0);
    } finally {
      await db.close();
    }

    // a new start removes the dead process's file; the same ZIP again writes the rest
    const second = await startServer(dataDir, database.url, port + 1);
    servers.push(second);
    expect((await readdir(spoolDir())).filter((name) => name.startsWith(`import-${first.child.pid}-`))).toEqual([]);
    const again = await signIn(second, account, false);
    const answer = await postZip(second, again, zip, "application/json");
    expect(answer.status).toBe(200);
    const summary = ImportSummarySchema.parse(await answer.json());
    expect(summary.failed).toEqual([]);
    expect(summary.imported + summary.skipped).toBe(ENTRIES);
    expect(summary.skipped).toBeGreaterThanOrEqual(KILL_AFTER);
    const page = (await (
      await fetch(`${second.origin}/api/entries?limit=200`, { headers: { cookie: again, origin: second.origin } })
    ).json()) as {
      entries: (JournalEntry & { media?: MediaItem[] })[];
    };
    expect(page.entries).toHaveLength(ENTRIES);
    for (const entry of page.entries) expect(entry.media?.length, entry.id).toBe(3);
    // two real server processes start (migrations included), one is killed after its fourth progress
    // line and the other imports the rest: each step waits for its event; this bounds a busy machine
  }, 120_000);
});
