// POST /api/reflections with no keys: the on-device path, the gate, silence, idempotency, validation.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALM_REFLECTION, reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

describe("reflections on the local path (no keys)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({});
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("analyses on the device, replies, and saves the entry", async () => {
    const { status, body } = await reflect(t, cookie);
    expect(status).toBe(201);
    const { result, entry } = body;
    expect(result.shouldShowAnalysis).toBe(true);
    expect(result.analysis.isAiGenerated).toBe(false);
    expect(result.analysis.errorMessage).toBeUndefined();
    expect(["calm", "grateful", "content", "happy"]).toContain(result.analysis.primaryEmotion);
    expect(result.analysis.mood).toBe("positive");
    expect(result.analysis.suggestions).toHaveLength(3);
    expect(result.analysis.insights.length).toBeGreaterThan(20);
    expect(result.analysis.themes).toEqual(expect.arrayContaining(["work"]));
    expect(result.aiResponse.length).toBeGreaterThan(10);
    expect(["deepen", "continue", "complete"]).toContain(result.conversationFlow);
    expect(entry).toMatchObject({
      entryText: CALM_REFLECTION,
      emotion: result.analysis.primaryEmotion,
      emotionIntensity: result.analysis.emotionIntensity,
      mood: "positive",
      wellnessScore: result.analysis.wellnessScore,
      aiInsights: result.analysis.insights,
      aiSuggestions: result.analysis.suggestions,
      isAiGenerated: false,
      duration: 30,
    });
  });

  it("stores the language the person spoke in on the entry, English when the client does not say", async () => {
    const spoken = await reflect(t, cookie, { language: "fr-FR" });
    expect(spoken.status).toBe(201);
    expect(spoken.body.entry).toMatchObject({ language: "fr-FR" });
    const unsaid = await reflect(t, cookie);
    expect(unsaid.body.entry).toMatchObject({ language: "en" });
  });

  it("dates a reflection that arrives late (kept offline) at the time it was said, never later than now", async () => {
    const said = "2026-11-20T07:45:12.345Z";
    const late = await reflect(t, cookie, { recordedAt: said });
    expect(late.status).toBe(201);
    expect(late.body.entry?.createdAt).toBe(said);

    const before = Date.now();
    const ahead = await reflect(t, cookie, { recordedAt: "2099-01-01T00:00:00.000+02:00" });
    expect(ahead.status).toBe(201);
    const createdAt = Date.parse(ahead.body.entry!.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it("answers a too-short reflection with the simple acknowledgment and saves it without analysis", async () => {
    const { status, body } = await reflect(t, cookie, { transcript: "hello test one two", duration: 3 });
    expect(status).toBe(201);
    expect(body.result).toMatchObject({
      shouldShowAnalysis: false,
      aiResponse: "I'm here when you're ready to share more of your thoughts.",
      analysis: { primaryEmotion: "reflective", emotionIntensity: 3, mood: "neutral", wellnessScore: 6, themes: ["brief-reflection"] },
    });
    expect(body.entry).toMatchObject({
      emotion: "reflective",
      emotionIntensity: 3,
      wellnessScore: 6,
      aiInsights: null,
      themes: ["brief-reflection"],
    });
  });

  it("answers 'I'm here when you're ready to share more of your thoughts.' only under 5 seconds", async () => {
    const short = await reflect(t, cookie, { transcript: "okay so yeah", duration: 4.9 });
    const longer = await reflect(t, cookie, { transcript: "okay so yeah", duration: 5 });
    expect(short.body.result.aiResponse).toBe("I'm here when you're ready to share more of your thoughts.");
    expect(longer.body.result.aiResponse).not.toBe("I'm here when you're ready to share more of your thoughts.");
  });

  it("saves a silent recording as 'contemplative' without analysis", async () => {
    const { status, body } = await reflect(t, cookie, {
      transcript: "A moment of silence and reflection.",
      speechDetected: false,
      duration: 8,
    });
    expect(status).toBe(201);
    expect(body.result.shouldShowAnalysis).toBe(false);
    expect(body.entry).toMatchObject({ emotion: "contemplative", aiInsights: null, entryText: "A moment of silence and reflection." });
  });

  it("never analyses or saves the same reflection twice", async () => {
    const id = randomUUID();
    const first = await reflect(t, cookie, { id });
    const second = await reflect(t, cookie, { id, transcript: "Something else entirely, said a second time over." });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.entry).toEqual(first.body.entry);
    expect(second.body.result.aiResponse).toBe(first.body.result.aiResponse);
    const list = (await (await t.request("/api/entries?limit=200", { cookie })).json()) as { entries: { id: string }[] };
    expect(list.entries.filter((e) => e.id === id)).toHaveLength(1);
  });

  it("analyses a conversational turn for its emotion and flow only, without saving it", async () => {
    const id = randomUUID();
    const { status, body } = await reflect(t, cookie, { id, mode: "conversational" });
    expect(status).toBe(200);
    expect(body.entry).toBeNull();
    expect(body.result.aiResponse).toBe("");
    expect(body.result.analysis.primaryEmotion).not.toBe("reflective");
    expect(["deepen", "continue", "complete"]).toContain(body.result.conversationFlow);
    const list = (await (await t.request("/api/entries?limit=200", { cookie })).json()) as { entries: { id: string }[] };
    expect(list.entries.some((e) => e.id === id)).toBe(false);
  });

  it("rejects a blank transcript with 'No transcript provided'", async () => {
    const { status, body } = await reflect(t, cookie, { transcript: "   " });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: "empty_transcript", message: "No transcript provided" } });
  });

  it.each([
    ["negative duration", { duration: -1 }, "duration"],
    ["duration over 3,600 s", { duration: 3601 }, "duration"],
    ["id that is not a UUID", { id: "nope" }, "id"],
    ["unknown mode", { mode: "karaoke" }, "mode"],
    ["transcript over 20,000 characters", { transcript: "a".repeat(20_001) }, "transcript"],
    ["unknown field", { extra: 1 }, "extra"],
    ["language that is not a language tag", { language: "french!" }, "language"],
    ["recordedAt that is not a time", { recordedAt: "yesterday" }, "recordedAt"],
  ])("rejects %s with a 400 naming the field", async (_name, overrides, field) => {
    const { status, body } = await reflect(t, cookie, overrides);
    expect(status).toBe(400);
    expect((body as unknown as { error: { message: string } }).error.message).toContain(field);
  });

  it("needs a signed-in user", async () => {
    const { status, body } = await reflect(t, "", {});
    expect(status).toBe(401);
    expect((body as unknown as { error: { message: string } }).error.message).toBe("You must be logged in to save entries.");
  });

  it("greets with the fixed default before any entry, then from recent entries", async () => {
    const fresh = await t.signUp({ name: "Maya Angelou" });
    const first = (await (await t.request("/api/greeting?hour=9", { cookie: fresh.cookie })).json()) as { greeting: string };
    expect(first.greeting).toBe("How are you feeling today?");
    await reflect(t, fresh.cookie);
    const second = (await (await t.request("/api/greeting?hour=9", { cookie: fresh.cookie })).json()) as { greeting: string };
    expect(second.greeting).not.toBe("How are you feeling today?");
    expect(second.greeting).toContain("this morning");
    expect(second.greeting).toContain("Maya");
    expect(second.greeting).not.toContain("@");
    expect((await t.request("/api/greeting?hour=24", { cookie: fresh.cookie })).status).toBe(400);
  });

  it("tells the client to use the browser's voice when no cloud voice is configured", async () => {
    const response = await t.request("/api/speech", { method: "POST", cookie, json: { text: "Hello there" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ fallback: "native", error: { message: "Cloud voice is not configured" } });
    const empty = await t.request("/api/speech", { method: "POST", cookie, json: { text: "  " } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe("No text provided for synthesis");
  });
});
