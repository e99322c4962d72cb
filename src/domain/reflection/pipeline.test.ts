// The one reflection pipeline with scripted steps: what it asks of each step and when, and the rules
// it keeps whatever the steps answer — crisis language wins over the reply (decision 009), a failing
// step never loses the words, the emotion step has half the time, a one-call answer is used whole,
// the recent answers reach the text steps (decision 028), the language note only for a local
// reading (decision 025).
import { describe, expect, it } from "vitest";
import { resolveCrisisLines } from "../crisis/lines";
import { ANALYSIS_MESSAGES } from "../messages";
import { VOICE_PROCESSING_ERROR_REPLY } from "../replies/canned-replies";
import { builtInSupportResources } from "../replies/support-resources";
import type { SupportRecommendation } from "../types";
import { runPipeline } from "./pipeline";
import type { PipelineOptions } from "./pipeline";
import type { EmotionReading, ReflectionSteps, StepCall, TextInput } from "./steps";

const crisisLines = resolveCrisisLines({ locale: "en-US" });
const CHEERFUL = "What a wonderful, lovely day to celebrate!";
const WORDS = "Work was long and hard today and I feel tired and worn out by all of it.";
const CRISIS = "I don't want to be here anymore. Everyone would be better off without me.";

const READING: EmotionReading = {
  primaryEmotion: "sad",
  emotionIntensity: 8,
  secondaryEmotions: [],
  mood: "negative",
  wellnessScore: 40,
  isAiGenerated: true,
};

const RESOURCE: SupportRecommendation = {
  title: "A walk outside",
  message: "Ten minutes of air.",
  url: "https://example.org/walk",
  iconType: "calendar",
  colorScheme: { primary: "#047857", secondary: "#ECFDF5" },
  features: ["10 minutes"],
};

interface Calls {
  emotion: StepCall[];
  reply: { input: TextInput; call: StepCall; streamed: boolean }[];
  insights: number;
  suggestions: number;
  support: number;
}

/** Steps that answer as scripted and record what they were asked. */
function scripted(reading: Partial<EmotionReading> = {}, overrides: Partial<ReflectionSteps> = {}) {
  const calls: Calls = { emotion: [], reply: [], insights: 0, suggestions: 0, support: 0 };
  const steps: ReflectionSteps = {
    emotion: (_text, _context, call) => {
      calls.emotion.push(call);
      return Promise.resolve({ ...READING, ...reading });
    },
    reply: (input, call, onChunk) => {
      calls.reply.push({ input, call, streamed: onChunk !== undefined });
      onChunk?.(CHEERFUL);
      return Promise.resolve({ reply: CHEERFUL });
    },
    insights: () => {
      calls.insights += 1;
      return Promise.resolve("An insight.");
    },
    suggestions: () => {
      calls.suggestions += 1;
      return Promise.resolve(["One", "Two", "Three"]);
    },
    support: () => {
      calls.support += 1;
      return Promise.resolve({ resources: [RESOURCE], note: "from the step" });
    },
    ...overrides,
  };
  return { steps, calls };
}

const input = (transcript: string, more: { language?: string; duration?: number; speechDetected?: boolean } = {}) => ({
  transcript,
  duration: more.duration ?? 20,
  speechDetected: more.speechDetected ?? true,
  language: more.language,
});

const run = (transcript: string, options: Omit<PipelineOptions, "crisisLines">) =>
  runPipeline(input(transcript), { crisisLines, ...options });

