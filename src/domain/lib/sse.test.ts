import { describe, expect, it } from "vitest";
import { SSE_MAX_BUFFER_CHARS, SseTooLarge, readSse } from "./sse";
import type { SseMessage } from "./sse";

function streamOf(...parts: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(typeof part === "string" ? encoder.encode(part) : part);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of readSse(body)) messages.push(message);
  return messages;
}

describe("readSse", () => {
  it("reads the event name and joins data lines", async () => {
    expect(await collect(streamOf("event: reply\ndata: a\ndata: b\n\n"))).toEqual([{ event: "reply", data: "a\nb" }]);
  });

  it("names an unnamed event 'message', and ignores comments, ids, retry fields and blocks without data", async () => {
    expect(await collect(streamOf(": keep-alive\n\nid: 3\nretry: 10\n\nid: 4\ndata:{}\n\nbogus: 1\n\n"))).toEqual([
      { event: "message", data: "{}" },
    ]);
  });

  it("yields each event, even when chunks split events and characters", async () => {
    const accent = new TextEncoder().encode("é");
    const body = streamOf(
      'event: reply\ndata: {"text":"caf',
      accent.slice(0, 1),
      accent.slice(1),
      '"}\n\nevent: result\r\ndata: {"ok":true}\r\n\r\n',
    );
    expect(await collect(body)).toEqual([
      { event: "reply", data: '{"text":"café"}' },
      { event: "result", data: '{"ok":true}' },
    ]);
  });

  it("yields a last event that has no closing blank line", async () => {
    expect(await collect(streamOf("event: a\ndata: 1\n\n", "event: b\ndata: 2"))).toEqual([
      { event: "a", data: "1" },
      { event: "b", data: "2" },
    ]);
    expect(await collect(streamOf("data: y\r"))).toEqual([{ event: "message", data: "y" }]);
  });

  it("throws SseTooLarge when a stream buffers more than the limit without an event", async () => {
    const line = `data: ${"x".repeat(64 * 1024)}\n`;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(line));
      },
    });
    const error = await collect(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SseTooLarge);
    // just under the limit is still one event
    const big = "y".repeat(SSE_MAX_BUFFER_CHARS - 100);
    expect((await collect(streamOf(`data: ${big}\n\n`)))[0]?.data).toHaveLength(big.length);
  });

  it("cancels the body when the consumer stops early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("event: a\ndata: 1\n\nevent: b\ndata: 2\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const message of readSse(body)) {
      expect(message.data).toBe("1");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
