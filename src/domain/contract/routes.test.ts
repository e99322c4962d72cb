// pathOf: a route's template filled in with its parameters encoded, and its query.
import { describe, expect, it } from "vitest";
import { pathOf, routes } from "./routes";

describe("pathOf", () => {
  it("fills in and encodes a route's parameters", () => {
    expect(pathOf(routes.entryDelete, { id: "7c1e0f5a-0000-4000-8000-000000000001" })).toBe(
      "/api/entries/7c1e0f5a-0000-4000-8000-000000000001",
    );
    expect(pathOf(routes.entrySealed, { id: "a/b c" })).toBe("/api/entries/a%2Fb%20c/sealed");
    expect(pathOf(routes.mediaGet, { entryId: "e", mediaId: "m" })).toBe("/api/entries/e/media/m");
  });

  it("adds the query, leaving out what is undefined or null", () => {
    expect(pathOf(routes.greeting, {}, { hour: 9 })).toBe("/api/greeting?hour=9");
    expect(pathOf(routes.entries, {}, { limit: 50, cursor: undefined })).toBe("/api/entries?limit=50");
    expect(pathOf(routes.entryChanges, {}, { since: "a b&c", limit: null })).toBe("/api/entries/changes?since=a+b%26c");
    expect(pathOf(routes.greeting, {}, {})).toBe("/api/greeting");
    expect(pathOf(routes.health)).toBe("/api/health");
  });

  it("refuses a template whose parameter is missing", () => {
    const loose: { path: string } = routes.entryEdit;
    expect(() => pathOf(loose, {})).toThrow("/api/entries/:id needs id");
  });
});
