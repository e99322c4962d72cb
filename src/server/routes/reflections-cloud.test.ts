// POST /api/reflections through the real provider clients against loopback fakes:
// Ekman + Gemini, one OpenAI-compatible model, every failure mode and its spec message.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const SAD = "I have been feeling so sad and lonely since my best friend moved away, and I keep crying at night.";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const only = providerEnv;

describe("Ekman + Gemini", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...only(fakes.env, ["EKMAN_", "GEMINI_"]), REFLECTION_DEADLINE_MS: "3000" } });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends the Ekman request (key and host headers, [{id, language, text}]) and reads its first prediction", async () => {
    fakes.ekman.enqueue({ text: "sadness", probability: 0.64 });
    fakes.gemini.setDefault({ text: "That sounds really heavy, and I'm glad you shared it with me." });
    const { status, body } = await reflect(t, cookie, { transcript: SAD });
    expect(status).toBe(201);
    const request = fakes.ekman.requests[0]!;
    expect(request.path).toBe("/ekman-emotion");
    expect(request.headers["x-rapidapi-key"]).toBe("test-ekman-key");
    expect(request.headers["x-rapidapi-host"]).toBe("ekman-emotion-analysis.p.rapidapi.com");
    expect(request.headers["content-type"]).toContain("application/json");
    expect(request.body).toEqual([{ id: "1", language: "en", text: SAD }]);
    // intensity = round(0.64 × 10) = 6; sadness wellness 4 − floor(6/2) = 1
    expect(body.result.analysis).toMatchObject({
      primaryEmotion: "sadness",
      emotionIntensity: 6,
      mood: "negative",
      wellnessScore: 1,
      isAiGenerated: true,
    });
    expect(body.result.aiResponse).toBe("That sounds really heavy, and I'm glad you shared it with me.");
  });

  it("asks Gemini for reply, insights and suggestions concurrently with their sampling settings", async () => {
    fakes.ekman.enqueue({ text: "joy", probability: 0.5 });
    fakes.gemini.setDefault({
      delayMs: 300,
      text: "**1. Take a slow walk** outside this evening\n- Call a friend who makes you laugh\n* Write down three good moments today",
    });
    const { body } = await reflect(t, cookie);
    const calls = fakes.gemini.requests;
    expect(calls).toHaveLength(3);
    const first = Math.min(...calls.map((c) => c.receivedAt));
    // all three were sent before the first (300 ms) answer could have come back
    for (const call of calls) expect(call.receivedAt - first).toBeLessThan(250);
    for (const call of calls) {
      expect(call.query.key).toBe("test-gemini-key");
      const payload = call.body as { generationConfig: Record<string, number>; safetySettings: { category: string; threshold: string }[] };
      expect(payload.generationConfig).toMatchObject({ topK: 40, topP: 0.95 });
      expect(payload.safetySettings.map((s) => s.category).sort()).toEqual([
        "HARM_CATEGORY_DANGEROUS_CONTENT",
        "HARM_CATEGORY_HARASSMENT",
        "HARM_CATEGORY_HATE_SPEECH",
        "HARM_CATEGORY_SEXUALLY_EXPLICIT",
      ]);
      expect(payload.safetySettings.every((s) => s.threshold === "BLOCK_MEDIUM_AND_ABOVE")).toBe(true);
    }
    const configs = calls.map((c) => (c.body as { generationConfig: { temperature: number; maxOutputTokens: number } }).generationConfig);
    expect(configs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ temperature: 0.8, maxOutputTokens: 200 }),
        expect.objectContaining({ temperature: 0.7, maxOutputTokens: 150 }),
      ]),
    );
    expect(body.result.analysis.suggestions).toEqual([
      "Take a slow walk outside this evening",
      "Call a friend who makes you laugh",
      "Write down three good moments today",
    ]);
  });

  it("falls back to keyword detection with the amber banner's message when Ekman fails, and still saves", async () => {
    fakes.ekman.setDefault({ status: 500, message: "Internal Server Error" });
    const { status, body } = await reflect(t, cookie, { transcript: SAD });
    expect(status).toBe(201);
    expect(body.result.analysis.errorMessage).toBe(
      "Emotion analysis temporarily unavailable: API request failed: 500 - Internal Server Error",
    );
    expect(body.result.analysis.primaryEmotion).toBe("sadness");
    expect(body.result.analysis.isAiGenerated).toBe(false);
    expect(fakes.ekman.requests).toHaveLength(3); // two retries on 5xx
    expect(body.entry?.emotion).toBe("sadness");
  });

  it("falls back silently when Ekman returns no predictions", async () => {
    fakes.ekman.enqueue({ empty: true });
    const { body } = await reflect(t, cookie, { transcript: SAD });
    expect(body.result.analysis.errorMessage).toBeUndefined();
    expect(body.result.analysis.primaryEmotion).toBe("sadness");
    expect(body.result.analysis.isAiGenerated).toBe(false);
  });

  it("uses a canned reply with 'AI response temporarily unavailable' when the reply service fails", async () => {
    fakes.ekman.enqueue({ text: "joy", probability: 0.9 });
    fakes.gemini.setDefault({ status: 500 });
    const { status, body } = await reflect(t, cookie);
    expect(status).toBe(201);
    expect(body.result.responseError).toBe("AI response temporarily unavailable");
    expect(body.result.aiResponse).toMatch(/ These feelings seem really intense right now\.$/);
    expect(body.result.analysis.insights.length).toBeGreaterThan(20); // template insight
    expect(body.result.analysis.suggestions).toHaveLength(3); // canned suggestions
  });

  it("shows support resources at intensity 7 and above, built-in when the AI ones fail", async () => {
    fakes.ekman.enqueue({ text: "fear", probability: 0.7 });
    fakes.gemini.setDefault({ text: "not json at all" });
    const high = await reflect(t, cookie, {
      transcript: "I am terrified about tomorrow and I cannot stop shaking or sleeping at all.",
      locale: "en-US",
    });
    expect(high.body.result.analysis.emotionIntensity).toBe(7);
    const resources = high.body.result.analysis.supportResources ?? [];
    expect(resources.length).toBeGreaterThan(0);
    expect(JSON.stringify(resources)).toMatch(/741741|988/);
    expect(high.body.result.analysis.supportNote).toBe("Using offline recommendations - AI suggestions temporarily unavailable");
    const warning = t.logLines.find((line) => line.includes("support recommendations fell back"));
    expect(warning).toContain('"level":40');
    expect(warning).not.toContain("terrified");
    fakes.ekman.enqueue({ text: "fear", probability: 0.64 });
    const medium = await reflect(t, cookie, { transcript: "I am a little worried about tomorrow and the meeting at work." });
    expect(medium.body.result.analysis.emotionIntensity).toBe(6);
    expect(medium.body.result.analysis.supportResources).toBeUndefined();
  });

  it("keeps AI support recommendations that pass validation", async () => {
    fakes.ekman.enqueue({ text: "sadness", probability: 0.9 });
    const recs = [
      {
        title: "Grief support circle",
        message: "Weekly online groups for people who are grieving.",
        url: "https://example.org/grief",
        iconType: "calendar",
        colorScheme: { primary: "#2563eb", secondary: "#dbeafe" },
        features: ["Free", "Weekly"],
      },
      {
        title: "Talk to someone now",
        message: "Call or text 988 any time.",
        url: "tel:988",
        iconType: "phone",
        colorScheme: { primary: "#2563eb", secondary: "#dbeafe" },
        features: ["Free", "24/7"],
      },
      { title: "Broken", message: "no colours", url: "https://example.org", iconType: "phone", features: [] },
    ];
    fakes.gemini.enqueue({ match: "JSON array", text: JSON.stringify(recs), times: 1 });
    const { body } = await reflect(t, cookie, { transcript: SAD, locale: "en-GB" });
    // the AI's own line gives way to the person's regional lines (docs/decisions/009-crisis-safety.md)
    expect(body.result.analysis.supportResources?.map((r) => r.title)).toEqual([
      "Grief support circle",
      "Samaritans",
      "Shout",
      "Emergency Services",
    ]);
    expect(body.result.analysis.supportNote).toBeUndefined();
    const asked = fakes.gemini.requests.filter((r) => r.rawBody.includes("JSON array")).at(-1)?.body as {
      generationConfig: { temperature: number; maxOutputTokens: number; topK: number; topP: number };
    };
    expect(asked.generationConfig).toMatchObject({ temperature: 0.7, maxOutputTokens: 1000, topK: 40, topP: 0.95 });
  });

  it("leaves the reply time when only the emotion service hangs", async () => {
    fakes.ekman.setDefault({ hang: true });
    const started = Date.now();
    const { body } = await reflect(t, cookie, { transcript: SAD });
    expect(Date.now() - started).toBeLessThan(3500);
    expect(body.result.analysis.errorMessage).toMatch(/^Emotion analysis temporarily unavailable: /);
    expect(body.result.responseError).toBeUndefined(); // Gemini still answered
    expect(body.result.aiResponse.length).toBeGreaterThan(0);
  });

  it("answers within the deadline with fallbacks when providers hang", async () => {
    fakes.ekman.setDefault({ hang: true });
    fakes.gemini.setDefault({ hang: true });
    const started = Date.now();
    const { status, body } = await reflect(t, cookie, { transcript: SAD });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(status).toBe(201);
    expect(body.result.analysis.errorMessage).toMatch(/^Emotion analysis temporarily unavailable: /);
    expect(body.result.responseError).toBe("AI response temporarily unavailable");
    expect(body.entry?.entryText).toBe(SAD);
  });

  it("generates the greeting with temperature 0.9 and 50 tokens and keeps it only within 80 characters", async () => {
    const fresh = await t.signUp({ name: "Nina Simone" });
    const ask = async () =>
      (await (await t.request("/api/greeting?hour=20", { cookie: fresh.cookie })).json()) as { greeting: string; generated: boolean };
    expect(await ask()).toEqual({ greeting: "How are you feeling today?", generated: false });
    expect(fakes.gemini.requests).toHaveLength(0); // skipped with no recent entries
    await reflect(t, fresh.cookie, { transcript: SAD });
    fakes.gemini.reset();
    fakes.gemini.enqueue({ text: '"Welcome back — how is your evening unfolding?"\nSecond line ignored' });
    const generated = await ask();
    expect(generated.generated).toBe(true);
    expect(generated.greeting).toMatch(/^Welcome back — how is your evening unfolding(, Nina)?\?$/);
    const config = (fakes.gemini.requests[0]!.body as { generationConfig: Record<string, number> }).generationConfig;
    expect(config).toMatchObject({ temperature: 0.9, topK: 40, topP: 0.95, maxOutputTokens: 50 });
    fakes.gemini.enqueue({ text: "x".repeat(81) });
    const tooLong = await ask();
    expect(tooLong.generated).toBe(false);
    expect(tooLong.greeting).toContain("this evening");
    fakes.gemini.setDefault({ status: 500 });
    const failed = await ask();
    expect(failed.generated).toBe(false);
    expect(failed.greeting).toContain("this evening");
  });

  it("asks only the emotion service for a conversational turn", async () => {
    fakes.ekman.enqueue({ text: "fear", probability: 0.9 });
    const { status, body } = await reflect(t, cookie, { transcript: SAD, mode: "conversational" });
    expect(status).toBe(200);
    expect(body.result.analysis).toMatchObject({ primaryEmotion: "fear", emotionIntensity: 9 });
    expect(body.result.conversationFlow).toBe("deepen");
    expect(fakes.ekman.requests).toHaveLength(1);
    expect(fakes.gemini.requests).toHaveLength(0);
  });

  it("streams the reply before the result with Accept: text/event-stream", async () => {
    fakes.ekman.enqueue({ text: "joy", probability: 0.6 });
    fakes.gemini.setDefault({ chunks: ["What a lovely ", "evening to ", "carry with you."] });
    const response = await t.request("/api/reflections", {
      method: "POST",
      cookie,
      headers: { accept: "text/event-stream" },
      json: { id: crypto.randomUUID(), transcript: SAD, duration: 12 },
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    const events = text
      .split("\n\n")
      .filter(Boolean)
      .map((block) => ({
        event: /event: (.*)/.exec(block)?.[1],
        data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? "null") as Record<string, unknown>,
      }));
    const replies = events.filter((e) => e.event === "reply").map((e) => e.data.text);
    expect(replies).toEqual(["What a lovely ", "evening to ", "carry with you."]);
    expect(events.at(-1)?.event).toBe("result");
    const result = events.at(-1)!.data as { result: { aiResponse: string }; entry: { id: string } };
    expect(result.result.aiResponse).toBe("What a lovely evening to carry with you.");
    expect(result.entry.id).toEqual(expect.any(String));
  });
});

