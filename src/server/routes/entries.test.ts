import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntryInput } from "../../../tests/setup/factories";
import { databaseKinds } from "../../../tests/setup/test-db";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

describe.each(databaseKinds())("entries API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (cookie: string, json: unknown) => t.request("/api/entries", { method: "POST", cookie, json });

  it("saves an entry and lists it with every spec field in camelCase", async () => {
    const { cookie } = await t.signUp();
    const input = buildEntryInput();
    const response = await save(cookie, input);
    expect(response.status).toBe(201);
    const list = await t.request("/api/entries", { cookie });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { entries: Record<string, unknown>[]; nextCursor: string | null };
    expect(body.nextCursor).toBeNull();
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0]).toMatchObject({ ...input });
    expect(Object.keys(body.entries[0]!).sort()).toEqual(
      [
        "id",
        "entryText",
        "emotion",
        "language",
        "duration",
        "emotionIntensity",
        "mood",
        "wellnessScore",
        "aiInsights",
        "aiSuggestions",
        "themes",
        "isAiGenerated",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
  });

  it("applies the defaults when optional fields are left out (language en, intensity 5, mood neutral, wellness 5)", async () => {
    const { cookie } = await t.signUp();
    const id = randomUUID();
    const response = await save(cookie, { id, entryText: "A quiet evening with my thoughts.", emotion: "reflective" });
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: Record<string, unknown> };
    expect(entry).toMatchObject({
      language: "en",
      emotionIntensity: 5,
      mood: "neutral",
      wellnessScore: 5,
      aiInsights: null,
      aiSuggestions: [],
      themes: [],
      isAiGenerated: false,
    });
  });

  it("stores an id once: saving the same id again returns the stored entry", async () => {
    const { cookie } = await t.signUp();
    const input = buildEntryInput();
    expect((await save(cookie, input)).status).toBe(201);
    const again = await save(cookie, { ...input, entryText: "A different text with the same id." });
    expect(again.status).toBe(200);
    const { entry } = (await again.json()) as { entry: { entryText: string } };
    expect(entry.entryText).toBe(input.entryText);
    const list = (await (await t.request("/api/entries", { cookie })).json()) as { entries: unknown[] };
    expect(list.entries).toHaveLength(1);
  });

  it("lists newest first with cursor pagination (default 50, max 200)", async () => {
    const { cookie, userId } = await t.signUp();
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 55; i += 1) {
      const input = buildEntryInput({ entryText: `Entry number ${i}` });
      expect((await save(cookie, input)).status).toBe(201);
      await t.database.db.execute(
        sql`update journal_entries set created_at = ${new Date(base + i * 60_000).toISOString()} where id = ${input.id} and user_id = ${userId}`,
      );
    }
    const first = (await (await t.request("/api/entries", { cookie })).json()) as {
      entries: { entryText: string }[];
      nextCursor: string;
    };
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.entryText).toBe("Entry number 54");
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await (await t.request(`/api/entries?cursor=${first.nextCursor}`, { cookie })).json()) as {
      entries: { entryText: string }[];
      nextCursor: string | null;
    };
    expect(second.entries.map((e) => e.entryText)).toEqual([4, 3, 2, 1, 0].map((i) => `Entry number ${i}`));
    expect(second.nextCursor).toBeNull();
    expect((await t.request("/api/entries?limit=201", { cookie })).status).toBe(400);
    expect((await t.request("/api/entries?limit=0", { cookie })).status).toBe(400);
    expect((await t.request("/api/entries?cursor=garbage", { cookie })).status).toBe(400);
    // well-formed but impossible: 30 February, year 0, an id of hyphens
    const forged = (text: string) => Buffer.from(text, "utf8").toString("base64url");
    const id = randomUUID();
    for (const cursor of [
      forged(`2026-02-30T00:00:00.000000Z|${id}`),
      forged(`0000-01-01T00:00:00.000000Z|${id}`),
      forged(`2026-02-01T00:00:00.000000Z|${"-".repeat(36)}`),
    ]) {
      expect((await t.request(`/api/entries?cursor=${cursor}`, { cookie })).status).toBe(400);
    }
    const three = (await (await t.request("/api/entries?limit=3", { cookie })).json()) as { entries: unknown[] };
    expect(three.entries).toHaveLength(3);
  });

  it("pages through entries saved within the same millisecond without skipping or repeating one", async () => {
    const { cookie, userId } = await t.signUp();
    const texts = ["first", "second", "third", "fourth"];
    for (const [i, text] of texts.entries()) {
      const input = buildEntryInput({ entryText: text });
      expect((await save(cookie, input)).status).toBe(201);
      // the database keeps microseconds: four entries in one millisecond
      await t.database.db.execute(
        sql`update journal_entries set created_at = ${`2026-02-01T08:00:00.123${100 + i * 200}Z`}::timestamptz where id = ${input.id} and user_id = ${userId}`,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = (await (await t.request(`/api/entries?limit=1${cursor ? `&cursor=${cursor}` : ""}`, { cookie })).json()) as {
        entries: { entryText: string }[];
        nextCursor: string | null;
      };
      seen.push(...page.entries.map((e) => e.entryText));
      cursor = page.nextCursor;
      if (seen.length > texts.length) break;
    }
    expect(seen).toEqual([...texts].reverse());
  });

  it("never shows, returns or deletes another user's entry", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const input = buildEntryInput();
    await save(alice.cookie, input);
    const bobsList = (await (await t.request("/api/entries", { cookie: bob.cookie })).json()) as { entries: unknown[] };
    expect(bobsList.entries).toHaveLength(0);
    const bobDelete = await t.request(`/api/entries/${input.id}`, { method: "DELETE", cookie: bob.cookie });
    expect(bobDelete.status).toBe(404);
    const missing = await t.request(`/api/entries/${randomUUID()}`, { method: "DELETE", cookie: bob.cookie });
    expect(missing.status).toBe(404);
    expect(await bobDelete.json()).toEqual(await missing.json());
    // saving with Alice's id answers as for any free id: Bob gets his own entry, Alice keeps hers
    const bobSavesSameId = await save(bob.cookie, { ...input, entryText: "Bob's words" });
    const bobSavesNewId = await save(bob.cookie, { ...input, id: randomUUID(), entryText: "Bob's words" });
    expect(bobSavesSameId.status).toBe(201);
    expect(bobSavesNewId.status).toBe(201);
    const list = async (cookie: string) =>
      ((await (await t.request("/api/entries", { cookie })).json()) as { entries: { id: string; entryText: string }[] }).entries;
    expect((await list(alice.cookie)).map((e) => [e.id, e.entryText])).toEqual([[input.id, input.entryText]]);
    expect((await list(bob.cookie)).filter((e) => e.id === input.id).map((e) => e.entryText)).toEqual(["Bob's words"]);
    // deleting his copy leaves hers
    expect((await t.request(`/api/entries/${input.id}`, { method: "DELETE", cookie: bob.cookie })).status).toBe(204);
    expect(await list(alice.cookie)).toHaveLength(1);
  });

  it("deletes my entry", async () => {
    const { cookie } = await t.signUp();
    const input = buildEntryInput();
    await save(cookie, input);
    const response = await t.request(`/api/entries/${input.id}`, { method: "DELETE", cookie });
    expect(response.status).toBe(204);
    const list = (await (await t.request("/api/entries", { cookie })).json()) as { entries: unknown[] };
    expect(list.entries).toHaveLength(0);
  });

  it("answers signed-out calls with 401 and 'You must be logged in to …' texts", async () => {
    const saveResponse = await save("", buildEntryInput());
    expect(saveResponse.status).toBe(401);
    expect(await saveResponse.json()).toEqual({
      error: { code: "unauthorized", message: "You must be logged in to save entries." },
    });
    const del = await t.request(`/api/entries/${randomUUID()}`, { method: "DELETE" });
    expect(del.status).toBe(401);
    expect(((await del.json()) as { error: { message: string } }).error.message).toBe("You must be logged in to delete entries.");
    expect((await t.request("/api/entries")).status).toBe(401);
  });

  it.each([
    ["intensity 0", { emotionIntensity: 0 }, "emotionIntensity"],
    ["intensity 11", { emotionIntensity: 11 }, "emotionIntensity"],
    ["fractional intensity", { emotionIntensity: 5.5 }, "emotionIntensity"],
    ["wellness 0", { wellnessScore: 0 }, "wellnessScore"],
    ["wellness 11", { wellnessScore: 11 }, "wellnessScore"],
    ["unknown mood", { mood: "sunny" }, "mood"],
    ["four themes", { themes: ["a", "b", "c", "d"] }, "themes"],
    ["four suggestions", { aiSuggestions: ["a", "b", "c", "d"] }, "aiSuggestions"],
    ["text over 20,000 characters", { entryText: "a".repeat(20_001) }, "entryText"],
    ["negative duration", { duration: -1 }, "duration"],
    ["duration over 3,600 s", { duration: 3_601 }, "duration"],
    ["wrong type", { emotionIntensity: "high" }, "emotionIntensity"],
    ["unknown field", { colour: "blue" }, "colour"],
    ["id that is not a UUID", { id: "abc" }, "id"],
  ])("rejects %s with a 400 naming the field", async (_name, overrides, field) => {
    const { cookie } = await t.signUp();
    const response = await save(cookie, buildEntryInput(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toContain(field);
  });

  it("accepts the boundaries: intensity 1 and 10, 3 themes, 20,000 characters, duration 3,600", async () => {
    const { cookie } = await t.signUp();
    for (const overrides of [
      { emotionIntensity: 1, wellnessScore: 10 },
      { emotionIntensity: 10, wellnessScore: 1 },
      { themes: ["a", "b", "c"], aiSuggestions: ["x", "y", "z"] },
      { entryText: "a".repeat(20_000), duration: 3_600 },
      { duration: 0 },
    ]) {
      expect((await save(cookie, buildEntryInput(overrides))).status).toBe(201);
    }
  });

  it("rejects malformed JSON and bodies over 1 MB", async () => {
    const { cookie } = await t.signUp();
    const malformed = await t.request("/api/entries", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("malformed_json");
    const huge = await t.request("/api/entries", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ entryText: "a".repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
  });
});
