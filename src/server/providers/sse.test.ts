import { describe, expect, it } from "vitest";
import { readSseData } from "./sse";

function streamOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseData(stream)) out.push(data);
  return out;
}

describe("readSseData", () => {
  it("yields each event's data for \\n, \\r\\n and \\r line ends", async () => {
    await expect(collect(streamOf("data: a\n\ndata: b\r\n\r\ndata: c\r\rdata:d\n\n"))).resolves.toEqual(["a", "b", "c", "d"]);
  });

  it("joins multi-line data and ignores comments, event names and ids", async () => {
    await expect(collect(streamOf(": keep-alive\n\nevent: message\nid: 7\ndata: one\ndata: two\n\n"))).resolves.toEqual(["one\ntwo"]);
  });

  it("reassembles events and multi-byte characters split across chunks", async () => {
    const bytes = new TextEncoder().encode('data: {"t":"café ☕"}\r\n\r\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    await expect(collect(stream)).resolves.toEqual(['{"t":"café ☕"}']);
  });

  it("passes [DONE] through and flushes a last event without a blank line", async () => {
    await expect(collect(streamOf("data: x\n\ndata: [DONE]"))).resolves.toEqual(["x", "[DONE]"]);
    await expect(collect(streamOf("data: y\r"))).resolves.toEqual(["y"]);
  });

  it("cancels the body when the consumer stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("data: 1\n\ndata: 2\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const data of readSseData(stream)) {
      expect(data).toBe("1");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
