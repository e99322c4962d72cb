// POST /api/conversations: a finished conversation saved as one ripple, analysed as a whole.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { JournalEntry, OrchestratorResult } from "../../domain/types";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { startFakes } from "../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { conversationText } from "../../domain/contract/conversations";

interface Saved {
  result: OrchestratorResult;
  entry: JournalEntry;
}

const at = "2026-03-01T10:00:00.000Z";
const MESSAGES = [
  { id: "m1", type: "user", content: "I have been feeling anxious about my exams and I cannot sleep well.", timestamp: at },
  { id: "m2", type: "ai", content: "That sounds exhausting. What worries you most?", timestamp: at },
  { id: "m3", type: "user", content: "  Mostly that I will disappoint my parents after all their sacrifices.  ", timestamp: at },
  { id: "m4", type: "ai", content: "That is a heavy thing to carry.", timestamp: at },
  { id: "m5", type: "user", content: "   ", timestamp: at },
];
const EXPECTED_TEXT =
  "I have been feeling anxious about my exams and I cannot sleep well.\n\nMostly that I will disappoint my parents after all their sacrifices.";

async function save(t: TestApp, cookie: string | undefined, json: unknown) {
  const response = await t.request("/api/conversations", { method: "POST", cookie, json });
  return { status: response.status, body: (await response.json()) as Saved & { error?: { code: string; message: string } } };
}

describe("conversationText", () => {
  it("joins the user's non-blank messages with blank lines", () => {
    expect(conversationText(MESSAGES as { type: "user" | "ai"; content: string }[])).toBe(EXPECTED_TEXT);
  });
});

describe("locally (no providers)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("analyses the user's words and saves one entry that appears in the history", async () => {
    const id = randomUUID();
    const { status, body } = await save(t, cookie, { id, messages: MESSAGES, duration: 95.44 });
    expect(status).toBe(201);
    expect(body.entry).toMatchObject({ id, entryText: EXPECTED_TEXT, duration: 95.4, emotion: body.result.analysis.primaryEmotion });
    expect(body.result.shouldShowAnalysis).toBe(true);
    expect(body.entry.aiInsights).toBe(body.result.analysis.insights);
    expect(body.result.analysis.mood).toBe(body.entry.mood);
    const list = (await (await t.request("/api/entries", { cookie })).json()) as { entries: JournalEntry[] };
    expect(list.entries.map((e) => e.id)).toContain(id);
  });

  it("is idempotent on the id: a retry answers with the stored entry and saves nothing new", async () => {
    const id = randomUUID();
    const first = await save(t, cookie, { id, messages: MESSAGES, duration: 30 });
    const again = await save(t, cookie, { id, messages: MESSAGES, duration: 30 });
    expect(again.status).toBe(200);
    expect(again.body.entry).toEqual(first.body.entry);
    expect(again.body.result.aiResponse).toBe(first.body.result.aiResponse);
    const list = (await (await t.request("/api/entries?limit=50", { cookie })).json()) as { entries: JournalEntry[] };
    expect(list.entries.filter((e) => e.id === id)).toHaveLength(1);
  });

  it("caps the duration at the entry maximum", async () => {
    const { body } = await save(t, cookie, { id: randomUUID(), messages: MESSAGES, duration: 10_000 });
    expect(body.entry.duration).toBe(3600);
  });

  it("refuses a conversation without words of the user's", async () => {
    const { status, body } = await save(t, cookie, { id: randomUUID(), messages: MESSAGES.filter((m) => m.type === "ai"), duration: 3 });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: "empty_transcript", message: "No transcript provided" });
  });

  it("refuses a conversation too long for one entry", async () => {
    const long = Array.from({ length: 5 }, (_, i) => ({ id: `l${i}`, type: "user", content: "word ".repeat(999), timestamp: at }));
    const { status, body } = await save(t, cookie, { id: randomUUID(), messages: long, duration: 3 });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("conversation_too_long");
  });

  it("validates the body strictly", async () => {
    const bad = [
      { id: "not-a-uuid", messages: MESSAGES, duration: 1 },
      { id: randomUUID(), messages: MESSAGES, duration: -1 },
      { id: randomUUID(), messages: MESSAGES, duration: 1, mood: "x" },
      { id: randomUUID(), messages: [{ ...MESSAGES[0], type: "system" }], duration: 1 },
      { id: randomUUID(), messages: [{ ...MESSAGES[0], extra: true }], duration: 1 },
    ];
    for (const json of bad) {
      const { status, body } = await save(t, cookie, json);
      expect(status).toBe(400);
      expect(body.error?.code).toBe("invalid_input");
    }
  });

  it("needs a signed-in user", async () => {
    const { status, body } = await save(t, undefined, { id: randomUUID(), messages: MESSAGES, duration: 1 });
    expect(status).toBe(401);
    expect(body.error?.message).toBe("You must be logged in to save entries.");
  });

  it("does not reveal or overwrite another user's entry with the same id", async () => {
    const id = randomUUID();
    expect((await save(t, cookie, { id, messages: MESSAGES, duration: 1 })).status).toBe(201);
    const other = await t.signUp();
    const theirs = [{ id: "o1", type: "user", content: "The sea was calm this morning and so was I, for once.", timestamp: at }];
    // as for any id of their own: a new entry, and mine stays as it was
    expect((await save(t, other.cookie, { id, messages: theirs, duration: 1 })).status).toBe(201);
    const texts = async (who: string) =>
      ((await (await t.request("/api/entries", { cookie: who })).json()) as { entries: { id: string; entryText: string }[] }).entries
        .filter((e) => e.id === id)
        .map((e) => e.entryText);
    expect(await texts(cookie)).toEqual([EXPECTED_TEXT]);
    expect(await texts(other.cookie)).toEqual([theirs[0]!.content]);
  });
});

describe("with the OpenAI-compatible model", () => {
  let fakes: Fakes;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fakes = await startFakes();
    const env = Object.fromEntries(Object.entries(fakes.env).filter(([k]) => k.startsWith("OPENAI_") || k === "AI_RETRY_BASE_MS"));
    t = await createTestApp({ env });
    cookie = (await t.signUp()).cookie;
  });
  afterEach(() => fakes.reset());
  afterAll(async () => {
    await t.close();
    await fakes.stop();
  });

  it("sends the whole conversation's user words to the analysis once", async () => {
    const { status, body } = await save(t, cookie, { id: randomUUID(), messages: MESSAGES, duration: 12 });
    expect(status).toBe(201);
    expect(body.result.analysis.isAiGenerated).toBe(true);
    const analysis = fakes.openai.requests.find((r) => r.rawBody.includes("json_object"));
    expect(analysis?.rawBody).toContain("Mostly that I will disappoint my parents");
    expect(analysis?.rawBody).not.toContain("That is a heavy thing to carry.");
  });
});
