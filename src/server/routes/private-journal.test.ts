// /api/private-journal and the private journal's entry writes (decision 021) on the real app: the key
// material kept as given, turning it on only once every entry is sealed in the browser, the
// writes that would keep words in the clear refused meanwhile, browser envelopes kept as they
// are, "Ask the AI about this" answered and kept nowhere, and turning it off.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntryChangesResponse, EntryPageResponse } from "../../domain/contract/entries";
import type { PrivateJournalKeys, PrivateJournalState } from "../../domain/contract/private-journal";
import { buildEntryInput } from "../../../tests/setup/factories";
import { CALM_REFLECTION, reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");

function keys(): PrivateJournalKeys {
  return {
    version: 1,
    passphrase: {
      kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
      wrapped: { nonce: b64(12), sealed: b64(48) },
    },
    recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
  };
}

/** A browser envelope as the server sees one: format 0x80, a nonce, bytes it cannot read. */
const browserEnvelope = (size = 200) => Buffer.concat([Buffer.of(0x80), randomBytes(12 + size + 16)]).toString("base64");

const PRIVATE_MESSAGE = "Your journal is private: entries are sealed on your device, so this cannot be saved on the server in the clear.";

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

describe.each(databaseKinds())("the private journal on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (cookie: string, path: string, method = "GET", json?: unknown) => {
    const response = await t.request(path, { method, cookie, json });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const state = async (cookie: string) => (await call(cookie, "/api/private-journal")).body as PrivateJournalState;
  const putSealed = (cookie: string, id: string, json: unknown) => call(cookie, `/api/entries/${id}/sealed`, "PUT", json);

  it("keeps the wrapped keys as given, once; another account sees none", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    expect(await state(ada.cookie)).toEqual({ status: "off" });
    const given = keys();
    const started = await call(ada.cookie, "/api/private-journal", "POST", { keys: given });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ status: "enabling", keys: given, updatedAt: expect.any(String) });
    expect(await state(ada.cookie)).toMatchObject({ status: "enabling", keys: given });
    expect((await call(ada.cookie, "/api/private-journal", "POST", { keys: keys() })).status).toBe(409);
    expect(await state(bob.cookie)).toEqual({ status: "off" });
    expect((await call(bob.cookie, "/api/private-journal/keys", "PUT", { keys: keys() })).status).toBe(409);
  });

  it.each([
    ["a key that is not base64", (k: PrivateJournalKeys) => ({ ...k, recovery: { ...k.recovery, salt: "not base64!" } })],
    [
      "Argon2id memory below 19 MiB",
      (k: PrivateJournalKeys) => ({ ...k, passphrase: { ...k.passphrase, kdf: { ...k.passphrase.kdf, memoryKiB: 1024 } } }),
    ],
    [
      "a wrapped key of the wrong size",
      (k: PrivateJournalKeys) => ({ ...k, passphrase: { ...k.passphrase, wrapped: { nonce: b64(12), sealed: b64(32) } } }),
    ],
    ["a key in clear beside the wraps", (k: PrivateJournalKeys) => ({ ...k, key: b64(32) })],
  ])("refuses key material with %s (400)", async (_name, spoil) => {
    const { cookie } = await t.signUp();
    expect((await call(cookie, "/api/private-journal", "POST", { keys: spoil(keys()) })).status).toBe(400);
    expect(await state(cookie)).toEqual({ status: "off" });
  });

  it("turns on only when every entry is sealed in the browser, refusing writes in the clear meanwhile", async () => {
    const { cookie, userId } = await t.signUp();
    const ordinary = buildEntryInput({ entryText: "Written before it was private" });
    expect((await call(cookie, "/api/entries", "POST", ordinary)).status).toBe(201);
    expect((await call(cookie, "/api/private-journal", "POST", { keys: keys() })).status).toBe(201);

    const refusals = [
      await reflect(t, cookie),
      await call(cookie, "/api/entries", "POST", buildEntryInput()),
      await call(cookie, `/api/entries/${ordinary.id}`, "PATCH", { entryText: "edited", baseUpdatedAt: new Date().toISOString() }),
      await call(cookie, `/api/entries/${ordinary.id}/reanalyse`, "POST"),
      await call(cookie, "/api/conversations", "POST", {
        id: randomUUID(),
        duration: 30,
        messages: [{ id: "m1", type: "user", content: CALM_REFLECTION, timestamp: new Date().toISOString() }],
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: { code: "private_journal", message: PRIVATE_MESSAGE } });
    }
    const imported = await t.request("/api/import?dryRun=1", {
      method: "POST",
      cookie,
      headers: { "content-type": "text/markdown" },
      body: "# A day\n\nWords that must not reach the server.",
    });
    expect(imported.status).toBe(409);
    // a conversational turn saves nothing, and is still answered
    expect((await reflect(t, cookie, { mode: "conversational" })).status).toBe(200);

    const early = await call(cookie, "/api/private-journal/complete", "POST");
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: { code: "entries_remaining", message: "1 entry is still readable by the server: finish them first." },
    });

    const sealed = browserEnvelope();
    const replaced = await putSealed(cookie, ordinary.id, { envelope: sealed });
    expect(replaced.status).toBe(200);
    expect(Date.parse(replaced.body.updatedAt as string)).toBeGreaterThan(Date.parse(replaced.body.createdAt as string));
    const rows = rowsOf(
      await t.database.db.execute(
        sql`select encode(sealed, 'base64') as sealed, sealed_reply from journal_entries where user_id = ${userId}`,
      ),
    );
    expect(rows.map((row) => String(row.sealed).replace(/\s/g, ""))).toEqual([sealed]);
    expect(rows[0]!.sealed_reply).toBeNull();

    const done = await call(cookie, "/api/private-journal/complete", "POST");
    expect(done).toMatchObject({ status: 200, body: { status: "on" } });
    expect((await call(cookie, "/api/private-journal/complete", "POST")).status).toBe(200);
    expect((await reflect(t, cookie)).status).toBe(409);
  });

  it("keeps entries sealed in the browser as they are, new ones dated as asked (never later than now), in the list and the changes", async () => {
    const { cookie } = await t.signUp();
    const id = randomUUID();
    expect((await putSealed(cookie, id, { envelope: browserEnvelope() })).status).toBe(409); // no private journal
    await call(cookie, "/api/private-journal", "POST", { keys: keys() });

    const envelope = browserEnvelope();
    const created = await putSealed(cookie, id, { envelope, createdAt: "2026-11-20T07:45:00.000Z" });
    expect(created).toEqual({ status: 201, body: { id, createdAt: "2026-11-20T07:45:00.000Z", updatedAt: expect.any(String) } });
    const ahead = await putSealed(cookie, randomUUID(), { envelope: browserEnvelope(), createdAt: "2099-01-01T00:00:00.000Z" });
    expect(Date.parse(ahead.body.createdAt as string)).toBeLessThanOrEqual(Date.now() + 1_000);

    const page = (await call(cookie, "/api/entries")).body as unknown as EntryPageResponse;
    expect(page.entries).toEqual([]);
    expect(page.sealed.find((entry) => entry.id === id)).toEqual({
      id,
      createdAt: "2026-11-20T07:45:00.000Z",
      updatedAt: created.body.updatedAt,
      envelope,
    });
    const changes = (await call(cookie, "/api/entries/changes")).body as unknown as EntryChangesResponse;
    expect(changes.sealed.map((entry) => entry.id)).toContain(id);

    for (const [name, body] of [
      ["a server envelope", { envelope: Buffer.concat([Buffer.of(0x02), randomBytes(60)]).toString("base64") }],
      ["a too short one", { envelope: Buffer.of(0x80, 1, 2).toString("base64") }],
      ["text that is not base64", { envelope: "words in clear" }],
      ["an unknown field", { envelope: browserEnvelope(), entryText: "words" }],
    ] as const) {
      const refused = await putSealed(cookie, randomUUID(), body);
      expect(refused.status, name).toBe(400);
    }
    expect((await putSealed(cookie, "not-a-uuid", { envelope: browserEnvelope() })).status).toBe(404);
  });

  it("answers 'Ask the AI about this' and keeps nothing of it: not in any table, not in the logs", async () => {
    const { cookie } = await t.signUp();
    await call(cookie, "/api/private-journal", "POST", { keys: keys() });
    const word = `Quillwort${randomBytes(4).toString("hex")}`;
    t.logLines.length = 0;
    const asked = await reflect(t, cookie, { transcript: `${CALM_REFLECTION} The ${word} by the lake made me smile.`, ephemeral: true });
    expect(asked.status).toBe(200);
    expect(asked.body.entry).toBeNull();
    expect(asked.body.result.shouldShowAnalysis).toBe(true);
    expect(asked.body.result.aiResponse.length).toBeGreaterThan(10);

    const tables = rowsOf(await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`));
    let dump = "";
    for (const { table_name: table } of tables) {
      dump += JSON.stringify(rowsOf(await t.database.db.execute(sql.raw(`select * from "${String(table)}"`))));
    }
    expect(dump.length).toBeGreaterThan(100);
    expect(dump).not.toContain(word);
    expect(t.logLines.join("\n")).not.toContain(word);
    expect(t.logLines.some((line) => line.includes('"ephemeral":true'))).toBe(true);
  });

  it("changes the wrapped keys only, while it is on", async () => {
    const { cookie } = await t.signUp();
    const first = keys();
    await call(cookie, "/api/private-journal", "POST", { keys: first });
    const next = { ...first, passphrase: keys().passphrase };
    const changed = await call(cookie, "/api/private-journal/keys", "PUT", { keys: next });
    expect(changed).toMatchObject({ status: 200, body: { status: "enabling", keys: next } });
  });

  it("turns off only when no entry is sealed in the browser any more, lifting the guard meanwhile, and forgets the keys", async () => {
    const { cookie } = await t.signUp();
    await call(cookie, "/api/private-journal", "POST", { keys: keys() });
    const id = randomUUID();
    await putSealed(cookie, id, { envelope: browserEnvelope() });
    expect((await call(cookie, "/api/private-journal/complete", "POST")).status).toBe(200);
    expect((await call(cookie, "/api/private-journal/disable/complete", "POST")).status).toBe(409); // not turning off

    expect((await call(cookie, "/api/private-journal/disable", "POST")).body).toMatchObject({ status: "disabling" });
    expect((await call(cookie, "/api/private-journal/keys", "PUT", { keys: keys() })).status).toBe(409);
    expect((await call(cookie, "/api/entries", "POST", buildEntryInput({ entryText: "Back in the clear" }))).status).toBe(201);
    const early = await call(cookie, "/api/private-journal/disable/complete", "POST");
    expect(early).toEqual({
      status: 409,
      body: { error: { code: "entries_remaining", message: "1 entry is still sealed: finish them first." } },
    });
    // the browser opens it and puts it back as an ordinary entry, which the server can read again
    const back = { ...buildEntryInput({ id, entryText: "Opened in the browser and put back" }), editedAt: "2026-11-20T09:30:00.000Z" };
    expect((await call(cookie, `/api/entries/${randomUUID()}`, "PUT", back)).status).toBe(400); // path and body disagree
    const put = await call(cookie, `/api/entries/${id}`, "PUT", back);
    // when its words were last edited survives the trip
    expect(put).toMatchObject({
      status: 200,
      body: { entry: { id, entryText: "Opened in the browser and put back", editedAt: "2026-11-20T09:30:00.000Z" } },
    });
    expect((await call(cookie, `/api/entries/${id}`, "PUT", back)).status).toBe(404); // not sealed any more
    const page = (await call(cookie, "/api/entries")).body as unknown as EntryPageResponse;
    expect(page.sealed).toEqual([]);
    expect(page.entries.map((entry) => entry.entryText).sort()).toEqual(["Back in the clear", "Opened in the browser and put back"]);
    expect((await call(cookie, "/api/private-journal/disable/complete", "POST")).body).toEqual({ status: "off" });
    // only while turning it off
    expect((await call(cookie, `/api/entries/${id}`, "PUT", back)).status).toBe(409);
    expect(await state(cookie)).toEqual({ status: "off" });
    expect((await call(cookie, "/api/private-journal/disable", "POST")).status).toBe(409);
    expect((await reflect(t, cookie)).status).toBe(201);
  });

  it("exports a private journal's entries as the ciphertext they are, and says so; CSV cannot hold them and says why", async () => {
    const { cookie } = await t.signUp();
    const ordinary = buildEntryInput({ entryText: "Still ordinary while turning on" });
    expect((await call(cookie, "/api/entries", "POST", ordinary)).status).toBe(201);
    expect((await call(cookie, "/api/private-journal", "POST", { keys: keys() })).status).toBe(201);
    const envelope = browserEnvelope();
    expect((await putSealed(cookie, randomUUID(), { envelope })).status).toBe(201);

    const json = await call(cookie, "/api/export?format=json");
    expect(json.status).toBe(200);
    expect(json.body.sealed).toEqual([expect.objectContaining({ envelope })]);
    expect(json.body.notice).toContain("1 entry is sealed on your devices");
    expect((json.body.entries as { id: string }[]).map((entry) => entry.id)).toEqual([ordinary.id]);

    const zip = await t.request("/api/export?format=markdown", { cookie });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(strFromU8(files["PRIVATE-JOURNAL.txt"]!)).toContain("Export your journal in Ripple");
    expect(Object.keys(files)).toHaveLength(2);

    const csv = await call(cookie, "/api/export?format=csv");
    expect(csv.status).toBe(409);
    expect(csv.body).toEqual({ error: { code: "private_journal", message: expect.stringContaining("opens them in your browser") } });

    const { cookie: plain } = await t.signUp();
    expect((await call(plain, "/api/export?format=json")).body).not.toHaveProperty("notice");
    expect((await t.request("/api/export?format=csv", { cookie: plain })).status).toBe(200);
  });
});
