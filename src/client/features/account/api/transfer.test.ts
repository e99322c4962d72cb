// The import's NDJSON reader: lines split wherever the chunks break (inside a line, inside a
// multi-byte character), \r\n and blank lines, a last line without \n, and each event validated.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { exportUrl, importContentType, readImportEvents, readLines } from "./transfer";

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe("readLines", () => {
  it("joins a line split across chunks and splits several lines in one chunk", async () => {
    expect(await collect(readLines(streamOf(['{"a":', '1}\n{"b":2}\n{"c"', ":3}\n"])))).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it("keeps a character whose bytes arrive in two chunks", async () => {
    const bytes = new TextEncoder().encode("café\n");
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of é
    expect(await collect(readLines(streamOf([bytes.slice(0, cut), bytes.slice(cut)])))).toEqual(["café"]);
  });

  it("drops \\r before \\n, skips blank lines and yields a last line without \\n", async () => {
    expect(await collect(readLines(streamOf(["one\r\n\n  \ntwo"])))).toEqual(["one", "two"]);
  });
});

describe("readImportEvents", () => {
  const summary = { format: "dayone", dryRun: false, imported: 2, skipped: 0, failed: [], firstDate: null, lastDate: null };

  it("validates each line as a progress, summary or error event", async () => {
    const lines = [
      { type: "progress", processed: 1 },
      { type: "progress", processed: 2 },
      { type: "summary", summary },
    ];
    const events = await collect(readImportEvents(streamOf([lines.map((line) => JSON.stringify(line)).join("\n")])));
    expect(events).toEqual(lines);
  });

  it("refuses a line that is not JSON or not an event", async () => {
    await expect(collect(readImportEvents(streamOf(["not json\n"])))).rejects.toMatchObject({ code: "invalid_response" });
    await expect(collect(readImportEvents(streamOf(['{"type":"progress","processed":-1}\n'])))).rejects.toBeInstanceOf(ApiError);
    await expect(collect(readImportEvents(streamOf(['{"type":"done"}\n'])))).rejects.toMatchObject({ code: "invalid_response" });
  });
});

describe("importContentType", () => {
  it("goes by the extension first, then the browser's type", () => {
    expect(importContentType({ name: "Journal.ZIP", type: "" })).toBe("application/zip");
    expect(importContentType({ name: "2024-03-01.md", type: "" })).toBe("text/markdown");
    expect(importContentType({ name: "notes.markdown", type: "application/octet-stream" })).toBe("text/markdown");
    expect(importContentType({ name: "export.json", type: "" })).toBe("application/json");
    expect(importContentType({ name: "diary", type: "text/plain" })).toBe("text/plain");
    expect(importContentType({ name: "diary", type: "" })).toBe("application/octet-stream");
  });
});

describe("exportUrl", () => {
  it("names the format, and the time zone for Markdown notes only", () => {
    expect(exportUrl("json", "Europe/Paris")).toBe("/api/export?format=json");
    expect(exportUrl("csv", "Europe/Paris")).toBe("/api/export?format=csv");
    expect(exportUrl("markdown", "Europe/Paris")).toBe("/api/export?format=markdown&tz=Europe%2FParis");
    expect(exportUrl("markdown", "")).toBe("/api/export?format=markdown");
  });
});
