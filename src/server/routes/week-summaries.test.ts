// POST /api/week-summaries: a week's paragraph from the configured text model (the Gemini fake on
// loopback), one use of AI_DAILY_LIMIT each, clear 4xx for bad input, crisis language never sent.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  WEEK_SUMMARY_ALLOWANCE_USED_MESSAGE,
  WEEK_SUMMARY_FAILED_MESSAGE,
  WEEK_SUMMARY_MAX_ENTRIES,
  WEEK_SUMMARY_NOT_CONFIGURED_MESSAGE,
} from "../../domain/contract/week-summaries";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { createUsageQueries, usageDay } from "../db/usage-queries";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const WEEK = {
  weekOf: "2026-11-16",
  entries: [
    { date: "2026-11-16", text: "Work was heavy today and I felt stretched thin." },
    { date: "2026-11-18", text: "Dinner with old friends. We laughed until midnight!" },
  ],
};

const ask = (t: TestApp, cookie: string, json: unknown) => t.request("/api/week-summaries", { method: "POST", cookie, json });

describe("POST /api/week-summaries", () => {
  it("writes a paragraph from the week's words with the text model, keeping nothing and logging no words", async () => {
    const t = await createTestApp({ env: providerEnv(fakes.env, ["GEMINI_"]) });
    const { cookie } = await t.signUp();
    fakes.gemini.setDefault({ text: "  You carried a heavy workday and still found an evening of laughter with old friends.  " });
    const response = await ask(t, cookie, WEEK);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      paragraph: "You carried a heavy workday and still found an evening of laughter with old friends.",
    });
    expect(fakes.gemini.requests).toHaveLength(1);
    const sent = JSON.stringify(fakes.gemini.requests[0]!.body);
    expect(sent).toContain("[2026-11-18] Dinner with old friends. We laughed until midnight!");
    expect(sent).toContain("began on 2026-11-16");
    expect(t.logLines.join("")).not.toMatch(/Dinner|laughter|stretched/);
    // nothing is kept: the journal is still empty
    const entries = (await (await t.request("/api/entries", { cookie })).json()) as { entries: unknown[] };
    expect(entries.entries).toEqual([]);
    await t.close();
  });

  it("takes one use of AI_DAILY_LIMIT each, the reflections' counter, then answers 429 without calling the model", async () => {
    const t = await createTestApp({ env: { ...providerEnv(fakes.env, ["GEMINI_"]), AI_DAILY_LIMIT: "2" } });
    const { cookie, userId } = await t.signUp();
    expect((await ask(t, cookie, WEEK)).status).toBe(200);
    expect((await ask(t, cookie, WEEK)).status).toBe(200);
    const over = await ask(t, cookie, WEEK);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: { code: "allowance_used", message: WEEK_SUMMARY_ALLOWANCE_USED_MESSAGE } });
    expect(fakes.gemini.requests).toHaveLength(2);
    expect((await createUsageQueries(t.database.db).usedOn(userId, usageDay(new Date()))).count).toBe(2);
    // a reflection today finds the allowance used too
    const reflection = await t.request("/api/reflections", {
      method: "POST",
      cookie,
      json: { id: crypto.randomUUID(), transcript: "A quiet evening at home with a book.", duration: 10 },
    });
    expect(reflection.status).toBe(201);
    expect(fakes.gemini.requests).toHaveLength(2);
    await t.close();
  });

  it("answers 4xx with a clear reason for bad input, before any use is taken", async () => {
    const t = await createTestApp({ env: { ...providerEnv(fakes.env, ["GEMINI_"]), AI_DAILY_LIMIT: "1" } });
    const { cookie } = await t.signUp();
    const cases: [unknown, RegExp][] = [
      [{ weekOf: "2026-11-17", entries: WEEK.entries }, /weekOf: must be a Monday/],
      [{ weekOf: "last week", entries: WEEK.entries }, /weekOf: must be a date, YYYY-MM-DD/],
      [{ weekOf: WEEK.weekOf, entries: [] }, /entries: must hold at least one entry/],
      [{ weekOf: WEEK.weekOf, entries: [{ date: "2026-11-16", text: "   " }] }, /entries\.0\.text: must not be empty/],
      [{ ...WEEK, extra: true }, /extra/],
      [{ weekOf: WEEK.weekOf, entries: Array.from({ length: WEEK_SUMMARY_MAX_ENTRIES + 1 }, () => WEEK.entries[0]) }, /entries/],
      [
        { weekOf: WEEK.weekOf, entries: Array.from({ length: 10 }, () => ({ date: "2026-11-16", text: "x".repeat(4_500) })) },
        /characters in all/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await ask(t, cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe("invalid_input");
      expect(error.message).toMatch(message);
    }
    const notJson = await t.request("/api/week-summaries", {
      method: "POST",
      cookie,
      body: "hello",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
    expect(fakes.gemini.requests).toHaveLength(0);
    // the one use is still there
    expect((await ask(t, cookie, WEEK)).status).toBe(200);
    await t.close();
  });

  it("never sends crisis language to the model: such entries are left out, and a week of only those is a 422", async () => {
    const t = await createTestApp({ env: providerEnv(fakes.env, ["GEMINI_"]) });
    const { cookie } = await t.signUp();
    const crisis = { date: "2026-11-17", text: "I want to kill myself, I can't go on." };
    expect((await ask(t, cookie, { weekOf: WEEK.weekOf, entries: [...WEEK.entries, crisis] })).status).toBe(200);
    expect(JSON.stringify(fakes.gemini.requests[0]!.body)).not.toContain("kill myself");
    const only = await ask(t, cookie, { weekOf: WEEK.weekOf, entries: [crisis] });
    expect(only.status).toBe(422);
    expect(fakes.gemini.requests).toHaveLength(1);
    await t.close();
  });

  it("is 409 with no text model, 502 when the model fails, and needs a session", async () => {
    const local = await createTestApp();
    const { cookie } = await local.signUp();
    const none = await ask(local, cookie, WEEK);
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ error: { code: "week_summary_unavailable", message: WEEK_SUMMARY_NOT_CONFIGURED_MESSAGE } });
    expect((await local.request("/api/week-summaries", { method: "POST", json: WEEK })).status).toBe(401);
    await local.close();

    const t = await createTestApp({ env: providerEnv(fakes.env, ["GEMINI_"]) });
    const other = await t.signUp();
    fakes.gemini.setDefault({ status: 400, message: "bad request" });
    const failed = await ask(t, other.cookie, WEEK);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: { code: "week_summary_failed", message: WEEK_SUMMARY_FAILED_MESSAGE } });
    expect(t.logLines.join("")).toContain("week summary failed");
    await t.close();
  });
});
