// Gemini generateContent (the text-generation service), key in the query string,
// plus the streamGenerateContent SSE variant for the streamed reply.
import { z } from "zod";
import { GENERATION_TOP_K, GENERATION_TOP_P, SAFETY_CATEGORIES, SAFETY_THRESHOLD } from "../../domain/constants";
import { createHttp } from "./http";
import { ProviderError } from "./types";
import type { CallOptions, ProviderOptions, TextGenerator, TextRequest } from "./types";

export const GEMINI_DEFAULT_MODEL = "gemini-2.0-flash";

/** Safety settings: harassment, hate speech, sexually explicit and dangerous content, each blocking at medium and above. */
const GEMINI_SAFETY_SETTINGS = SAFETY_CATEGORIES.map((category) => ({ category, threshold: SAFETY_THRESHOLD }));

export interface GeminiOptions extends ProviderOptions {
  model?: string;
}

interface GeminiRequest extends TextRequest {
  topK?: number;
  topP?: number;
}

export interface GeminiClient extends TextGenerator {
  readonly provider: "gemini";
  /** candidates[0].content.parts text; ProviderError('no_content') when there is none (e.g. blocked). */
  generate(request: GeminiRequest, call?: CallOptions): Promise<string>;
  /** Text chunks as they arrive; ProviderError('no_content') if the stream carried no text. */
  stream(request: GeminiRequest, call?: CallOptions): AsyncIterable<string>;
}

const PartSchema = z.looseObject({ text: z.string().optional(), thought: z.boolean().optional() });

const GenerateResponseSchema = z.looseObject({
  candidates: z
    .array(
      z.looseObject({
        content: z.looseObject({ parts: z.array(PartSchema).nullish() }).nullish(),
        finishReason: z.string().optional(),
      }),
    )
    .nullish(),
  promptFeedback: z.looseObject({ blockReason: z.string().optional() }).nullish(),
  error: z.looseObject({ code: z.number().optional(), message: z.string().optional() }).optional(),
});

type GenerateResponse = z.output<typeof GenerateResponseSchema>;

export function createGemini(options: GeminiOptions): GeminiClient {
  const http = createHttp(options);
  const model = (options.model ?? GEMINI_DEFAULT_MODEL).replace(/^models\//, "");
  const base = `${options.baseUrl.replace(/\/+$/, "")}/v1beta/models/${encodeURIComponent(model)}`;
  const key = encodeURIComponent(options.apiKey);

  function payload(request: GeminiRequest) {
    return {
      contents: [{ parts: [{ text: request.prompt }] }],
      generationConfig: {
        temperature: request.temperature,
        topK: request.topK ?? GENERATION_TOP_K,
        topP: request.topP ?? GENERATION_TOP_P,
        maxOutputTokens: request.maxTokens,
      },
      safetySettings: GEMINI_SAFETY_SETTINGS,
    };
  }

  const headers = { "content-type": "application/json", accept: "application/json" };

  return {
    provider: "gemini",
    model,

    async generate(request, call) {
      const body = await http.json(
        { url: `${base}:generateContent?key=${key}`, headers, json: payload(request) },
        GenerateResponseSchema,
        call,
      );
      const text = candidateText(body);
      if (text === undefined || text.trim() === "") throw new ProviderError("no_content", { detail: noContentReason(body) });
      return text;
    },

    async *stream(request, call) {
      const events = http.sse(
        {
          url: `${base}:streamGenerateContent?alt=sse&key=${key}`,
          headers: { ...headers, accept: "text/event-stream" },
          json: payload(request),
        },
        call,
      );
      let produced = false;
      let last: GenerateResponse | undefined;
      for await (const data of events) {
        const chunk = parseChunk(data);
        if (chunk.error) {
          throw new ProviderError("server_error", { status: chunk.error.code, detail: chunk.error.message });
        }
        last = chunk;
        const text = candidateText(chunk);
        if (text) {
          produced = true;
          yield text;
        }
      }
      if (!produced) throw new ProviderError("no_content", { detail: last ? noContentReason(last) : "empty stream" });
    },
  };
}

function parseChunk(data: string): GenerateResponse {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ProviderError("bad_response", { detail: "stream event is not JSON" });
  }
  const result = GenerateResponseSchema.safeParse(json);
  if (!result.success) throw new ProviderError("bad_response", { detail: "unexpected stream event shape" });
  return result.data;
}

/** The first candidate's text (its non-thought parts joined; one part in practice). */
function candidateText(body: GenerateResponse): string | undefined {
  const parts = body.candidates?.[0]?.content?.parts;
  if (!parts) return undefined;
  const texts = parts.filter((part) => !part.thought && part.text !== undefined).map((part) => part.text ?? "");
  return texts.length > 0 ? texts.join("") : undefined;
}

function noContentReason(body: GenerateResponse): string {
  const blocked = body.promptFeedback?.blockReason;
  if (blocked) return `prompt blocked: ${blocked}`;
  const finish = body.candidates?.[0]?.finishReason;
  if (finish) return `finish reason: ${finish}`;
  return body.candidates && body.candidates.length > 0 ? "empty candidate" : "no candidates";
}
