// A private journal's guard holds at the moment of the write (decision 031): a write whose request
// was let in while the journal was ordinary, and which reaches the database after it turned
// private, is refused with the 409 — a reflection, an entry, an edit, a re-analysis, an import
// batch, an entry put back. Finishing a switch waits for the writes in flight and counts them.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrivateJournalKeys } from "../../domain/contract/private-journal";
import { EntryInputSchema } from "../../domain/entries/entry-schema";
import { buildEntryInput, buildPayload } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { testEnv } from "../../../tests/setup/test-env";
import { createPrivateGuard } from "../lib/private-guard";
import { HttpError } from "../lib/http-error";
import { createEntryImport } from "./entry-import";
import { createEntryQueries } from "./entry-queries";
import { createPrivateJournalQueries, refuseWhilePrivate } from "./private-journal-queries";
import { journalEntries } from "./schema";

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");
const keys = (): PrivateJournalKeys => ({
  version: 1,
  passphrase: {
    kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
    wrapped: { nonce: b64(12), sealed: b64(48) },
  },
  recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
});
const anEntry = () => EntryInputSchema.parse(buildEntryInput());
const browserEnvelope = () => Buffer.concat([Buffer.of(0x80), randomBytes(12 + 64 + 16)]);

/** Resolves to the error a promise rejects with (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome, "the write was accepted").toBeInstanceOf(HttpError);
  return outcome as HttpError;
}

describe.each(databaseKinds())("a private journal's guard at the moment of the write on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const parts = () => {
    const entries = createEntryQueries(t.database.db, t.cipher);
    const journals = createPrivateJournalQueries(t.database.db);
    return { entries, journals, guard: createPrivateGuard(journals), importer: createEntryImport(t.database.db, t.cipher) };
  };
  const readableCount = async (userId: string) => {
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from journal_entries where user_id = ${userId} and get_byte(sealed, 0) < 128`,
    )) as unknown as { n: number }[] | { rows: { n: number }[] };
    return (Array.isArray(rows) ? rows : rows.rows)[0]!.n;
  };

  it("refuses a readable write let in while ordinary that lands after the journal is on", async () => {
    const { userId } = await t.signUp();
    const { entries, journals, guard, importer } = parts();
    await guard(userId); // the request's own check passes: the journal is ordinary
    // meanwhile another device turns it on, and finishes (nothing readable yet)
    expect(await journals.start(userId, keys())).toBe(true);
    expect(await journals.complete(userId)).toEqual({ kind: "done" });
    expect((await journals.get(userId))?.status).toBe("on");

    const saved = await refusal(entries.save(userId, anEntry()));
    expect({ status: saved.status, code: saved.code }).toEqual({ status: 409, code: "private_journal" });
    const imported = await refusal(
      importer.insert(userId, [
        { id: randomUUID(), createdAt: "2026-01-02T10:00:00.000Z", updatedAt: "2026-01-02T10:00:00.000Z", payload: buildPayload() },
      ]),
    );
    expect(imported.code).toBe("private_journal");
    expect(await readableCount(userId)).toBe(0);
  });

  it("refuses an edit, a re-analysis's rewrite and an entry put back once the journal is turning on", async () => {
    const { userId } = await t.signUp();
    const { entries, journals, guard } = parts();
    const saved = await entries.save(userId, anEntry());
    const id = saved!.entry.id;
    const before = await entries.current(userId, id);
    if (before.kind !== "entry") throw new Error("the entry was not saved");
    await guard(userId);
    expect(await journals.start(userId, keys())).toBe(true);

    expect(
      (await refusal(entries.edit(userId, id, { entryText: "late words", baseUpdatedAt: saved!.entry.updatedAt, at: new Date() }))).code,
    ).toBe("private_journal");
    const payload = { ...buildPayload(), entryText: "late analysis" };
    expect((await refusal(entries.rewrite(userId, id, before.version, { payload, at: new Date() }))).code).toBe("private_journal");
    // sealed in the browser, then put back as if the journal were being turned off: not while turning on
    await journals.putSealed(userId, id, browserEnvelope());
    expect((await refusal(entries.unseal(userId, id, payload))).code).toBe("private_journal");
    expect(await readableCount(userId)).toBe(0);
  });

  it("refuses a browser envelope let in while private that lands after the journal was turned off", async () => {
    const { userId } = await t.signUp();
    const { journals } = parts();
    await journals.start(userId, keys());
    expect(await journals.get(userId)).not.toBeNull(); // the request's own check passes
    await journals.move(userId, ["enabling"], "disabling");
    expect(await journals.completeDisable(userId)).toEqual({ kind: "done" });
    const refused = await refusal(journals.putSealed(userId, randomUUID(), browserEnvelope()));
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 409, code: "no_private_journal" });
  });

  it("through the API: turning it on counts what was written before, and later writes are refused", async () => {
    const { cookie, userId } = await t.signUp();
    const post = (path: string, json?: unknown) => t.request(path, { method: "POST", cookie, json });
    expect((await post("/api/entries", buildEntryInput())).status).toBe(201);
    expect((await post("/api/private-journal", { keys: keys() })).status).toBe(201);
    const early = await post("/api/private-journal/complete");
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe("entries_remaining");
    expect((await createPrivateJournalQueries(t.database.db).get(userId))?.status).toBe("enabling");
  });
});

// Two connections at once (PGlite has one, so its transactions never overlap): a readable write
// still open when turning on is finished is waited for and counted.
describe.skipIf(!databaseKinds().includes("postgres"))("a write in flight while the journal is turned on, on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: "postgres" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("turning on waits for the write, then counts it: never on with a readable entry", async () => {
    const { userId } = await t.signUp();
    const journals = createPrivateJournalQueries(t.database.db);
    const [{ name }] = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as [{ name: string }];
    const url = new URL(testEnv().TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // the writer: its own connection, a transaction that checked the state (ordinary) and wrote,
    // held open until the switch is seen waiting for it
    const writer = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const other = postgres(url.toString(), { max: 1, onnotice: () => {} });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const writing = drizzle(writer).transaction(async (tx) => {
      await refuseWhilePrivate(tx, userId);
      await tx.insert(journalEntries).values({ id: randomUUID(), userId, sealed: Buffer.from([2, ...randomBytes(40)]) });
      wrote();
      await held;
    });
    try {
      await written;
      expect(await journals.start(userId, keys())).toBe(true);
      let settled = false;
      const completing = journals.complete(userId).finally(() => (settled = true));
      // until the switch is seen waiting for the writer's lock (an event the database reports), or
      // has finished without waiting (the fault this guards against)
      while (!settled) {
        const waiting = await other`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
        if (waiting[0]!.n > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      release();
      await writing;
      expect(await completing).toEqual({ kind: "remaining", count: 1 });
      expect((await journals.get(userId))?.status).toBe("enabling");
    } finally {
      release();
      await writing.catch(() => {});
      await writer.end();
      await other.end();
    }
  });
});
