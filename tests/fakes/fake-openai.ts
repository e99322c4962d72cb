// Loopback fake of an OpenAI-compatible /v1/chat/completions (JSON, JSON mode and SSE streaming).
import { garbageBody, isRecord, jsonBody, splitIntoChunks, scriptedAnswer, startFakeServer } from "./fake-server";
import type { FakeControl, FakeProvider, FakeResponse, RenderedBody, StartOptions } from "./fake-server";

export const OPENAI_FAKE_DEFAULT_TEXT = "I'm here with you. What feels most important about this right now?";

/** Default JSON-mode content: an analysis in the shape the analysis step reads (primaryEmotion, emotionIntensity, mood, …). */
export const OPENAI_FAKE_DEFAULT_JSON = {
  primaryEmotion: "hopeful",
  emotionIntensity: 6,
  secondaryEmotions: ["calm"],
  mood: "positive",
  insights: "The writer is noticing small signs of progress and allowing themselves to feel hopeful about them.",
  suggestions: [
    "Write down one small win from today before bed",
    "Take a slow ten-minute walk without your phone",
    "Share the good news with someone who cares about you",
  ],
  themes: ["growth"],
  wellnessScore: 7,
};

const ERROR_TYPES: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: "invalid_request_error", code: null, message: "Invalid request." },
  401: { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided." },
  403: {
    type: "invalid_request_error",
    code: "unsupported_country_region_territory",
    message: "Country, region, or territory not supported",
  },
  404: { type: "invalid_request_error", code: "model_not_found", message: "The model does not exist or you do not have access to it." },
  429: { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for requests" },
  500: { type: "server_error", code: null, message: "The server had an error while processing your request. Sorry about that!" },
  503: { type: "server_error", code: null, message: "The engine is currently overloaded, please try again later" },
};

function errorBody(status: number, message?: string): RenderedBody {
  const known = ERROR_TYPES[status] ?? { type: status >= 500 ? "server_error" : "invalid_request_error", code: null, message: "Error" };
  return jsonBody(status, { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } });
}

let counter = 0;

export function openAiProvider(options: StartOptions = {}): FakeProvider {
  return {
    name: "openai",
    basePath: "/v1",
    handles: (request) =>
      (request.method === "POST" && request.path === "/v1/chat/completions") || (request.method === "GET" && request.path === "/v1/models"),
    authorize(request) {
      const header = request.headers.authorization ?? "";
      const key = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!key) {
        return {
          status: 401,
          message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
        };
      }
      if (options.apiKey !== undefined && key !== options.apiKey) return { status: 401, message: "Incorrect API key provided." };
      return undefined;
    },
    render(request, response) {
      const scripted = scriptedAnswer(response, errorBody);
      if (scripted) return scripted;
      if (request.path === "/v1/models") {
        return jsonBody(200, { object: "list", data: [{ id: "gpt-4o-mini", object: "model", created: 0, owned_by: "fake" }] });
      }
      const body = request.body;
      if (!isRecord(body) || !Array.isArray(body.messages) || body.messages.length === 0) {
        return errorBody(400, "'messages' is a required property");
      }
      const model = typeof body.model === "string" ? body.model : "gpt-4o-mini";
      const jsonMode = isRecord(body.response_format) && body.response_format.type === "json_object";
      // A JSON-mode request that asks for the reply too gets one, as a real model would answer.
      const wantsReply = jsonMode && request.rawBody.includes('\\"reply\\"');
      const defaultJson = wantsReply ? { ...OPENAI_FAKE_DEFAULT_JSON, reply: OPENAI_FAKE_DEFAULT_TEXT } : OPENAI_FAKE_DEFAULT_JSON;
      const text = response.text ?? (jsonMode ? JSON.stringify(defaultJson) : OPENAI_FAKE_DEFAULT_TEXT);
      const id = `chatcmpl-fake${++counter}`;
      const created = Math.floor(Date.now() / 1000);

      if (body.stream === true) {
        if (response.garbage) return { kind: "sse", events: ["not json {", "[DONE]"] };
        const base = { id, object: "chat.completion.chunk", created, model };
        const pieces = response.empty ? [] : (response.chunks ?? splitIntoChunks(text));
        const events = [
          ...(response.empty ? [] : [{ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] }]),
          ...pieces.map((content) => ({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] })),
          ...(response.empty ? [] : [{ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }]),
        ];
        return { kind: "sse", events: [...events.map((event) => JSON.stringify(event)), "[DONE]"] };
      }
      if (response.garbage) return garbageBody();
      return jsonBody(200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: response.empty
          ? []
          : [{ index: 0, message: { role: "assistant", content: text, refusal: null }, logprobs: null, finish_reason: "stop" }],
        usage: { prompt_tokens: 20, completion_tokens: Math.ceil(text.length / 4), total_tokens: 20 + Math.ceil(text.length / 4) },
      });
    },
    notFound: (request) => errorBody(404, `Unknown request URL: ${request.method} ${request.path}`),
  };
}

export function startFakeOpenAi(options: StartOptions = {}): Promise<FakeControl> {
  return startFakeServer(openAiProvider(options), options);
}

export type { FakeResponse };
