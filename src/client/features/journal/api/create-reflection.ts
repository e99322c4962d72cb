// POST /api/reflections: analyse, reply and save in one call. The id is generated here,
// so a retry of the same reflection is stored once. saveReflection streams the reply as it
// is written (server-sent events) and falls back to the plain JSON answer if the stream fails.
import type { ReflectionRequest, ReflectionRequestMode, ReflectionResponse } from "../../../../domain/contract/reflections";
import { REFLECTION_EVENTS, ReflectionReplyEventSchema, ReflectionResponseSchema } from "../../../../domain/contract/reflections";
import { readSse } from "../../../../domain/lib/sse";
import { ApiError, api, networkError, openEventStream } from "../../../lib/api-client";
import { withLocale } from "../../../lib/locale";
import { pathOf, routes } from "../../../../domain/contract/routes";

export type { ReflectionResponse };
/** The request's mode (voice, or a conversational turn). */
export type ReflectionMode = ReflectionRequestMode;
/** A reflection as the screen sends it (every field given but the language and the time it was said); the browser's locale is added here. */
export type ReflectionInput = Required<Omit<ReflectionRequest, "locale" | "language" | "recordedAt" | "ephemeral">> &
  Pick<ReflectionRequest, "language" | "recordedAt" | "ephemeral">;

/** Generous: the server bounds each provider, and a slow answer is better than a lost one. */
const REFLECTION_TIMEOUT_MS = 60_000;

/** The reflection as plain JSON, without the streamed reply (a retry, or a background sync). */
export function createReflection(input: ReflectionInput): Promise<ReflectionResponse> {
  return api.post(
    pathOf(routes.reflections),
    ReflectionResponseSchema,
    { ...input, ...withLocale() },
    { timeoutMs: REFLECTION_TIMEOUT_MS },
  );
}

/** The stream opened but did not end with a result: worth asking again for plain JSON. */
export class StreamBroken extends Error {
  constructor(reason: string) {
    super(`reflection stream: ${reason}`);
    this.name = "StreamBroken";
  }
}

/**
 * Streams the reflection: `onReply` gets each chunk of the companion's reply as it is written,
 * then the result resolves. Throws ApiError when the request fails outright, StreamBroken when
 * the stream opened but broke off, answered something else, or ended without a result.
 */
export async function streamReflection(input: ReflectionInput, onReply: (chunk: string) => void): Promise<ReflectionResponse> {
  const response = await openEventStream(pathOf(routes.reflections), { ...input, ...withLocale() }, { timeoutMs: REFLECTION_TIMEOUT_MS });
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
    const body = ReflectionResponseSchema.safeParse(await response.json().catch(() => null));
    if (body.success) return body.data;
    throw new StreamBroken("not an event stream");
  }
  try {
    for await (const message of readSse(response.body)) {
      const data: unknown = JSON.parse(message.data);
      if (message.event === REFLECTION_EVENTS.reply) {
        const reply = ReflectionReplyEventSchema.safeParse(data);
        if (reply.success) onReply(reply.data.text);
      } else if (message.event === REFLECTION_EVENTS.result) {
        const result = ReflectionResponseSchema.safeParse(data);
        if (!result.success) throw new StreamBroken("the result is not the shape the contract describes");
        return result.data;
      } else if (message.event === REFLECTION_EVENTS.error) {
        throw new StreamBroken("the server reported an error");
      }
    }
  } catch (error) {
    if (error instanceof StreamBroken) throw error;
    if (error instanceof DOMException && error.name === "TimeoutError") throw networkError(error);
    throw new StreamBroken(error instanceof SyntaxError ? "an event is not JSON" : "the connection broke off");
  }
  throw new StreamBroken("ended without a result");
}

/**
 * Saves a reflection, streaming the reply through `onReply`. A stream that breaks is retried
 * once as plain JSON (same id: the server stores it once); a request that never got an answer
 * is not, so the caller can keep the words and offer a retry.
 */
export async function saveReflection(input: ReflectionInput, onReply: (chunk: string) => void): Promise<ReflectionResponse> {
  try {
    return await streamReflection(input, onReply);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.warn(`[reflection] ${error instanceof Error ? error.message : "stream failed"}; asking again without streaming`);
    return createReflection(input);
  }
}
