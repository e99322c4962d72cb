// An entry's id in any letter case names the same entry. The database's uuid type keeps it lower
// case while each envelope is bound to the id it was sealed with (decision 013), so a client that
// writes its UUIDs in upper case (Swift's uuidString does) must find every entry readable after a
// 2xx — on every route that takes an id, in the body or in the path (decision 030).
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntryPageResponse } from "../../domain/contract/entries";
import type { PrivateJournalKeys } from "../../domain/contract/private-journal";
import { buildEntryInput } from "../../../tests/setup/factories";
import { CALM_REFLECTION } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");
const keys = (): PrivateJournalKeys => ({
  version: 1,
  passphrase: {
    kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
    wrapped: { nonce: b64(12), sealed: b64(48) },
  },
  recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
});
const browserEnvelope = () => Buffer.concat([Buffer.of(0x80), randomBytes(12 + 64 + 16)]).toString("base64");

/** A fresh id in upper case (as Swift writes it) and the same id as the database prints it. */
function upperId(): { upper: string; lower: string } {
  const lower = randomUUID();
  return { upper: lower.toUpperCase(), lower };
}

describe.each(databaseKinds())("ids in upper case on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (cookie: string, path: string, method = "GET", json?: unknown) => {
    const response = await t.request(path, { method, cookie, json });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  };
  const page = async (cookie: string) => (await call(cookie, "/api/entries")).body as unknown as EntryPageResponse;

  /** The entry is listed readable under its lower-case id, and nothing is unreadable. */
  async function expectReadable(cookie: string, lower: string, entryText?: string) {
    const listed = await page(cookie);
    expect(listed.unreadable).toEqual([]);
    const entry = listed.entries.find((e) => e.id === lower);
    expect(entry).toBeDefined();
    if (entryText !== undefined) expect(entry!.entryText).toBe(entryText);
  }

  it("POST /api/entries: answered under the lower-case id, readable, and the same id in either case is the same entry", async () => {
    const { cookie } = await t.signUp();
    const { upper, lower } = upperId();
    const saved = await call(cookie, "/api/entries", "POST", buildEntryInput({ id: upper }));
    expect(saved.status).toBe(201);
    expect((saved.body.entry as { id: string }).id).toBe(lower);
    await expectReadable(cookie, lower);
    expect((await call(cookie, "/api/entries", "POST", buildEntryInput({ id: lower }))).status).toBe(200);
    expect((await call(cookie, "/api/entries", "POST", buildEntryInput({ id: upper }))).status).toBe(200);
  });

  it("POST /api/reflections: readable, and a retry in the other case answers from storage", async () => {
    const { cookie } = await t.signUp();
    const { upper, lower } = upperId();
    const body = { transcript: CALM_REFLECTION, duration: 30 };
    const first = await call(cookie, "/api/reflections", "POST", { ...body, id: upper });
    expect(first.status).toBe(201);
    expect((first.body.entry as { id: string }).id).toBe(lower);
    await expectReadable(cookie, lower, CALM_REFLECTION);
    const retry = await call(cookie, "/api/reflections", "POST", { ...body, id: lower });
    expect(retry.status).toBe(200);
    expect((retry.body.result as { aiResponse: string }).aiResponse).toBe((first.body.result as { aiResponse: string }).aiResponse);
  });

  it("POST /api/conversations: readable under the lower-case id", async () => {
    const { cookie } = await t.signUp();
    const { upper, lower } = upperId();
    const saved = await call(cookie, "/api/conversations", "POST", {
      id: upper,
      duration: 30,
      messages: [{ id: "m1", type: "user", content: CALM_REFLECTION, timestamp: new Date().toISOString() }],
    });
    expect(saved.status).toBe(201);
    expect((saved.body.entry as { id: string }).id).toBe(lower);
    await expectReadable(cookie, lower, CALM_REFLECTION);
  });

  it("PATCH and POST …/reanalyse with the id in upper case keep the entry readable", async () => {
    const { cookie } = await t.signUp();
    const { upper, lower } = upperId();
    const saved = await call(cookie, "/api/entries", "POST", buildEntryInput({ id: lower }));
    const edited = await call(cookie, `/api/entries/${upper}`, "PATCH", {
      entryText: "Edited from a phone",
      baseUpdatedAt: (saved.body.entry as { updatedAt: string }).updatedAt,
    });
    expect(edited.status).toBe(200);
    expect((edited.body.entry as { id: string }).id).toBe(lower);
    await expectReadable(cookie, lower, "Edited from a phone");

    const reanalysed = await call(cookie, `/api/entries/${upper}/reanalyse`, "POST");
    expect(reanalysed.status).toBe(200);
    expect((reanalysed.body.entry as { id: string }).id).toBe(lower);
    await expectReadable(cookie, lower, "Edited from a phone");
  });

  it("PUT …/sealed and PUT /api/entries/:id (turning a private journal off) with the id in upper case", async () => {
    const { cookie } = await t.signUp();
    const { upper, lower } = upperId();
    expect((await call(cookie, "/api/private-journal", "POST", { keys: keys() })).status).toBe(201);
    const sealed = await call(cookie, `/api/entries/${upper}/sealed`, "PUT", { envelope: browserEnvelope() });
    expect(sealed.status).toBe(201);
    expect(sealed.body.id).toBe(lower);

    expect((await call(cookie, "/api/private-journal/disable", "POST")).status).toBe(200);
    const back = await call(cookie, `/api/entries/${upper}`, "PUT", buildEntryInput({ id: upper, entryText: "Opened and put back" }));
    expect(back.status).toBe(200);
    expect((back.body.entry as { id: string }).id).toBe(lower);
    await expectReadable(cookie, lower, "Opened and put back");
    // the path and the body name the same entry whatever the case of either
    const other = upperId();
    const mixed = await call(cookie, `/api/entries/${other.lower}`, "PUT", buildEntryInput({ id: other.upper }));
    expect(mixed.status).toBe(404); // agreed ids, no sealed entry with that id
  });

  it("DELETE with the id in upper case deletes it, and the sync reports it under the lower-case id", async () => {
    const { cookie } = await t.signUp();
    const { upper, lower } = upperId();
    await call(cookie, "/api/entries", "POST", buildEntryInput({ id: upper }));
    const deleted = await t.request(`/api/entries/${upper}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(204);
    const changes = (await call(cookie, "/api/entries/changes")).body as { deleted: { id: string }[] };
    expect(changes.deleted.map((d) => d.id)).toEqual([lower]);
  });
});
