// Loopback fake of Gemini's generateContent and streamGenerateContent (alt=sse), key in the query.
import { garbageBody, isRecord, jsonBody, splitIntoChunks, scriptedAnswer, startFakeServer } from "./fake-server";
import type { FakeControl, FakeProvider, FakeResponse, RecordedRequest, RenderedBody, StartOptions } from "./fake-server";

export const GEMINI_FAKE_DEFAULT_TEXT = "Thank you for sharing this with me. It sounds like a lot is on your mind, and I'm here with you.";

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  408: "DEADLINE_EXCEEDED",
  409: "ABORTED",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Request contains an invalid argument.",
  401: "Request had invalid authentication credentials.",
  403: "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
  429: "Resource has been exhausted (e.g. check quota).",
  500: "An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting",
  503: "The model is overloaded. Please try again later.",
};

function errorBody(status: number, message?: string): RenderedBody {
  return jsonBody(status, {
    error: { code: status, message: message ?? DEFAULT_MESSAGES[status] ?? "Error", status: STATUS_NAMES[status] ?? "UNKNOWN" },
  });
}

function chunk(model: string, text: string, last: boolean) {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: "model" },
        ...(last ? { finishReason: "STOP" } : {}),
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: 12,
      candidatesTokenCount: Math.ceil(text.length / 4),
      totalTokenCount: 12 + Math.ceil(text.length / 4),
    },
    modelVersion: model,
  };
}

const BLOCKED = {
  promptFeedback: { blockReason: "SAFETY", safetyRatings: [] },
  usageMetadata: { promptTokenCount: 12, totalTokenCount: 12 },
};

export function geminiProvider(options: StartOptions = {}): FakeProvider {
  return {
    name: "gemini",
    handles: (request) => request.method === "POST" && ROUTE.test(request.path),
    authorize(request) {
      const key = request.query.key;
      if (!key) return { status: 403, message: DEFAULT_MESSAGES[403] as string };
      if (options.apiKey !== undefined && key !== options.apiKey) {
        return { status: 400, message: "API key not valid. Please pass a valid API key." };
      }
      return undefined;
    },
    render(request, response) {
      const [, model = "", method] = ROUTE.exec(request.path) ?? [];
      const scripted = scriptedAnswer(response, errorBody);
      if (scripted) return scripted;
      if (!isRecord(request.body) || !Array.isArray(request.body.contents)) {
        return errorBody(400, "* GenerateContentRequest.contents: contents is not specified");
      }
      const streaming = method === "streamGenerateContent";
      if (response.garbage) return streaming ? { kind: "sse", events: ["not json {"] } : garbageBody();
      if (!streaming) {
        return jsonBody(200, response.empty ? BLOCKED : chunk(model, response.text ?? GEMINI_FAKE_DEFAULT_TEXT, true));
      }
      const texts = response.empty ? [] : (response.chunks ?? splitIntoChunks(response.text ?? GEMINI_FAKE_DEFAULT_TEXT));
      const events = response.empty ? [BLOCKED] : texts.map((text, i) => chunk(model, text, i === texts.length - 1));
      if (request.query.alt !== "sse") return jsonBody(200, events);
      return { kind: "sse", events: events.map((event) => JSON.stringify(event)) };
    },
    notFound: (request: RecordedRequest) => errorBody(404, `Requested entity was not found: ${request.path}`),
  };
}

export function startFakeGemini(options: StartOptions = {}): Promise<FakeControl> {
  return startFakeServer(geminiProvider(options), options);
}

export type { FakeResponse };
