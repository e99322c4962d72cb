// Any OpenAI-compatible chat-completions service (OpenAI, Ollama, llama.cpp, vLLM…):
// POST {baseUrl}/chat/completions, where baseUrl already ends in /v1.
import { z } from "zod";
import { createHttp } from "./http";
import { ProviderError } from "./types";
import type { CallOptions, ProviderOptions, TextGenerator, TextRequest } from "./types";

export const OPENAI_DEFAULT_MODEL = "gpt-4o-mini";

export interface OpenAiCompatibleOptions extends ProviderOptions {
  model?: string;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

interface CompletionRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  presencePenalty?: number;
  frequencyPenalty?: number;
  responseFormat?: "text" | "json_object";
}

export interface OpenAiCompatibleClient extends TextGenerator {
  readonly provider: "openai";
  /** choices[0].message.content; ProviderError('no_content') when empty or absent. */
  complete(request: CompletionRequest, call?: CallOptions): Promise<string>;
  /**
   * JSON mode (response_format json_object): the content parsed as JSON (code fences
   * tolerated) and validated by the schema; ProviderError('bad_response') otherwise.
   */
  completeJson<S extends z.ZodType>(request: CompletionRequest, schema: S, call?: CallOptions): Promise<z.output<S>>;
  /** stream: true; yields each delta's content; ProviderError('no_content') if none came. */
  streamComplete(request: CompletionRequest, call?: CallOptions): AsyncIterable<string>;
  /** TextGenerator: the prompt as a single user message. */
  generate(request: TextRequest, call?: CallOptions): Promise<string>;
  stream(request: TextRequest, call?: CallOptions): AsyncIterable<string>;
}

const CompletionSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
});

const ChunkSchema = z.looseObject({
  choices: z.array(z.looseObject({ delta: z.looseObject({ content: z.string().nullish() }).nullish() })).nullish(),
  error: z.looseObject({ message: z.string().optional() }).nullish(),
});

export function createOpenAiCompatible(options: OpenAiCompatibleOptions): OpenAiCompatibleClient {
  const http = createHttp(options);
  const model = options.model ?? OPENAI_DEFAULT_MODEL;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  function headers(accept: string): Record<string, string> {
    const result: Record<string, string> = { "content-type": "application/json", accept };
    // Local servers (Ollama, llama.cpp) need no key; send none rather than an empty bearer.
    if (options.apiKey !== "") result.authorization = `Bearer ${options.apiKey}`;
    return result;
  }

  function body(request: CompletionRequest, stream: boolean) {
    return {
      model,
      messages: request.messages,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
      ...(request.presencePenalty === undefined ? {} : { presence_penalty: request.presencePenalty }),
      ...(request.frequencyPenalty === undefined ? {} : { frequency_penalty: request.frequencyPenalty }),
      ...(request.responseFormat === undefined ? {} : { response_format: { type: request.responseFormat } }),
      ...(stream ? { stream: true } : {}),
    };
  }

  async function complete(request: CompletionRequest, call?: CallOptions): Promise<string> {
    const response = await http.json({ url, headers: headers("application/json"), json: body(request, false) }, CompletionSchema, call);
    const choice = response.choices?.[0];
    const content = choice?.message?.content;
    if (content === undefined || content === null || content.trim() === "") {
      const detail = !choice ? "no choices" : choice.message?.refusal ? "refused" : `finish reason: ${choice.finish_reason ?? "none"}`;
      throw new ProviderError("no_content", { detail });
    }
    return content;
  }

  async function* streamComplete(request: CompletionRequest, call?: CallOptions): AsyncGenerator<string> {
    let produced = false;
    for await (const data of http.sse({ url, headers: headers("text/event-stream"), json: body(request, true) }, call)) {
      if (data.trim() === "[DONE]") break;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw new ProviderError("bad_response", { detail: "stream event is not JSON" });
      }
      const chunk = ChunkSchema.safeParse(json);
      if (!chunk.success) throw new ProviderError("bad_response", { detail: "unexpected stream event shape" });
      if (chunk.data.error) throw new ProviderError("server_error", { detail: chunk.data.error.message });
      const text = chunk.data.choices?.[0]?.delta?.content;
      if (text) {
        produced = true;
        yield text;
      }
    }
    if (!produced) throw new ProviderError("no_content", { detail: "empty stream" });
  }

  async function completeJson<S extends z.ZodType>(request: CompletionRequest, schema: S, call?: CallOptions) {
    const content = await complete({ ...request, responseFormat: "json_object" }, call);
    let parsed: unknown;
    try {
      parsed = JSON.parse(stripCodeFence(content));
    } catch {
      throw new ProviderError("bad_response", { detail: "content is not JSON" });
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw new ProviderError("bad_response", { detail: "content has an unexpected shape" });
    return result.data;
  }

  const asMessages = (request: TextRequest): CompletionRequest => ({
    messages: [{ role: "user", content: request.prompt }],
    temperature: request.temperature,
    maxTokens: request.maxTokens,
  });

  return {
    provider: "openai",
    model,
    complete,
    completeJson,
    streamComplete,
    generate: (request, call) => complete(asMessages(request), call),
    stream: (request, call) => streamComplete(asMessages(request), call),
  };
}

/** Local models often wrap JSON in a ```json fence even in JSON mode. */
function stripCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}
