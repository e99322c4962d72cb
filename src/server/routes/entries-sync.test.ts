// GET /api/entries/changes (decision 016): what changed after a sync cursor, entries in their latest
// state and tombstones for deletions, paged in change order; and the tombstones a delete leaves.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EntryChangesSchema } from "../../domain/contract/entries";
import type { EntryChangesResponse } from "../../domain/contract/entries";
import { ENVELOPE_FORMAT } from "../../domain/entries/envelope";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { TEST_ENCRYPTION_KEY } from "../../../tests/setup/test-app";
import { createChangeCursors } from "../db/entry-changes";
import { createCipher } from "../lib/encryption";

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");

describe("the sync cursor", () => {
  const cursors = createChangeCursors(createCipher(TEST_ENCRYPTION_KEY));

  it("opens only what it sealed, for the person it sealed it for", () => {
    expect(cursors.open("ada", cursors.seal("ada", 0))).toBe(0);
    expect(cursors.open("ada", cursors.seal("ada", 123_456_789))).toBe(123_456_789);
    expect(cursors.open("bob", cursors.seal("ada", 5))).toBeNull();
    const bad = [
      "",
      "abc",
      "seq:1",
      `${cursors.seal("ada", 5)}=`,
      base64url("seq:-1"),
      base64url("seq:01"),
      base64url("seq:99999999999999999"),
    ];
    for (const cursor of bad) expect(cursors.open("ada", cursor), cursor).toBeNull();
  });

  it("shows no number: one place gives one cursor, another place or person an unrelated one (decision 032)", () => {
    const cursor = cursors.seal("ada", 4_217);
    expect(cursors.seal("ada", 4_217)).toBe(cursor);
    expect(cursors.seal("ada", 4_218)).not.toBe(cursor);
    expect(cursors.seal("bob", 4_217)).not.toBe(cursor);
    // one length for every place: not even the number's size shows
    expect(new Set([0, 7, 4_217, 2 ** 40, Number.MAX_SAFE_INTEGER].map((seq) => cursors.seal("ada", seq).length)).size).toBe(1);
  });

  it("takes a cursor of the earlier clear format as the beginning, whatever number it names", () => {
    expect(cursors.open("ada", base64url("seq:12345"))).toBe(0);
    expect(cursors.open("ada", base64url("seq:0"))).toBe(0);
  });
});