describe("one OpenAI-compatible model", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: only(fakes.env, ["OPENAI_"]) });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("returns analysis, reply, insights and suggestions from one structured call", async () => {
    fakes.openai.enqueue({
      text: JSON.stringify({
        primaryEmotion: "Hopeful",
        emotionIntensity: 14,
        mood: "positive",
        insights: "The person sees progress.",
        suggestions: ["Keep a small journal of wins every night", "Walk outside for ten minutes today"],
        reply: "I can hear the hope in your words.",
      }),
    });
    const { body } = await reflect(t, cookie);
    // one call for analysis, reply, insights and suggestions (a positive 10/10 gets no support block)
    expect(fakes.openai.requests).toHaveLength(1);
    expect(body.result.analysis.supportResources).toBeUndefined();
    const request = fakes.openai.requests[0]!.body as Record<string, unknown>;
    expect(request).toMatchObject({ temperature: 0.7, max_tokens: 800, response_format: { type: "json_object" } });
    expect(body.result.analysis).toMatchObject({
      primaryEmotion: "hopeful",
      emotionIntensity: 10,
      wellnessScore: 5,
      secondaryEmotions: [],
      themes: expect.any(Array),
      isAiGenerated: true,
      insights: "The person sees progress.",
    });
    expect(body.result.aiResponse).toBe("I can hear the hope in your words.");
  });

  it("decides support in the same structured call at a high intensity: one round trip", async () => {
    const breathing = {
      title: "Guided Breathing",
      message: "Slow breathing for a racing mind.",
      url: "https://www.youtube.com/results?search_query=guided+breathing",
      iconType: "youtube",
      colorScheme: { primary: "#047857", secondary: "#ECFDF5" },
      features: ["5 minutes"],
    };
    fakes.openai.enqueue({
      text: JSON.stringify({
        primaryEmotion: "anxious",
        emotionIntensity: 9,
        mood: "negative",
        insights: "Racing thoughts.",
        suggestions: ["Breathe slowly for five minutes tonight"],
        wellnessScore: 3,
        reply: "That sounds exhausting.",
        supportResources: [breathing, { title: "no url" }],
      }),
    });
    const { body } = await reflect(t, cookie, { locale: "en-US" });
    expect(fakes.openai.requests).toHaveLength(1);
    expect(fakes.openai.requests[0]!.rawBody).toContain("supportResources");
    const titles = body.result.analysis.supportResources?.map((r) => r.title);
    expect(titles?.[0]).toBe("Guided Breathing"); // the model's, validated (the one without a url is dropped)
    expect(titles).toContain("988 Suicide & Crisis Lifeline");
    expect(titles).not.toContain("no url");
  });

  it("uses the built-in list, still in one call, when the model leaves support out at a high intensity", async () => {
    fakes.openai.enqueue({
      text: JSON.stringify({
        primaryEmotion: "sad",
        emotionIntensity: 8,
        mood: "negative",
        insights: "Grief.",
        suggestions: ["Let yourself rest early tonight"],
        wellnessScore: 3,
        reply: "I'm so sorry.",
      }),
    });
    const { body } = await reflect(t, cookie, { locale: "en-US" });
    expect(fakes.openai.requests).toHaveLength(1);
    expect(body.result.analysis.supportResources?.map((r) => r.title)).toContain("Self-Compassion Meditation");
    expect(body.result.analysis.supportNote).toBeUndefined();
  });

  it("asks for the reply inside the analysis request, so an ordinary reflection costs one call", async () => {
    const { body } = await reflect(t, cookie);
    expect(fakes.openai.requests).toHaveLength(1);
    expect(fakes.openai.requests[0]!.rawBody).toContain('\\"reply\\"');
    expect(body.result.aiResponse).toBe("I'm here with you. What feels most important about this right now?");
    expect(body.result.analysis.isAiGenerated).toBe(true);
  });

  it.each([
    [{ status: 429 }, "AI analysis quota exceeded - using basic emotion detection"],
    [{ status: 401 }, "AI analysis authentication failed - using basic emotion detection"],
    [{ status: 503 }, "AI analysis service temporarily down - using basic emotion detection"],
    [{ garbage: true }, "AI analysis temporarily unavailable - using basic emotion detection"],
    [{ text: JSON.stringify({ primaryEmotion: "sad" }) }, "AI analysis temporarily unavailable - using basic emotion detection"],
  ])("falls back to local analysis when the model answers %o", async (failure, message) => {
    fakes.openai.setDefault(failure);
    const { status, body } = await reflect(t, cookie);
    expect(status).toBe(201);
    expect(body.result.analysis.errorMessage).toBe(message);
    expect(body.result.analysis.isAiGenerated).toBe(false);
  });

  it("says 'Network connection issue' when the model cannot be reached", async () => {
    const offline = await createTestApp({ env: { OPENAI_API_KEY: "k", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", AI_RETRY_BASE_MS: "1" } });
    const user = await offline.signUp();
    const { body } = await reflect(offline, user.cookie);
    expect(body.result.analysis.errorMessage).toBe("Network connection issue - using basic emotion detection");
    await offline.close();
  });
});

describe("support recommendations", () => {
  it("are given up after 3 s, well inside the reflection's 15 s, for the built-in lists", async () => {
    const t = await createTestApp({ env: only(fakes.env, ["EKMAN_", "GEMINI_"]) });
    const { cookie } = await t.signUp();
    fakes.ekman.enqueue({ text: "sadness", probability: 0.9 });
    fakes.gemini.enqueue({ match: "JSON array", hang: true, times: 5 });
    const started = Date.now();
    const { body } = await reflect(t, cookie, { transcript: SAD, locale: "en-US" });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(6000);
    expect(body.result.analysis.isAiGenerated).toBe(true);
    expect(body.result.responseError).toBeUndefined();
    expect(body.result.analysis.supportNote).toBe("Using offline recommendations - AI suggestions temporarily unavailable");
    expect(JSON.stringify(body.result.analysis.supportResources)).toMatch(/741741|988/);
    await t.close();
  });
});

describe("the daily cloud-AI allowance", () => {
  it("answers 'Insufficient credits for AI analysis' and analyses locally past the limit", async () => {
    const t = await createTestApp({ env: { ...only(fakes.env, ["EKMAN_", "GEMINI_"]), AI_DAILY_LIMIT: "1" } });
    const { cookie } = await t.signUp();
    const first = await reflect(t, cookie);
    expect(first.body.result.analysis.errorMessage).toBeUndefined();
    const before = fakes.ekman.requests.length + fakes.gemini.requests.length;
    const second = await reflect(t, cookie);
    expect(second.status).toBe(201);
    expect(second.body.result.analysis.errorMessage).toBe("Insufficient credits for AI analysis");
    expect(second.body.result.analysis.isAiGenerated).toBe(false);
    expect(fakes.ekman.requests.length + fakes.gemini.requests.length).toBe(before);
    await t.close();
  });

  it("is not used by silence or a short acknowledgment, which never reach the cloud", async () => {
    const t = await createTestApp({ env: { ...only(fakes.env, ["EKMAN_", "GEMINI_"]), AI_DAILY_LIMIT: "1" } });
    const { cookie } = await t.signUp();
    expect((await reflect(t, cookie, { transcript: "hello testing", duration: 3 })).body.result.shouldShowAnalysis).toBe(false);
    const silence = { transcript: "A moment of silence and reflection.", duration: 10, speechDetected: false };
    expect((await reflect(t, cookie, silence)).status).toBe(201);
    const real = await reflect(t, cookie);
    expect(real.body.result.analysis.errorMessage).toBeUndefined();
    expect(real.body.result.analysis.isAiGenerated).toBe(true);
    await t.close();
  });

  it("is used by a Japanese sentence, which has no spaces but reaches the cloud (decision 025)", async () => {
    const t = await createTestApp({ env: { ...only(fakes.env, ["EKMAN_", "GEMINI_"]), AI_DAILY_LIMIT: "1" } });
    const { cookie } = await t.signUp();
    const japanese = await reflect(t, cookie, { transcript: "今日はとても悲しいです。母に会いたいです。", language: "ja-JP" });
    expect(japanese.body.result.shouldShowAnalysis).toBe(true);
    const next = await reflect(t, cookie);
    expect(next.body.result.analysis.errorMessage).toBe("Insufficient credits for AI analysis");
    await t.close();
  });
});
