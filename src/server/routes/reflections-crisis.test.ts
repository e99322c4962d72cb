// Crisis language on every path (decision 009): whatever the provider says — a cheerful reply, a low
// intensity, a positive mood — a crisis reflection carries crisis, the regional lines first and
// the safe reply. Local, Ekman + Gemini, one OpenAI-compatible model, streamed, retried, and a
// finished conversation.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { crisisLinesForCountry } from "../../domain/crisis/lines";
import { CRISIS_DETECTED_NOTE, CRISIS_SAFETY_INSTRUCTIONS, crisisReply } from "../../domain/crisis/safety";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const DESPAIR = "I want to die, nothing matters anymore, I cannot go on";
const PLAN = "I am thinking about killing myself tonight, I have a plan";
const JOYFUL = "My manager praised my project and I feel really happy and grateful about the whole week.";
const CHEERFUL = "That sense of possibility is precious. I'm glad you're feeling it.";
const US = crisisLinesForCountry("US");
const GB = crisisLinesForCountry("GB");
const POSITIVE_FRAMING = /possibilit|glad|warmth|wonderful|!/i;

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const only = (prefixes: string[]) => providerEnv(fakes.env, prefixes);

type Result = Awaited<ReturnType<typeof reflect>>["body"]["result"];

function expectSafe(result: Result, lines = US, level: "crisis" | "concern" = "crisis") {
  const { analysis } = result;
  expect(analysis.crisis).toBe(true);
  expect(analysis.crisisLevel).toBe(level);
  expect(analysis.mood).not.toBe("positive");
  expect(analysis.wellnessScore).toBeLessThanOrEqual(3);
  expect(analysis.supportResources?.slice(0, lines.lines.length)).toEqual(lines.lines);
  expect(result.aiResponse).toBe(crisisReply(level, lines));
  expect(result.aiResponse).not.toMatch(POSITIVE_FRAMING);
  expect(analysis.insights).not.toMatch(POSITIVE_FRAMING);
  expect(result.shouldShowAnalysis).toBe(true);
}

describe("with no keys (on-device analysis, local replies)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers despair with crisis, the lines first and the safe reply, and saves it as negative", async () => {
    const { status, body } = await reflect(t, cookie, { transcript: DESPAIR, locale: "en-US" });
    expect(status).toBe(201);
    expectSafe(body.result);
    expect(body.entry).toMatchObject({ mood: "negative" });
    expect(body.entry!.wellnessScore).toBeLessThanOrEqual(3);
  });

  it("notices a plan whatever the emotion read", async () => {
    const { body } = await reflect(t, cookie, { transcript: PLAN, locale: "en-US" });
    expectSafe(body.result);
  });

  it("analyses a crisis too short for the analysis gate", async () => {
    const { body } = await reflect(t, cookie, { transcript: "I want to die", duration: 3, locale: "en-US" });
    expectSafe(body.result);
  });

  it("shows the lines of the locale sent, or of Accept-Language", async () => {
    const sent = await reflect(t, cookie, { transcript: DESPAIR, locale: "en-GB" });
    expectSafe(sent.body.result, GB);
    const response = await t.request("/api/reflections", {
      method: "POST",
      cookie,
      headers: { "accept-language": "en-AU,en;q=0.8" },
      json: { id: randomUUID(), transcript: DESPAIR, duration: 20 },
    });
    const body = (await response.json()) as { result: Result };
    expectSafe(body.result, crisisLinesForCountry("AU"));
  });

  it("answers a retry of a crisis reflection from storage with crisis and the lines", async () => {
    const id = randomUUID();
    await reflect(t, cookie, { id, transcript: DESPAIR, locale: "en-US" });
    const again = await reflect(t, cookie, { id, transcript: DESPAIR, locale: "en-US" });
    expect(again.status).toBe(200);
    expectSafe(again.body.result);
  });

  it("marks every other analysis crisis false, without the support block when the mood is not negative", async () => {
    const { body } = await reflect(t, cookie, { transcript: JOYFUL, locale: "en-US" });
    expect(body.result.analysis.crisis).toBe(false);
    expect(body.result.analysis.crisisLevel).toBe("none");
    expect(body.result.analysis.supportResources).toBeUndefined();
    // praise at work is savoured, not met with work boundaries
    expect(body.result.analysis.mood).toBe("positive");
    expect(body.result.analysis.suggestions.join(" ")).not.toMatch(/end time for work/i);
    const short = await reflect(t, cookie, { transcript: "hello there", duration: 2 });
    expect(short.body.result.analysis.crisis).toBe(false);
    const silent = await reflect(t, cookie, { transcript: "A moment of silence and reflection.", speechDetected: false, duration: 8 });
    expect(silent.body.result.analysis.crisis).toBe(false);
  });

  it("rejects a locale that is not a language tag", async () => {
    const { status } = await reflect(t, cookie, { transcript: DESPAIR, locale: "<script>" });
    expect(status).toBe(400);
  });

  it("makes a finished conversation with crisis language safe too", async () => {
    const response = await t.request("/api/conversations", {
      method: "POST",
      cookie,
      json: {
        id: randomUUID(),
        duration: 60,
        locale: "en-US",
        messages: [
          { id: "1", type: "user", content: "Work was fine I guess.", timestamp: new Date().toISOString() },
          { id: "2", type: "ai", content: "Tell me more.", timestamp: new Date().toISOString() },
          { id: "3", type: "user", content: "Honestly everyone would be better off without me.", timestamp: new Date().toISOString() },
        ],
      },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { result: Result };
    expect(body.result.analysis.crisis).toBe(true);
    expect(body.result.analysis.supportResources?.slice(0, 3)).toEqual(US.lines);
  });
});