describe("the reflection pipeline", () => {
  it("answers with the steps' words when there is no crisis, the reply streamed as it is written", async () => {
    const { steps, calls } = scripted();
    const chunks: string[] = [];
    const result = await run(WORDS, { steps, onReplyChunk: (text) => chunks.push(text) });
    expect(result.aiResponse).toBe(CHEERFUL);
    expect(chunks).toEqual([CHEERFUL]);
    expect(result.analysis).toMatchObject({ primaryEmotion: "sad", insights: "An insight.", suggestions: ["One", "Two", "Three"] });
    expect(result.analysis.supportResources).toContainEqual(RESOURCE);
    expect(result.analysis.supportNote).toBe("from the step");
    expect(calls.reply[0]!.streamed).toBe(true);
  });

  it("puts the crisis lines first and a calm reply in place of the step's cheerful one, sent once and never streamed", async () => {
    const { steps, calls } = scripted({ mood: "positive", emotionIntensity: 3, primaryEmotion: "joy" });
    const chunks: string[] = [];
    const result = await run(CRISIS, { steps, onReplyChunk: (text) => chunks.push(text) });
    expect(result.analysis.crisis).toBe(true);
    expect(result.aiResponse).not.toBe(CHEERFUL);
    expect(result.aiResponse).not.toMatch(/wonderful|lovely|celebrate/i);
    expect(chunks).toEqual([result.aiResponse]);
    expect(calls.reply[0]!.streamed).toBe(false);
    expect(calls.reply[0]!.input.crisis).toBe(true);
    expect(result.analysis.supportResources?.[0]?.isEmergency).toBe(true);
  });

  it("keeps the words and still reads crisis language when a step throws", async () => {
    const { steps } = scripted({}, { insights: () => Promise.reject(new Error("boom")) });
    const plain = await run(WORDS, { steps });
    expect(plain.aiResponse).toBe(VOICE_PROCESSING_ERROR_REPLY);
    expect(plain.responseError).toBe(ANALYSIS_MESSAGES.pipelineResponseError);
    expect(plain.analysis.errorMessage).toBe(ANALYSIS_MESSAGES.pipelineFallback);
    const crisis = await run(CRISIS, { steps });
    expect(crisis.analysis.crisis).toBe(true);
    expect(crisis.aiResponse).not.toBe(VOICE_PROCESSING_ERROR_REPLY);
  });

  it("asks no step for silence or words too few to read", async () => {
    const { steps, calls } = scripted();
    const silence = await runPipeline(input("A moment of silence and reflection.", { speechDetected: false }), { steps, crisisLines });
    const short = await runPipeline(input("ok", { duration: 2 }), { steps, crisisLines });
    expect(silence.shouldShowAnalysis).toBe(false);
    expect(short.shouldShowAnalysis).toBe(false);
    expect(calls.emotion).toEqual([]);
    expect(calls.reply).toEqual([]);
  });

  it("gives the emotion step half the time and the text steps the whole of it, by the clock passed in", async () => {
    const { steps, calls } = scripted();
    await run(WORDS, { steps, budget: { now: () => 1_000, ms: 8_000 } });
    expect(calls.emotion).toEqual([{ deadline: 5_000 }]);
    expect(calls.reply[0]!.call).toEqual({ deadline: 9_000 });
    const device = scripted();
    await run(WORDS, { steps: device.steps });
    expect(device.calls.emotion).toEqual([{}]);
  });

  it("uses a one-call answer whole: its reply streamed, its support or the built-in lists, with the whole time", async () => {
    const withSupport = scripted({ reply: "From the one call.", supportResources: [RESOURCE] }, { emotionWritesAll: true });
    const chunks: string[] = [];
    const result = await run(WORDS, {
      steps: withSupport.steps,
      onReplyChunk: (text) => chunks.push(text),
      budget: { now: () => 0, ms: 100 },
    });
    expect(result.aiResponse).toBe("From the one call.");
    expect(chunks).toEqual(["From the one call."]);
    expect(result.analysis.supportResources).toContainEqual(RESOURCE);
    expect(withSupport.calls.emotion).toEqual([{ deadline: 100 }]);
    expect(withSupport.calls.reply).toEqual([]);
    expect(withSupport.calls.support).toBe(0);

    const without = scripted({}, { emotionWritesAll: true });
    const fallback = await run(WORDS, { steps: without.steps });
    expect(fallback.aiResponse).toBe(CHEERFUL); // no reply in the answer: the reply step's
    for (const resource of builtInSupportResources("sad")) expect(fallback.analysis.supportResources).toContainEqual(resource);
    expect(fallback.analysis.supportResources).not.toContainEqual(RESOURCE);
    expect(fallback.analysis.supportNote).toBeUndefined();
    expect(without.calls.support).toBe(0);
  });

  it("ignores a reply the emotion step was not asked to write", async () => {
    const { steps } = scripted({ reply: "Not asked for." });
    expect((await run(WORDS, { steps })).aiResponse).toBe(CHEERFUL);
  });

  it("uses the emotion step's insights, suggestions and themes when it gave them, and asks only for the rest", async () => {
    const { steps, calls } = scripted({ insights: "Its insight.", suggestions: ["A", "B", "C"], themes: ["work"] });
    const result = await run(WORDS, { steps });
    expect(result.analysis).toMatchObject({ insights: "Its insight.", suggestions: ["A", "B", "C"], themes: ["work"] });
    expect(calls.insights).toBe(0);
    expect(calls.suggestions).toBe(0);
  });

  it("asks for support only when it is shown", async () => {
    const { steps, calls } = scripted({ emotionIntensity: 3, mood: "positive", primaryEmotion: "calm" });
    expect((await run(WORDS, { steps })).analysis.supportResources).toBeUndefined();
    expect(calls.support).toBe(0);
  });

  it("puts the notice on the card unless the emotion step says why itself", async () => {
    expect((await run(WORDS, { steps: scripted().steps, notice: "used up" })).analysis.errorMessage).toBe("used up");
    const failed = scripted({ errorMessage: "provider down" }).steps;
    expect((await run(WORDS, { steps: failed, notice: "used up" })).analysis.errorMessage).toBe("provider down");
  });

  it("gives the text steps the person's recent answers and the entry's language", async () => {
    const { steps, calls } = scripted();
    const recent = { replies: ["Said before."], suggestions: ["Suggested before."] };
    await runPipeline(input(WORDS, { language: "fr-FR" }), { steps, crisisLines, recent });
    expect(calls.reply[0]!.input).toMatchObject({ recent, language: "fr-FR", text: WORDS });
  });

  it("notes a language the local reading does not cover only when the reading was local", async () => {
    const ai = await runPipeline(input(WORDS, { language: "ja-JP" }), { steps: scripted().steps, crisisLines });
    expect(ai.analysis.languageNote).toBeUndefined();
    const local = await runPipeline(input(WORDS, { language: "ja-JP" }), { steps: scripted({ isAiGenerated: false }).steps, crisisLines });
    expect(local.analysis.languageNote).toMatch(/on-device reading covers/);
  });

  it("answers a conversational turn with the emotion alone: no reply, insights, suggestions or support asked for", async () => {
    const { steps, calls } = scripted({ reply: "Not used." }, { emotionWritesAll: true });
    const chunks: string[] = [];
    const turn = { steps, mode: "conversational-turn" as const, onReplyChunk: (text: string) => chunks.push(text) };
    const result = await run(WORDS, { ...turn, budget: { now: () => 0, ms: 100 } });
    expect(result.aiResponse).toBe("");
    // crisis language still marks the turn (the chat answers it with care), but nothing is streamed here
    const crisis = await run(CRISIS, turn);
    expect(crisis.analysis.crisis).toBe(true);
    expect(chunks).toEqual([]);
    expect(calls.emotion).toEqual([{ deadline: 100 }, {}]);
    expect(calls.reply).toEqual([]);
    expect(calls.insights + calls.suggestions + calls.support).toBe(0);
  });
});
