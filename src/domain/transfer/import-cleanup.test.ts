// What imports leave behind of their source apps' markup, and the dates and duplicates they refuse:
// Day One's `# Title` line, U+FFFC and `\/` escapes; Obsidian's Dataview queries and unfilled
// templates; notes dated by their day alone (date-only, not noon); the same note under two file
// names (one entry); and dates more than a day ahead (refused with a reason).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cleanDayOneText, dayOneEntryItem } from "./dayone-import";
import { IMPORT_REASONS, uuidFromDigest } from "./imported-entry";
import type { ImportItem } from "./imported-entry";
import { freshEntries, idsToLookUp, importSummary, planImport } from "./import-plan";
import { isTemplateOnly, titleAsFirstLine, withoutDataview } from "./import-text";
import { MARKDOWN_REASONS, markdownNoteItem } from "./markdown-import";
import { entryToMarkdown } from "./markdown-export";
import { storedPayload } from "./imported-payload";
import { rippleEntryItem } from "./ripple-import";
import { buildEntry } from "../../../tests/setup/factories";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

function ok(item: ImportItem) {
  if (!item.ok) throw new Error(`expected an entry, got: ${item.failure.reason}`);
  return item.entry;
}
function reason(item: ImportItem): string {
  if (item.ok) throw new Error("expected a failure");
  return item.failure.reason;
}

describe("Day One text", () => {
  it("keeps the title as a plain first line, drops U+FFFC and undoes every punctuation escape, `\\/` included", () => {
    const text = "# A walk by the river\n\nWent with Sam\uFFFC and Mo \\(2\\/3 of the way\\) \\— 5\\/5, would go again\\!\n\n\uFFFC";
    expect(cleanDayOneText(text)).toBe("A walk by the river\n\nWent with Sam and Mo (2/3 of the way) \\— 5/5, would go again!");
    const entry = ok(
      dayOneEntryItem({ uuid: "A1B2C3D4E5F64718993A4B5C6D7E8F90", creationDate: "2024-11-02T08:14:31Z", text }, 0, "J.json", sha256),
    );
    expect(entry.entryText.startsWith("A walk by the river\n")).toBe(true);
    expect(entry.entryText).not.toMatch(/[#\uFFFC]|\\\//);
    expect(entry.dateOnly).toBeUndefined();
  });

  it("a heading further down is left to the Markdown", () => {
    expect(titleAsFirstLine("Morning\n\n## Later\nwords")).toBe("Morning\n\n## Later\nwords");
    expect(titleAsFirstLine("\n## Title ##\nwords")).toBe("\nTitle\nwords");
  });
});

describe("Obsidian notes", () => {
  const DATAVIEW = "```dataview\nTABLE mood FROM #daily\nSORT file.day DESC\n```";

  it("drops Dataview blocks and inline queries, keeping the words around them", () => {
    expect(withoutDataview(`Before\n${DATAVIEW}\nAfter \`= this.mood\` and \`$= dv.current()\``)).toBe("Before\n\nAfter  and ");
    const entry = ok(markdownNoteItem("2025-03-04.md", `# Tuesday\n\nA long walk and a good talk.\n\n${DATAVIEW}\n`, sha256));
    expect(entry.entryText).toBe("Tuesday\n\nA long walk and a good talk.");
  });

  it("does not import a note that is only a query or an unfilled template, and says why", () => {
    for (const note of [
      DATAVIEW,
      "---\ndate: 2025-03-04\n---\n```dataviewjs\ndv.list(dv.pages())\n```\n",
      "# {{date:YYYY-MM-DD}}\n\n## Gratitude\n- \n- [ ] \n\n## Notes\n\n---\n<% tp.file.cursor() %>\n#daily",
    ]) {
      expect(reason(markdownNoteItem("2025-03-04.md", note, sha256))).toBe(MARKDOWN_REASONS.templateOnly);
    }
    expect(isTemplateOnly("## Gratitude\n- my sister's call")).toBe(false);
  });

  it("a note dated by its day alone is date-only; one with a time is not", () => {
    expect(ok(markdownNoteItem("2025-03-04.md", "Words.", sha256)).dateOnly).toBe(true);
    expect(ok(markdownNoteItem("note.md", "---\ndate: 2025-03-04\n---\nWords.", sha256)).dateOnly).toBe(true);
    expect(ok(markdownNoteItem("2025-03-04-0930.md", "Words.", sha256)).dateOnly).toBeUndefined();
    expect(ok(markdownNoteItem("note.md", "---\ndate: 2025-03-04T09:30:00Z\n---\nWords.", sha256)).dateOnly).toBeUndefined();
  });

  it("the same note under another file name is the same entry; the id it had before is remembered", () => {
    const note = "---\ndate: 2025-03-04T09:30:00Z\n---\nThe same words.";
    const first = ok(markdownNoteItem("Inbox/a.md", note, sha256));
    const second = ok(markdownNoteItem("Archive/copy of a.md", note, sha256));
    expect(second.id).toBe(first.id);
    const before = uuidFromDigest(sha256("markdown:a.md\n2025-03-04T09:30:00.000Z\nThe same words."));
    expect(first.legacyIds).toEqual([before]);
    const plan = planImport(
      "markdown",
      [
        { ok: true, name: "a.md", entry: first },
        { ok: true, name: "copy of a.md", entry: second },
      ],
      new Date(),
    );
    expect(plan.entries).toHaveLength(1);
    expect(importSummary(plan, 1, false)).toMatchObject({ imported: 1, skipped: 1 });
    // imported before under its old id: skipped, not a duplicate
    expect(idsToLookUp(plan)).toContain(before);
    expect(freshEntries(plan, new Set([before]))).toEqual([]);
  });
});

describe("date-only entries exported and imported again", () => {
  it("stay date-only through Ripple's Markdown and JSON exports", () => {
    const entry = { ...buildEntry({ createdAt: "2025-03-04T12:00:00.000Z" }), dateOnly: true as const };
    const note = ok(markdownNoteItem("2025-03-04-1200-abcd.md", entryToMarkdown(entry, "Asia/Tokyo"), sha256));
    expect(note).toMatchObject({ id: entry.id, createdAt: entry.createdAt, dateOnly: true });
    const json = ok(rippleEntryItem(JSON.parse(JSON.stringify(entry)), 0, "export.json"));
    expect(storedPayload(json)?.dateOnly).toBe(true);
  });
});

describe("dates ahead", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const item = (createdAt: string, id = crypto.randomUUID()): ImportItem => ({
    ok: true,
    name: `n-${createdAt}`,
    entry: { id, createdAt, entryText: "x" },
  });

  it("refuses a date more than a day ahead with a reason, and leaves it out of the dates imported", () => {
    const plan = planImport(
      "markdown",
      [item("9999-12-31T12:00:00.000Z"), item("2026-11-28T11:00:00.000Z"), item("2020-01-01T00:00:00.000Z")],
      now,
    );
    expect(plan.failed).toEqual([{ name: "n-9999-12-31T12:00:00.000Z", reason: IMPORT_REASONS.futureDate }]);
    expect(plan.entries).toHaveLength(2);
    expect(plan.lastDate).toBe("2026-11-28T11:00:00.000Z");
  });
});
