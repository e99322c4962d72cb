// Reads a text/event-stream body into {event, data} messages (the subset of the SSE format
// our server writes: event, data — several data lines join with "\n" —, id and comments).

export interface SseMessage {
  /** "message" when the server named none. */
  event: string;
  data: string;
}

/** Parses one block (the lines between blank lines); null for comments-only blocks. */
export function parseSseBlock(block: string): SseMessage | null {
  let event = "message";
  const data: string[] = [];
  let sawData = false;
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") {
      data.push(value);
      sawData = true;
    }
  }
  return sawData ? { event, data: data.join("\n") } : null;
}

/** Yields each message as it arrives; ends with the stream. Throws what the body's reader throws. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const message = parseSseBlock(block);
        if (message) yield message;
      }
    }
    const last = parseSseBlock(buffer + decoder.decode());
    if (last) yield last;
  } finally {
    // the consumer stopped early (or the stream ended): let go of the connection
    void reader.cancel().catch(() => undefined);
  }
}
