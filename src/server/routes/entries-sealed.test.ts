// Sealed entries through the API (decision 013): at rest, a swapped row, a browser-sealed row.
import { randomBytes, webcrypto } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serialiseEntryPayload } from "../../domain/entries/sealed-entry";
import { ENVELOPE_FORMAT, SEAL_PURPOSE, sealAssociatedData } from "../../domain/entries/envelope";
import type { EntryPage } from "../../domain/entries/sealed-entry";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

describe.each(databaseKinds())("sealed entries on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (cookie: string, json: unknown) => t.request("/api/entries", { method: "POST", cookie, json });
  const warnings = () =>
    t.logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "entry could not be opened");
  /** Copies one row's sealed payload over another's, as someone with database access could. */
  const copySealed = (from: { userId: string; id: string }, to: { userId: string; id: string }) =>
    t.database.db.execute(sql`
      update journal_entries set sealed = (select sealed from journal_entries where user_id = ${from.userId} and id = ${from.id})
      where user_id = ${to.userId} and id = ${to.id}`);

  it("keeps each entry as one envelope: no words, emotion, mood, scores or themes in clear, a fresh nonce each", async () => {
    const { cookie, userId } = await t.signUp();
    const input = buildEntryInput({
      entryText: "My secret sorrow about the lighthouse",
      aiInsights: "Insight about the sorrow",
      themes: ["lighthouse"],
    });
    expect((await save(cookie, input)).status).toBe(201);
    expect((await save(cookie, { ...input, id: crypto.randomUUID() })).status).toBe(201);
    const rows = rowsOf(
      await t.database.db.execute(sql`select encode(sealed, 'hex') as sealed, entry_text, emotion, mood, emotion_intensity, wellness_score,
        themes, ai_insights, ai_suggestions from journal_entries where user_id = ${userId}`),
    );
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    for (const word of ["lighthouse", "sorrow", "calm", "positive"]) expect(dump).not.toContain(word);
    expect(rows[0]!.sealed).toMatch(/^02/);
    expect(rows[0]!.sealed).not.toBe(rows[1]!.sealed);
    expect(rows[0]).toMatchObject({
      entry_text: null,
      emotion: null,
      mood: null,
      emotion_intensity: null,
      wellness_score: null,
      themes: null,
    });
  });

  it("reports a swapped row beside the page instead of failing it; list, export and greeting answer 200", async () => {
    const { cookie, userId } = await t.signUp();
    const a = buildEntryInput({ entryText: "The first entry, in its own row" });
    const b = buildEntryInput({ entryText: "The second entry, about to be overwritten" });
    const c = buildEntryInput({ entryText: "The third entry, untouched" });
    for (const input of [a, b, c]) expect((await save(cookie, input)).status).toBe(201);
    await copySealed({ userId, id: a.id }, { userId, id: b.id });
    t.logLines.length = 0;

    const list = await t.request("/api/entries", { cookie });
    expect(list.status).toBe(200);
    const page = (await list.json()) as EntryPage;
    expect(page.entries.map((e) => e.entryText).sort()).toEqual([a.entryText, c.entryText].sort());
    expect(page.unreadable).toEqual([{ id: b.id, createdAt: expect.any(String), updatedAt: expect.any(String) }]);
    expect(page.sealed).toEqual([]);

    const exported = await t.request("/api/export", { cookie });
    expect(exported.status).toBe(200);
    const body = (await exported.json()) as EntryPage;
    expect(body.entries.map((e) => e.id).sort()).toEqual([a.id, c.id].sort());
    expect(body.unreadable.map((e) => e.id)).toEqual([b.id]);

    expect((await t.request("/api/greeting?hour=9", { cookie })).status).toBe(200);

    expect(warnings().length).toBeGreaterThanOrEqual(3);
    for (const warning of warnings()) expect(warning).toMatchObject({ level: 40, entryId: b.id, reason: "not_authentic" });
    const log = t.logLines.join("");
    for (const text of [a.entryText, b.entryText, c.entryText]) expect(log).not.toContain(text);

    // the unreadable entry can still be deleted, and its id is not silently reused
    expect((await save(cookie, { ...b, entryText: "Saved again over it" })).status).toBe(409);
    expect((await t.request(`/api/entries/${b.id}`, { method: "DELETE", cookie })).status).toBe(204);
    const after = (await (await t.request("/api/entries", { cookie })).json()) as EntryPage;
    expect(after.unreadable).toEqual([]);
  });

  it("does not open a payload moved to another account, even under the same entry id", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const input = buildEntryInput({ entryText: "Alice's words only" });
    await save(alice.cookie, input);
    await save(bob.cookie, { ...input, entryText: "Bob's words" });
    await copySealed({ userId: alice.userId, id: input.id }, { userId: bob.userId, id: input.id });
    const page = (await (await t.request("/api/entries", { cookie: bob.cookie })).json()) as EntryPage;
    expect(page.entries).toEqual([]);
    expect(page.unreadable.map((e) => e.id)).toEqual([input.id]);
  });

  it("passes an envelope sealed in the browser through as it is, for the person's own key to open", async () => {
    const { cookie, userId } = await t.signUp();
    const id = crypto.randomUUID();
    const personKey = await webcrypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt", "decrypt"]);
    const format = ENVELOPE_FORMAT.browserV1;
    const aad = sealAssociatedData(format, { purpose: SEAL_PURPOSE.entry, userId, rowId: id });
    const iv = randomBytes(12);
    const payload = serialiseEntryPayload({ ...buildEntryInput({ entryText: "Private words" }), aiInsights: null } as never);
    const body = await webcrypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: aad }, personKey, new TextEncoder().encode(payload));
    const envelope = Buffer.concat([Buffer.of(format), iv, Buffer.from(body)]);
    await t.database.db.execute(
      sql`insert into journal_entries (id, user_id, sealed) values (${id}, ${userId}, decode(${envelope.toString("hex")}, 'hex'))`,
    );
    t.logLines.length = 0;

    const page = (await (await t.request("/api/entries", { cookie })).json()) as EntryPage;
    expect(page.entries).toEqual([]);
    expect(page.unreadable).toEqual([]);
    expect(page.sealed).toEqual([
      { id, createdAt: expect.any(String), updatedAt: expect.any(String), envelope: envelope.toString("base64") },
    ]);
    const back = Buffer.from(page.sealed[0]!.envelope, "base64");
    const opened = await webcrypto.subtle.decrypt(
      { name: "AES-GCM", iv: back.subarray(1, 13), additionalData: aad },
      personKey,
      back.subarray(13),
    );
    expect(new TextDecoder().decode(opened)).toBe(payload);
    expect(warnings()).toEqual([]);
  });
});
