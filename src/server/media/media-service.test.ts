// Writing an entry and its media as one (decision 050), as an import does, on PGlite and on PostgreSQL
// when TEST_DATABASE_URL is set: bytes staged first, the entry row and the media rows committed in
// one transaction; a write that fails before the commit leaves no entry and no item, only bytes no
// row points to, which the sweep removes once past the grace period (by an injected clock).
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import { serialiseEntryPayload } from "../../domain/entries/sealed-entry";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ENCRYPTION_KEY, createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { journalEntries } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { createDbMediaStore } from "./db-media-store";
import { SWEEP_GRACE_MS, createMediaService } from "./media-service";
import type { MediaService } from "./media-service";

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

describe.each(databaseKinds())("an entry with its media written as one on %s", (kind) => {
  let t: TestApp;
  let media: MediaService;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ kind });
    media = createMediaService({
      db: t.database.db,
      encryptionKey: TEST_ENCRYPTION_KEY,
      store: createDbMediaStore(t.database.db),
      quotaBytes: 10 * 1024 * 1024,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The entry row as an import writes it. */
  const entryRow = (userId: string, id: string) => {
    const { id: _id, ...payload } = buildEntryInput({ id });
    return {
      id,
      userId,
      sealed: t.cipher.seal(serialiseEntryPayload({ ...payload, mood: "positive" }), {
        purpose: SEAL_PURPOSE.entry,
        userId,
        rowId: id,
      }),
    };
  };
  const count = async (table: "journal_entries" | "entry_media" | "entry_media_chunks", userId: string) =>
    Number(
      rowsOf(await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`))[0]?.n,
    );
  const stage = (userId: string, entryId: string, bytes: Uint8Array, kindOf: "audio" | "photo" = "audio") =>
    media.stage({
      userId,
      entryId,
      mediaId: randomUUID(),
      kind: kindOf,
      contentType: kindOf === "audio" ? "audio/webm" : "image/jpeg",
      sealed: false,
      body: once(bytes),
    });

  it("commits the entry and its items together, readable at once", async () => {
    const { userId } = await t.signUp();
    const entryId = randomUUID();
    const audio = randomBytes(3000);
    const staged = [await stage(userId, entryId, audio), await stage(userId, entryId, randomBytes(500), "photo")];
    await t.database.db.transaction(async (tx) => {
      await tx.insert(journalEntries).values(entryRow(userId, entryId));
      for (const item of staged) expect((await media.attach(tx, item)).created).toBe(true);
    });
    expect((await media.listForEntries(userId, [entryId])).get(entryId)?.map((m) => m.kind)).toEqual(["audio", "photo"]);
    const opened = await media.open(userId, entryId, staged[0]!.mediaId);
    const parts: Uint8Array[] = [];
    for await (const part of opened!.body) parts.push(part);
    expect(Buffer.concat(parts).equals(audio)).toBe(true);
  });

  it("leaves neither entry nor item when the write stops before its commit, and sweeps the staged bytes later", async () => {
    const { userId } = await t.signUp();
    const entryId = randomUUID();
    const staged = [await stage(userId, entryId, randomBytes(1000)), await stage(userId, entryId, randomBytes(1000), "photo")];
    const stopped = t.database.db.transaction(async (tx) => {
      await tx.insert(journalEntries).values(entryRow(userId, entryId));
      await media.attach(tx, staged[0]!);
      // the process dies here: nothing of this transaction is committed
      throw new Error("stopped mid-write");
    });
    await expect(stopped).rejects.toThrow("stopped mid-write");
    expect(await count("journal_entries", userId)).toBe(0);
    expect(await count("entry_media", userId)).toBe(0);
    expect(await count("entry_media_chunks", userId)).toBe(2);
    clock = new Date();
    expect(await media.sweep()).toBe(0);
    clock = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
    expect(await media.sweep()).toBeGreaterThanOrEqual(2);
    expect(await count("entry_media_chunks", userId)).toBe(0);
  });

  it("refuses an item for an entry that is not there (404), and another person's", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const entryId = randomUUID();
    await t.database.db.insert(journalEntries).values(entryRow(ada.userId, entryId));
    const staged = await stage(bob.userId, entryId, randomBytes(10));
    const refused = await t.database.db.transaction((tx) => media.attach(tx, staged)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(404);
    await media.discard(staged);
    expect(await count("entry_media_chunks", bob.userId)).toBe(0);
  });
});
