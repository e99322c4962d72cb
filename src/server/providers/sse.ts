// Server-sent events from a provider: the data of each event (domain/lib/sse.ts reads the stream).
// OpenAI's "[DONE]" is passed on; event names are not used by any provider we call.
import { readSse } from "../../domain/lib/sse";

export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const message of readSse(body)) yield message.data;
}
