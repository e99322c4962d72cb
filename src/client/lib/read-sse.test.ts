import { describe, expect, it } from "vitest";
import { parseSseBlock, readSse } from "./read-sse";
import type { SseMessage } from "./read-sse";

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of readSse(body)) messages.push(message);
  return messages;
}

describe("parseSseBlock", () => {
  it("reads the event name and joins data lines", () => {
    expect(parseSseBlock("event: reply\ndata: a\ndata: b")).toEqual({ event: "reply", data: "a\nb" });
  });

  it("defaults the event to message, and ignores comments, ids and blocks without data", () => {
    expect(parseSseBlock("id: 3\ndata:{}")).toEqual({ event: "message", data: "{}" });
    expect(parseSseBlock(": keep-alive")).toBeNull();
  });
});

describe("readSse", () => {
  it("yields each event, even when chunks split events and characters", async () => {
    const heart = new TextEncoder().encode("é");
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: reply\ndata: {"text":"caf'));
        controller.enqueue(heart.slice(0, 1));
        controller.enqueue(heart.slice(1));
        controller.enqueue(encoder.encode('"}\n\nevent: result\r\ndata: {"ok":true}\r\n\r\n'));
        controller.close();
      },
    });
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
  });
});
