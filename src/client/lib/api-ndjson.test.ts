// The client's NDJSON reader: lines split wherever the chunks break (inside a line, inside a
// multi-byte character), \r\n and blank lines, a last line without \n, each value parsed with its
// schema (the import's progress events), a line cut off, and the body let go when the reader stops.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ImportProgressEventSchema } from "../../domain/contract/transfer";
import { ApiError } from "./api-error";
import { readNdjson } from "./api-ndjson";

function streamOf(chunks: (string | Uint8Array)[], cancelled?: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      if (!cancelled) controller.close();
    },
    cancel: cancelled,
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const Anything = z.unknown();

describe("readNdjson", () => {
  it("joins a line split across chunks and splits several lines in one chunk", async () => {
    expect(await collect(readNdjson(streamOf(['{"a":', '1}\n{"b":2}\n{"c"', ":3}\n"]), Anything))).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it("keeps a character whose bytes arrive in two chunks", async () => {
    const bytes = new TextEncoder().encode('"café"\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of é
    expect(await collect(readNdjson(streamOf([bytes.slice(0, cut), bytes.slice(cut)]), Anything))).toEqual(["café"]);
  });

  it("takes \\r\\n, skips blank lines and reads a last line without \\n", async () => {
    expect(await collect(readNdjson(streamOf(['{"n":1}\r\n\n  \n{"n":2}']), Anything))).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("refuses a line that is not JSON, and a last line cut off", async () => {
    await expect(collect(readNdjson(streamOf(["not json\n"]), Anything))).rejects.toMatchObject({ code: "invalid_response" });
    await expect(collect(readNdjson(streamOf(['{"n":1}{"n":2}\n']), Anything))).rejects.toMatchObject({ code: "invalid_response" });
    const read: unknown[] = [];
    const cut = (async () => {
      for await (const value of readNdjson(streamOf(['{"n":1}\n{"n":']), Anything)) read.push(value);
    })();
    await expect(cut).rejects.toMatchObject({ code: "invalid_response", detail: "a line is not JSON" });
    expect(read).toEqual([{ n: 1 }]);
  });

  it("throws what the body's reader throws as it is", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"n":1}\n'));
        controller.error(new TypeError("network"));
      },
    });
    await expect(collect(readNdjson(broken, Anything))).rejects.toBeInstanceOf(TypeError);
  });

  it("lets go of the body when the reader stops early", async () => {
    let cancelled = false;
    const body = streamOf(['{"n":1}\n{"n":2}\n'], () => {
      cancelled = true;
    });
    for await (const value of readNdjson(body, Anything)) {
      expect(value).toEqual({ n: 1 });
      break;
    }
    expect(cancelled).toBe(true);
    expect(body.locked).toBe(false);
  });

  describe("with the import's progress events", () => {
    const summary = { format: "dayone", dryRun: false, imported: 2, skipped: 0, failed: [], firstDate: null, lastDate: null };

    it("validates each line as a progress, summary or error event", async () => {
      const lines = [
        { type: "progress", processed: 1 },
        { type: "progress", processed: 2 },
        { type: "summary", summary },
      ];
      const events = await collect(readNdjson(streamOf([lines.map((line) => JSON.stringify(line)).join("\n")]), ImportProgressEventSchema));
      expect(events).toEqual(lines);
    });

    it("refuses a line that is not an event", async () => {
      const read = (text: string) => collect(readNdjson(streamOf([text]), ImportProgressEventSchema));
      await expect(read('{"type":"progress","processed":-1}\n')).rejects.toBeInstanceOf(ApiError);
      await expect(read('{"type":"done"}\n')).rejects.toMatchObject({ code: "invalid_response" });
    });
  });
});
