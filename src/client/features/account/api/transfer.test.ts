// The import's content type and the export's address (the NDJSON progress reader's tests are in
// lib/api-ndjson.test.ts).
import { describe, expect, it } from "vitest";
import { exportUrl, importContentType } from "./transfer";

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
