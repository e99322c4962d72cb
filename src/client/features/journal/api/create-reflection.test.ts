import { describe, expect, it, vi } from "vitest";
import { buildAcknowledgment } from "../../../../domain/analysis/analysis-gate";
import { ApiError } from "../../../lib/api-client";
import { StreamBroken, saveReflection, streamReflection } from "./create-reflection";
import type { ReflectionInput, ReflectionResponse } from "./create-reflection";

const INPUT: ReflectionInput = {
  id: "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01",
  transcript: "I walked by the sea and felt calm and grateful.",
  duration: 9,
  speechDetected: true,
  mode: "voice",
};

const OUTCOME: ReflectionResponse = {
  result: { ...buildAcknowledgment(9), aiResponse: "What a gentle evening." },
  entry: {
    id: INPUT.id,
    entryText: INPUT.transcript,
    emotion: "reflective",
    language: "en",
    duration: 9,
    emotionIntensity: 3,
    mood: "neutral",
    wellnessScore: 6,
    aiInsights: null,
    aiSuggestions: [],
    themes: ["brief-reflection"],
    isAiGenerated: false,
    createdAt: "2026-03-01T20:00:00.000Z",
    updatedAt: "2026-03-01T20:00:00.000Z",
  },
};

function sse(...events: Array<[string, unknown] | string>): Response {
  const text = events.map((e) => (typeof e === "string" ? e : `event: ${e[0]}\ndata: ${JSON.stringify(e[1])}\n\n`)).join("");
  return new Response(text, { headers: { "content-type": "text/event-stream" } });
}

/** Answers each fetch in turn and records what was asked. */
function answer(...responses: Array<Response | Error>) {
  const calls: Array<{ accept: string | null; body: unknown }> = [];
  globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ accept: new Headers(init?.headers).get("accept"), body: JSON.parse(String(init?.body)) });
    const next = responses.shift();
    if (!next) throw new Error("unexpected fetch");
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return calls;
}

describe("streamReflection", () => {
  it("asks for an event stream, passes each reply chunk on, and resolves with the result", async () => {
    const calls = answer(sse(["reply", { text: "What a " }], ["reply", { text: "gentle evening." }], ["result", OUTCOME]));
    const chunks: string[] = [];
    await expect(streamReflection(INPUT, (chunk) => chunks.push(chunk))).resolves.toEqual(OUTCOME);
    expect(chunks).toEqual(["What a ", "gentle evening."]);
    expect(calls).toEqual([{ accept: "text/event-stream", body: INPUT }]);
  });

  it("accepts a plain JSON answer from a server that does not stream", async () => {
    answer(Response.json(OUTCOME, { status: 201 }));
    await expect(streamReflection(INPUT, () => undefined)).resolves.toEqual(OUTCOME);
  });

  it("is broken by an error event, a stream without a result, an event that is not JSON, or a result of another shape", async () => {
    for (const response of [
      sse(["reply", { text: "Hi" }], ["error", { error: { code: "save_failed", message: "Failed to save journal entry." } }]),
      sse(["reply", { text: "Hi" }]),
      sse("event: reply\ndata: {oops\n\n"),
      sse(["result", { ...OUTCOME, result: { ...OUTCOME.result, analysis: undefined } }]),
    ]) {
      answer(response);
      await expect(streamReflection(INPUT, () => undefined)).rejects.toBeInstanceOf(StreamBroken);
    }
  });

  it("raises ApiError for an error status or no answer at all", async () => {
    answer(Response.json({ error: { code: "unauthorized", message: "You must be logged in to save entries." } }, { status: 401 }));
    await expect(streamReflection(INPUT, () => undefined)).rejects.toMatchObject({ status: 401 });
    answer(new TypeError("Failed to fetch"));
    await expect(streamReflection(INPUT, () => undefined)).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});

describe("saveReflection", () => {
  it("asks again for plain JSON, same id, when the stream breaks", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = answer(sse(["reply", { text: "What a" }]), Response.json(OUTCOME));
    await expect(saveReflection(INPUT, () => undefined)).resolves.toEqual(OUTCOME);
    expect(calls.map((c) => c.accept)).toEqual(["text/event-stream", "application/json"]);
    expect(calls[1]?.body).toEqual(INPUT);
  });

  it("does not ask again when the request itself failed", async () => {
    const calls = answer(new TypeError("Failed to fetch"));
    const error = await saveReflection(INPUT, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
