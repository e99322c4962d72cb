// Server-sent events: yields the data of each event (multi-line data joined with "\n").
// Comments, event names, ids and retry fields are ignored; OpenAI's "[DONE]" is passed on.

export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (done) buffer = buffer.replace(/\r$/, "\n");
      // Keep a trailing "\r" in the buffer: it may be the first half of "\r\n".
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = done ? "" : (lines.pop() ?? "");
      for (const line of done ? lines.concat("") : lines) {
        if (line === "") {
          if (data.length > 0) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
      }
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
