// POST /api/entries with text the database cannot store as sent, and denormal durations: a 400
// with the error shape, or a normalised entry, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

describe.each(databaseKinds())("entry input on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (json: unknown) => t.request("/api/entries", { method: "POST", cookie, json });

  it.each([
    ["emotion", { emotion: "calm\u0000" }],
    ["language", { language: "en\u0000" }],
    ["themes.1", { themes: ["work", "gratitude\u0000"] }],
    ["entryText", { entryText: "I walked\u0000 by the sea" }],
    ["aiSuggestions.0", { aiSuggestions: ["\u0000"] }],
    ["aiInsights", { aiInsights: "A calm\u0000 moment." }],
  ])("refuses a NUL character in %s with a 400 naming the field", async (field, overrides) => {
    const response = await save(buildEntryInput(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toMatch(new RegExp(`^${field.replace(".", "\\.")}: .*NUL`));
  });

  it.each([1e-50, 5e-324, 1e-300])("saves a denormal or tiny duration %s as 0 seconds", async (duration) => {
    const input = buildEntryInput({ duration });
    const response = await save(input);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { entry: { duration: number } }).entry.duration).toBe(0);
  });

  it("keeps a duration to a tenth of a second", async () => {
    const response = await save(buildEntryInput({ duration: 12.345678 }));
    expect(((await response.json()) as { entry: { duration: number } }).entry.duration).toBe(12.3);
  });

  it("stores a lone surrogate as U+FFFD", async () => {
    const response = await save(buildEntryInput({ emotion: "calm\uD800", themes: ["\uDC00work"] }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { entry: unknown }).entry).toMatchObject({ emotion: "calm\uFFFD", themes: ["\uFFFDwork"] });
  });

  it.each([
    ["a duration as text", { duration: "12" }],
    ["a language that is not a tag", { language: "english please" }],
    ["a theme that is a number", { themes: [5] }],
    ["insights as an object", { aiInsights: { text: "hi" } }],
  ])("refuses %s with a 400", async (_what, overrides) => {
    const response = await save(buildEntryInput(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message: expect.any(String) } });
  });
});