describe("CRISIS_REGION", () => {
  it("chooses the lines whatever the locale", async () => {
    const t = await createTestApp({ env: { CRISIS_REGION: "gb" } });
    const { cookie } = await t.signUp();
    const { body } = await reflect(t, cookie, { transcript: DESPAIR, locale: "en-US" });
    expectSafe(body.result, GB);
    const config = (await (await t.request("/api/config")).json()) as { crisisRegion: string | null };
    expect(config.crisisRegion).toBe("GB");
    await t.close();
  });
});

describe("Ekman + Gemini answering cheerfully", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...only(["EKMAN_", "GEMINI_"]), REFLECTION_DEADLINE_MS: "5000" } });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("overrides joy at a low intensity and a cheerful reply; the prompts carry the safety note", async () => {
    fakes.ekman.enqueue({ text: "joy", probability: 0.2 });
    fakes.gemini.setDefault({ text: CHEERFUL });
    const { body } = await reflect(t, cookie, { transcript: DESPAIR, locale: "en-US" });
    expectSafe(body.result);
    expect(body.result.analysis.primaryEmotion).toBe("sadness");
    expect(body.result.analysis.emotionIntensity).toBeGreaterThanOrEqual(8);
    const prompts = fakes.gemini.requests.map((r) => r.rawBody);
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts.filter((p) => p.includes("<reflection>"))) {
      expect(prompt).toContain(CRISIS_SAFETY_INSTRUCTIONS.slice(0, 60));
      expect(prompt).toContain(CRISIS_DETECTED_NOTE.slice(0, 60));
    }
  });

  it("keeps a joyful 7/10 free of crisis cards", async () => {
    fakes.ekman.enqueue({ text: "joy", probability: 0.7 });
    fakes.gemini.setDefault({ text: "How lovely that your work was seen." });
    const { body } = await reflect(t, cookie, { transcript: JOYFUL, locale: "en-US" });
    expect(body.result.analysis).toMatchObject({ emotionIntensity: 7, mood: "positive", crisis: false });
    expect(body.result.analysis.supportResources).toBeUndefined();
  });

  it("streams only the safe reply, never the model's cheerful chunks", async () => {
    fakes.ekman.enqueue({ text: "joy", probability: 0.3 });
    fakes.gemini.setDefault({ chunks: ["That sense of ", "possibility is precious. ", "I'm glad you're feeling it."] });
    const response = await t.request("/api/reflections", {
      method: "POST",
      cookie,
      headers: { accept: "text/event-stream" },
      json: { id: randomUUID(), transcript: PLAN, duration: 12, locale: "en-US" },
    });
    const events = (await response.text())
      .split("\n\n")
      .filter(Boolean)
      .map((block) => ({
        event: /event: (.*)/.exec(block)?.[1],
        data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? "null") as Record<string, unknown>,
      }));
    const replies = events.filter((e) => e.event === "reply").map((e) => e.data.text);
    expect(replies).toEqual([crisisReply("crisis", US)]);
    const last = events.at(-1)!;
    expect(last.event).toBe("result");
    expectSafe((last.data as { result: Result }).result);
  });
});

describe("one OpenAI-compatible model answering cheerfully", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: only(["OPENAI_"]) });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("overrides a positive mood, a low intensity and an upbeat reply from the structured call", async () => {
    fakes.openai.setDefault({
      text: JSON.stringify({
        primaryEmotion: "hopeful",
        emotionIntensity: 2,
        mood: "positive",
        insights: "The person is full of hope and possibility.",
        suggestions: ["Celebrate your progress with a friend tonight", "Set a clear end time for work"],
        wellnessScore: 9,
        reply: CHEERFUL,
      }),
    });
    const { body } = await reflect(t, cookie, { transcript: PLAN, locale: "en-US" });
    expectSafe(body.result);
    expect(body.result.analysis.suggestions.join(" ")).not.toMatch(/celebrate|end time for work/i);
    const analysisRequest = fakes.openai.requests[0]!.rawBody;
    expect(analysisRequest).toContain(CRISIS_DETECTED_NOTE.slice(0, 60));
  });

  it("keeps the model's reply when it is calm, says they are not alone and points to help", async () => {
    const careful = "I'm so sorry you're in this much pain. You're not alone, and please call or text 988 right now.";
    fakes.openai.setDefault({
      text: JSON.stringify({
        primaryEmotion: "sadness",
        emotionIntensity: 9,
        mood: "negative",
        insights: "Deep pain.",
        wellnessScore: 1,
        reply: careful,
      }),
    });
    const { body } = await reflect(t, cookie, { transcript: PLAN, locale: "en-US" });
    expect(body.result.analysis.crisis).toBe(true);
    expect(body.result.aiResponse).toBe(careful);
  });
});
