// The CSV export read back as a spreadsheet reads it: a line break of any kind (CRLF, LF or CR)
// outside quotes ends a row, so every cell holding one must be quoted (RFC 4180), whichever field
// it is in. csv-parse is told to split on all three, as Excel, LibreOffice and Sheets do.
import { describe, expect, it } from "vitest";
import { buildEntry } from "../../../tests/setup/factories";
import { spreadsheetRows } from "../../../tests/setup/spreadsheet-csv";
import { CSV_COLUMNS, csvField, entriesToCsv } from "./csv-export";

const BREAKS = ["\n", "\r\n", "\r"] as const;

describe("entriesToCsv", () => {
  it("quotes every cell with a line break of any kind, in every text field: one row per entry", () => {
    const entries = BREAKS.flatMap((br) =>
      Array.from({ length: 50 }, () =>
        buildEntry({
          id: crypto.randomUUID(),
          entryText: `first line${br}second line${br}third`,
          emotion: `calm${br}quiet`,
          aiInsights: `an insight${br}on two lines`,
          aiSuggestions: ["walk by the sea", "write three things", `rest${br}early`],
          themes: [`work${br}life`, "sleep"],
          language: `en${br}GB`,
        }),
      ),
    );
    const rows = spreadsheetRows(entriesToCsv(entries));
    expect(rows).toHaveLength(entries.length + 1);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    rows.slice(1).forEach((row, index) => {
      const entry = entries[index]!;
      expect(row).toHaveLength(CSV_COLUMNS.length);
      expect(row[column("id")]).toBe(entry.id);
      expect(row[column("entry_text")]).toBe(entry.entryText);
      expect(row[column("emotion")]).toBe(entry.emotion);
      expect(row[column("insights")]).toBe(entry.aiInsights);
      expect(row[column("suggestions")]).toBe(entry.aiSuggestions.join("\n"));
      expect(row[column("themes")]).toBe(entry.themes.join("; "));
      expect(row[column("language")]).toBe(entry.language);
    });
  });

  it("ends every row with CRLF after a byte-order mark, quotes commas and quotes, guards formulas", () => {
    const entry = buildEntry({ entryText: '=SUM(A1) "hi", there', aiSuggestions: [], aiInsights: null });
    const text = entriesToCsv([entry]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")).toHaveLength(3);
    const [, row] = spreadsheetRows(text);
    expect(row![CSV_COLUMNS.indexOf("entry_text")]).toBe('\'=SUM(A1) "hi", there');
  });

  it("csvField quotes only what needs it", () => {
    expect(csvField("plain words")).toBe("plain words");
    expect(csvField(42)).toBe("42");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    for (const br of BREAKS) expect(csvField(`a${br}b`)).toBe(`"a${br}b"`);
  });
});
