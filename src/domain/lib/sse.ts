// The one reader of server-sent events, for both sides: the server reads its providers' streams
// (Gemini, OpenAI-compatible) and the browser reads the streamed reflection. The format is
// parsed by eventsource-parser (docs/decisions/014-http-contract.md); this adds the byte
// decoding, the end of the stream and letting go of the connection.
import { createParser } from "eventsource-parser";

export interface SseMessage {
  /** "message" when the server named none (as the browser's EventSource does). */
  event: string;
  /** The event's data lines, joined with "\n". */
  data: string;
}

/** No event of ours or of a provider comes near this; a stream that buffers more is broken. */
export const SSE_MAX_BUFFER_CHARS = 4 * 1024 * 1024;

export class SseTooLarge extends Error {
  constructor() {
    super(`an event stream buffered more than ${SSE_MAX_BUFFER_CHARS} characters without an event`);
    this.name = "SseTooLarge";
  }
}

/**
 * Yields each event as it arrives; a last event without its closing blank line is yielded when
 * the stream ends. Comments, ids, retry fields and unknown fields are ignored. Throws what the
 * body's reader throws, and SseTooLarge. Cancels the body when the consumer stops early.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: SseMessage[] = [];
  let tooLarge = false;
  const parser = createParser({
    maxBufferSize: SSE_MAX_BUFFER_CHARS,
    onEvent: (message) => ready.push({ event: message.event ?? "message", data: message.data }),
    onError: (error) => {
      if (error.type === "max-buffer-size-exceeded") tooLarge = true;
    },
  });
  const feed = (text: string) => {
    if (text !== "") parser.feed(text);
    if (tooLarge) throw new SseTooLarge();
  };
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      // At the end, a blank line dispatches an event the server did not close (after a lone "\r" too).
      feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift()!;
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
