// pathOf: a route's template filled in with its parameters encoded, and its query; and the table
// put together from each resource's rows without one hiding another.
import { describe, expect, it } from "vitest";
import { pathOf, routes } from "./routes";
import { accountRoutes } from "./routes/account";
import { companionRoutes } from "./routes/companion";
import { entryRoutes } from "./routes/entries";
import { mediaRoutes } from "./routes/media";
import { patternRoutes } from "./routes/patterns";
import { privateJournalRoutes } from "./routes/private-journal";
import { profileRoutes } from "./routes/profile";
import { reminderRoutes } from "./routes/reminders";
import { speechRoutes } from "./routes/speech";
import { systemRoutes } from "./routes/system";

describe("the route table", () => {
  it("holds every resource's rows, no name given twice", () => {
    const parts = [
      systemRoutes,
      profileRoutes,
      privateJournalRoutes,
      mediaRoutes,
      entryRoutes,
      companionRoutes,
      speechRoutes,
      patternRoutes,
      accountRoutes,
      reminderRoutes,
    ];
    const names = parts.flatMap((part) => Object.keys(part));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(routes).sort()).toEqual([...names].sort());
  });
});

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
    expect(
      pathOf(routes.mediaPut, { entryId: "e", mediaId: "m" }, { kind: "photo", of: undefined, width: 640, height: 480, type: undefined }),
    ).toBe("/api/entries/e/media/m?kind=photo&width=640&height=480");
  });

  it("refuses a template whose parameter is missing", () => {
    const loose: { path: string } = routes.entryEdit;
    expect(() => pathOf(loose, {})).toThrow("/api/entries/:id needs id");
  });
});
