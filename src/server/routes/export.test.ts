// GET /api/export?format=markdown|csv (decision 019): the ZIP of notes opens and lists one note per
// entry named by its local date and time, with front matter a YAML parser reads; the CSV parses
// under its header row with spreadsheet-friendly dates; a bad format or zone is a 400.
import { parse as parseCsv } from "csv-parse/sync";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { buildEntryInput } from "../../../tests/setup/factories";
import { spreadsheetRows } from "../../../tests/setup/spreadsheet-csv";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

describe("GET /api/export in Markdown and CSV", () => {
  let t: TestApp;
  let cookie: string;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await t.signUp());
    for (const overrides of [
      { entryText: "First: a calm walk by the sea.", themes: ["nature walks", "gratitude"] },
      {
        entryText: '=HYPERLINK("http://x") "quoted", with commas\nand a second line',
        mood: "mixed",
        emotion: "anxiety",
        aiInsights: null,
        aiSuggestions: [],
      },
    ]) {
      const input = buildEntryInput(overrides);
      ids.push(input.id);
      expect((await t.request("/api/entries", { method: "POST", cookie, json: input })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("markdown: a ZIP of one note per entry, named YYYY-MM-DD-HHmm-<short id>.md in the given zone, with front matter and sections", async () => {
    const response = await t.request("/api/export?format=markdown&tz=Asia/Kolkata", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="ripple-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}-[0-9a-f]{8}\.md$/);
    const first = names.find((name) => name.includes(ids[0]!.slice(0, 8)))!;
    const text = strFromU8(files[first]!);
    const [, yamlText, body] = /^---\n([\s\S]*?)---\n\n([\s\S]*)$/.exec(text)!;
    const front = parseYaml(yamlText!) as Record<string, unknown>;
    expect(front).toMatchObject({
      id: ids[0],
      emotion: "calm",
      mood: "positive",
      intensity: 6,
      wellness: 8,
      themes: ["nature walks", "gratitude"],
      tags: ["nature-walks", "gratitude"],
    });
    // the date in the zone asked for (+05:30), the same instant as stored, and the file name's time
    expect(String(front.date)).toMatch(/\+05:30$/);
    const local = /T(\d{2}):(\d{2})/.exec(String(front.date))!;
    expect(first.slice(11, 15)).toBe(`${local[1]}${local[2]}`);
    expect(body).toContain(
      "First: a calm walk by the sea.\n\n## Insights\n\nThe reflection centres on a peaceful moment by the sea.\n\n## Suggestions\n\n- Take another slow walk",
    );
  });

  it("csv: RFC 4180 under a header row, UTF-8 with a BOM, dates a spreadsheet reads, no formula run", async () => {
    const response = await t.request("/api/export?format=csv", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/filename="ripple-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("\r\n");
    const rows = parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    const tricky = rows.find((row) => row.id === ids[1])!;
    expect(tricky.entry_text).toBe('\'=HYPERLINK("http://x") "quoted", with commas\nand a second line');
    expect(tricky.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Date(tricky.created_at_iso!).toISOString()).toBe(tricky.created_at_iso);
    expect(tricky.created_at_iso!.slice(0, 19).replace("T", " ")).toBe(tricky.created_at);
    expect(tricky.mood).toBe("mixed");
  });

  it("csv: a line break in any field is quoted, so a spreadsheet reads one row per entry", async () => {
    const { cookie: own } = await t.signUp();
    const texts: string[] = [];
    for (const br of ["\n", "\r\n", "\r"]) {
      const input = buildEntryInput({
        entryText: `one${br}two`,
        emotion: `calm${br}quiet`,
        aiInsights: `an insight${br}on two lines`,
        aiSuggestions: ["walk", `rest${br}early`],
        themes: [`work${br}life`],
      });
      texts.push(input.entryText);
      expect((await t.request("/api/entries", { method: "POST", cookie: own, json: input })).status).toBe(201);
    }
    const response = await t.request("/api/export?format=csv", { cookie: own });
    const [header, ...rows] = spreadsheetRows(new Uint8Array(await response.arrayBuffer()));
    expect(rows).toHaveLength(3);
    const text = header!.indexOf("entry_text");
    const suggestions = header!.indexOf("suggestions");
    expect(rows.map((row) => row[text]).sort()).toEqual([...texts].sort());
    for (const row of rows) expect(row[suggestions]).toMatch(/^walk\nrest(\r\n|\n|\r)early$/);
  });

  it("refuses a format or a time zone it does not know with a clear 400, and answers 401 signed out", async () => {
    for (const query of ["format=pdf", "format=markdown&tz=Mars/Olympus", "format=json&extra=1"]) {
      const response = await t.request(`/api/export?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
    }
    expect((await t.request("/api/export?format=csv")).status).toBe(401);
  });
});