describe.each(databaseKinds())("entry changes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = async (cookie: string, overrides: Record<string, unknown> = {}) => {
    const input = buildEntryInput(overrides);
    const response = await t.request("/api/entries", { method: "POST", cookie, json: input });
    expect(response.status).toBe(201);
    return ((await response.json()) as { entry: EntryChangesResponse["entries"][number] }).entry;
  };
  const remove = (cookie: string, id: string) => t.request(`/api/entries/${id}`, { method: "DELETE", cookie });
  const edit = (cookie: string, id: string, entryText: string, baseUpdatedAt: string) =>
    t.request(`/api/entries/${id}`, { method: "PATCH", cookie, json: { entryText, baseUpdatedAt } });
  const changesAnswer = (cookie: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return t.request(`/api/entries/changes?${search}`, { cookie });
  };
  /** One page of changes, checked against the contract. */
  const sync = async (cookie: string, since?: string, limit?: number): Promise<EntryChangesResponse> => {
    const response = await changesAnswer(cookie, { ...(since ? { since } : {}), ...(limit ? { limit } : {}) });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(EntryChangesSchema.parse(body)).toEqual(body);
    return body as EntryChangesResponse;
  };

  it("syncs from the beginning: nothing for a new person, then every entry once in the order saved", async () => {
    const { cookie } = await t.signUp();
    const empty = await sync(cookie);
    expect(empty).toMatchObject({ entries: [], deleted: [], unreadable: [], sealed: [], hasMore: false });
    const a = await save(cookie, { entryText: "First words of the day." });
    const b = await save(cookie, { entryText: "Second words of the day." });
    const first = await sync(cookie);
    expect(first.entries).toEqual([a, b]);
    expect(first.hasMore).toBe(false);
    // asking again from the answer's cursor: nothing new, the same cursor back
    const again = await sync(cookie, first.cursor);
    expect(again).toMatchObject({ entries: [], deleted: [], hasMore: false, cursor: first.cursor });
    // the empty answer's cursor still finds what came after it
    expect((await sync(cookie, empty.cursor)).entries.map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it("hands over only what changed since the cursor: a save, an edit, a deletion", async () => {
    const { cookie } = await t.signUp();
    const a = await save(cookie);
    const b = await save(cookie);
    let cursor = (await sync(cookie)).cursor;

    const c = await save(cookie, { entryText: "A new entry after the sync." });
    let step = await sync(cookie, cursor);
    expect(step.entries).toEqual([c]);
    cursor = step.cursor;

    const edited = (await (await edit(cookie, a.id, "Fixed a mis-heard word.", a.updatedAt)).json()) as { entry: typeof a };
    step = await sync(cookie, cursor);
    expect(step.entries).toEqual([edited.entry]);
    expect(step.entries[0]).toMatchObject({ entryText: "Fixed a mis-heard word.", editedAt: expect.any(String) });
    cursor = step.cursor;

    expect((await remove(cookie, b.id)).status).toBe(204);
    step = await sync(cookie, cursor);
    expect(step.entries).toEqual([]);
    expect(step.deleted).toEqual([{ id: b.id, deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }]);
    cursor = step.cursor;
    expect((await sync(cookie, cursor)).deleted).toEqual([]);

    // from the beginning: the latest state only, the deleted entry as its tombstone
    const all = await sync(cookie);
    expect(all.entries.map((e) => e.id)).toEqual([c.id, a.id]);
    expect(all.deleted.map((d) => d.id)).toEqual([b.id]);
  });

  it("gives an id once, in its latest state, when it was deleted, saved again and deleted again", async () => {
    const { cookie, userId } = await t.signUp();
    const input = buildEntryInput({ entryText: "Words that come and go." });
    const post = () => t.request("/api/entries", { method: "POST", cookie, json: input });
    expect((await post()).status).toBe(201);
    const start = await sync(cookie);
    expect((await remove(cookie, input.id)).status).toBe(204);
    const afterDelete = await sync(cookie, start.cursor);
    expect(afterDelete.deleted.map((d) => d.id)).toEqual([input.id]);

    expect((await post()).status).toBe(201);
    const back = await sync(cookie);
    expect(back.entries.map((e) => e.id)).toEqual([input.id]);
    expect(back.deleted).toEqual([]);
    const backSince = await sync(cookie, afterDelete.cursor);
    expect(backSince.entries.map((e) => e.id)).toEqual([input.id]);
    expect(backSince.deleted).toEqual([]);

    expect((await remove(cookie, input.id)).status).toBe(204);
    const gone = await sync(cookie);
    expect(gone.entries).toEqual([]);
    expect(gone.deleted.map((d) => d.id)).toEqual([input.id]);
    expect((await sync(cookie, backSince.cursor)).deleted.map((d) => d.id)).toEqual([input.id]);
    const tombstones = rowsOf(await t.database.db.execute(sql`select id from entry_tombstones where user_id = ${userId}`));
    expect(tombstones).toHaveLength(1);
  });

  it("pages by `limit` in change order, saying hasMore until the last page", async () => {
    const { cookie } = await t.signUp();
    const saved = [];
    for (let i = 0; i < 5; i += 1) saved.push(await save(cookie, { entryText: `Entry number ${i} of five.` }));
    expect((await remove(cookie, saved[1]!.id)).status).toBe(204);
    const seen: string[] = [];
    const flags: boolean[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer = await sync(cookie, cursor, 2);
      expect(answer.entries.length + answer.deleted.length).toBeLessThanOrEqual(2);
      seen.push(...answer.entries.map((e) => `+${e.id}`), ...answer.deleted.map((d) => `-${d.id}`));
      flags.push(answer.hasMore);
      cursor = answer.cursor;
      if (!answer.hasMore) break;
    }
    expect(flags).toEqual([true, true, false]);
    const ids = saved.map((e) => e.id);
    expect(seen).toEqual([`+${ids[0]}`, `+${ids[2]}`, `+${ids[3]}`, `+${ids[4]}`, `-${ids[1]}`]);
  });

  it("never hands one person's changes or deletions to another", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const mine = await save(alice.cookie);
    const bobs = await save(bob.cookie, { id: mine.id, entryText: "Bob happens to use the same id." });
    const other = await save(bob.cookie);
    expect((await remove(bob.cookie, other.id)).status).toBe(204);
    // deleting someone else's entry is a 404 and leaves no tombstone anywhere
    expect((await remove(alice.cookie, other.id)).status).toBe(404);
    expect((await remove(bob.cookie, randomUUID())).status).toBe(404);
    const aliceSync = await sync(alice.cookie);
    expect(aliceSync.entries).toEqual([mine]);
    expect(aliceSync.deleted).toEqual([]);
    const bobSync = await sync(bob.cookie);
    expect(bobSync.entries).toEqual([bobs]);
    expect(bobSync.deleted.map((d) => d.id)).toEqual([other.id]);
    // a cursor is sealed for its person: another's is refused, never a key to another journal
    expect((await changesAnswer(alice.cookie, { since: bobSync.cursor })).status).toBe(400);
  });

  it("a person's cursor tells nothing of others' writes, and still hands over exactly what changed since it", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const first = await save(bob.cookie, { entryText: "Bob's first words." });
    const before = await sync(bob.cookie);
    expect(before.entries).toEqual([first]);
    for (let i = 0; i < 5; i += 1) await save(ada.cookie, { entryText: `Ada writes entry ${i}.` });
    // others' writes: Bob's place, and the cursor for it, are as they were
    expect(await sync(bob.cookie, before.cursor)).toMatchObject({ entries: [], deleted: [], cursor: before.cursor, hasMore: false });
    expect((await sync(bob.cookie)).cursor).toBe(before.cursor);

    const second = await save(bob.cookie, { entryText: "Bob's second words." });
    expect((await remove(bob.cookie, first.id)).status).toBe(204);
    const after = await sync(bob.cookie, before.cursor);
    expect(after.entries).toEqual([second]);
    expect(after.deleted.map((d) => d.id)).toEqual([first.id]);
    expect(await sync(bob.cookie, after.cursor)).toMatchObject({ entries: [], deleted: [], cursor: after.cursor });

    // the place in the shared order is sealed inside the cursor (only the server's key opens it),
    // not written in it
    const [row] = rowsOf(
      await t.database.db.execute(sql`select change_seq::text as seq from entry_tombstones where user_id = ${bob.userId}`),
    );
    const seq = Number(row!.seq);
    const bytes = Buffer.from(after.cursor, "base64url");
    expect(bytes.toString("latin1")).not.toMatch(/seq:/);
    expect(bytes[0]).toBe(ENVELOPE_FORMAT.serverV2);
    expect(createChangeCursors(t.cipher).open(bob.userId, after.cursor)).toBe(seq);
    expect(createChangeCursors(createCipher("22".repeat(32))).open(bob.userId, after.cursor)).toBeNull();
    // and a cursor written by hand cannot probe it: an old clear-format number is the beginning
    const probe = await sync(bob.cookie, base64url(`seq:${seq - 1}`));
    expect(probe.entries).toEqual([second]);
    expect(probe.deleted.map((d) => d.id)).toEqual([first.id]);
  });

  it("refuses a cursor it did not issue and a bad limit with a clear 400", async () => {
    const { cookie } = await t.signUp();
    const listCursor = Buffer.from(`2024-01-01T00:00:00.000000Z|${randomUUID()}`).toString("base64url");
    for (const since of ["not-a-cursor", "%%%", listCursor, Buffer.from("seq:-4").toString("base64url")]) {
      const response = await changesAnswer(cookie, { since });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message).toMatch(/^since: /);
    }
    const badQueries: Record<string, string | number>[] = [{ limit: 0 }, { limit: 1001 }, { limit: "many" }, { cursor: "x" }];
    for (const query of badQueries) {
      expect((await changesAnswer(cookie, query)).status).toBe(400);
    }
    expect((await t.request("/api/entries/changes")).status).toBe(401);
  });

  it("reports entries that cannot be opened or were sealed in the browser, as the list does", async () => {
    const { cookie, userId } = await t.signUp();
    const a = await save(cookie);
    const b = await save(cookie);
    const start = await sync(cookie);
    // a payload moved from another row: unreadable
    await t.database.db.execute(sql`
      update journal_entries set sealed = (select sealed from journal_entries where user_id = ${userId} and id = ${a.id})
      where user_id = ${userId} and id = ${b.id}`);
    const id = randomUUID();
    const envelope = Buffer.concat([Buffer.of(ENVELOPE_FORMAT.browserV1), randomBytes(40)]);
    await t.database.db.execute(
      sql`insert into journal_entries (id, user_id, sealed) values (${id}, ${userId}, decode(${envelope.toString("hex")}, 'hex'))`,
    );
    const step = await sync(cookie, start.cursor);
    expect(step.entries).toEqual([]);
    expect(step.unreadable).toEqual([{ id: b.id, createdAt: b.createdAt, updatedAt: b.updatedAt }]);
    expect(step.sealed).toEqual([
      { id, createdAt: expect.any(String), updatedAt: expect.any(String), envelope: envelope.toString("base64") },
    ]);
  });

  it("takes a fresh place in the order on every write, whoever writes (a plain INSERT or UPDATE too)", async () => {
    const { cookie, userId } = await t.signUp();
    const a = await save(cookie);
    const seqOf = async () =>
      Number(
        rowsOf(await t.database.db.execute(sql`select change_seq from journal_entries where user_id = ${userId} and id = ${a.id}`))[0]!
          .change_seq,
      );
    const before = await seqOf();
    await t.database.db.execute(sql`update journal_entries set updated_at = updated_at where user_id = ${userId} and id = ${a.id}`);
    expect(await seqOf()).toBeGreaterThan(before);
  });

  it("removes the tombstones with the account", async () => {
    const user = await t.signUp();
    const a = await save(user.cookie);
    expect((await remove(user.cookie, a.id)).status).toBe(204);
    const count = async () =>
      Number(rowsOf(await t.database.db.execute(sql`select count(*) as n from entry_tombstones where user_id = ${user.userId}`))[0]!.n);
    expect(await count()).toBe(1);
    const deleted = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { password: user.password } });
    expect(deleted.status).toBe(200);
    expect(await count()).toBe(0);
  });
});
