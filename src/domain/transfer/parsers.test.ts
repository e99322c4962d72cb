// The import parsers on their own (decision 019): Day One entries, Markdown notes and Ripple's export,
// each with the malformed input a real file brings, and the shared date and id rules. Pure: a
// SHA-256 from node:crypto is passed in, as the server does.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cleanDayOneText, dayOneEntryItem, dayOneId, looksLikeDayOneEntry } from "./dayone-import";
import { IMPORT_REASONS, isUuid, parseInstant, uuidFromDigest } from "./imported-entry";
import type { ImportItem } from "./imported-entry";
import { MARKDOWN_REASONS, dateFromFileName, markdownNoteItem } from "./markdown-import";
import { entryToMarkdown } from "./markdown-export";
import { rippleEntryItem, rippleHeaderProblem } from "./ripple-import";
import { sniffKind, zipMemberKind } from "./sniff";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

function ok(item: ImportItem) {
  if (!item.ok) throw new Error(`expected an entry, got: ${item.failure.reason}`);
  return item.entry;
}
function reason(item: ImportItem): string {
  if (item.ok) throw new Error("expected a failure");
  return item.failure.reason;
}

describe("parseInstant", () => {
  it("reads ISO 8601 with Z, an offset (with or without a colon), a space, or no zone (UTC)", () => {
    expect(parseInstant("2025-03-04T09:30:00Z")).toBe("2025-03-04T09:30:00.000Z");
    expect(parseInstant("2025-03-04T09:30:00+01:00")).toBe("2025-03-04T08:30:00.000Z");
    expect(parseInstant("2025-03-04T09:30:00-0530")).toBe("2025-03-04T15:00:00.000Z");
    expect(parseInstant("2025-03-04 09:30")).toBe("2025-03-04T09:30:00.000Z");
    expect(parseInstant("2025-03-04T09:30:00.123456Z")).toBe("2025-03-04T09:30:00.123Z");
  });

  it("a day alone is noon UTC (the same day from UTC−11 to UTC+11); a Date is taken as is", () => {
    expect(parseInstant("2024-02-29")).toBe("2024-02-29T12:00:00.000Z");
    expect(parseInstant(new Date("2025-01-01T00:00:00Z"))).toBe("2025-01-01T00:00:00.000Z");
  });

  it("refuses impossible dates, other shapes and other types", () => {
    for (const bad of [
      "2025-02-29",
      "2025-13-01",
      "2025-04-31T10:00:00Z",
      "2025-03-04T24:00:00Z",
      "2025-03-04T10:60Z",
      "yesterday",
      "",
      "04/03/2025",
      "0000-01-01",
    ]) {
      expect(parseInstant(bad), bad).toBeNull();
    }
    for (const bad of [null, undefined, 1741080600000, {}, [], new Date(Number.NaN)]) expect(parseInstant(bad)).toBeNull();
  });
});

describe("uuidFromDigest", () => {
  it("makes a valid version-8 UUID, the same for the same input", () => {
    const id = uuidFromDigest(sha256("x"));
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe("8");
    expect(uuidFromDigest(sha256("x"))).toBe(id);
    expect(uuidFromDigest(sha256("y"))).not.toBe(id);
    expect(() => uuidFromDigest(new Uint8Array(8))).toThrow();
  });
});

describe("Day One entries", () => {
  const entry = {
    uuid: "0F6C6A1A5A3B4D0C8E9F00112233AABB",
    creationDate: "2024-06-01T18:45:12Z",
    text: "Sunset at the lake.",
    tags: ["summer", "lake"],
    timeZone: "Europe/Berlin",
  };

  it("maps uuid, creationDate (the original date kept), text and tags", () => {
    const read = ok(dayOneEntryItem(entry, 0, "Journal.json", sha256));
    expect(read).toEqual({
      id: "0f6c6a1a-5a3b-4d0c-8e9f-00112233aabb",
      createdAt: "2024-06-01T18:45:12.000Z",
      entryText: "Sunset at the lake.",
      tags: ["summer", "lake"],
    });
  });

  it("a uuid that is not an RFC UUID gets a stable name-based id; none at all, one from the date and words", () => {
    const odd = ok(dayOneEntryItem({ ...entry, uuid: "ABCDEF" }, 0, "J.json", sha256));
    expect(isUuid(odd.id)).toBe(true);
    expect(ok(dayOneEntryItem({ ...entry, uuid: "abcdef" }, 5, "J.json", sha256)).id).toBe(odd.id);
    const none = ok(dayOneEntryItem({ ...entry, uuid: undefined }, 0, "J.json", sha256));
    expect(none.id).toBe(dayOneId(undefined, `2024-06-01T18:45:12.000Z\nSunset at the lake.`, sha256));
  });

  it("undoes Day One's escapes and drops photo references", () => {
    expect(cleanDayOneText("1\\. First\\!  \n\n\n\n![](dayone-moment://ABC)\nThe \\#best day")).toBe("1. First!\n\nThe #best day");
  });

  it("keeps modifiedDate only when it is not before the creation", () => {
    expect(ok(dayOneEntryItem({ ...entry, modifiedDate: "2024-06-02T08:00:00Z" }, 0, "J", sha256)).updatedAt).toBe(
      "2024-06-02T08:00:00.000Z",
    );
    expect(ok(dayOneEntryItem({ ...entry, modifiedDate: "2020-01-01T00:00:00Z" }, 0, "J", sha256)).updatedAt).toBeUndefined();
  });

  it("names the entry and the reason for each malformed one", () => {
    expect(dayOneEntryItem("text", 2, "Journal.json", sha256)).toEqual({
      ok: false,
      failure: { name: "Journal.json #3", reason: "Not a Day One entry (not an object)." },
    });
    expect(reason(dayOneEntryItem([], 0, "J", sha256))).toBe("Not a Day One entry (not an object).");
    expect(reason(dayOneEntryItem({ ...entry, creationDate: "31/12/2024" }, 0, "J", sha256))).toBe(IMPORT_REASONS.badDate);
    expect(reason(dayOneEntryItem({ ...entry, creationDate: undefined }, 0, "J", sha256))).toBe(IMPORT_REASONS.badDate);
    expect(reason(dayOneEntryItem({ ...entry, text: 42 }, 0, "J", sha256))).toBe("Not a Day One entry (text is not a string).");
    expect(reason(dayOneEntryItem({ ...entry, text: "![](dayone-moment://PHOTO)" }, 0, "J", sha256))).toMatch(
      /^The entry has no text\. \(An entry needs words/,
    );
    expect(reason(dayOneEntryItem({ ...entry, text: "a".repeat(20_001) }, 0, "J", sha256))).toBe(IMPORT_REASONS.textTooLong);
    expect(reason(dayOneEntryItem({ ...entry, text: "a\u0000b" }, 0, "J", sha256))).toBe(IMPORT_REASONS.nulText);
  });

  it("cleans tags: strings only, trimmed, no NUL, no repeats, at most 60 characters", () => {
    const tags = ok(dayOneEntryItem({ ...entry, tags: [" a ", "a", 7, null, "b\u0000", "x".repeat(100), ""] }, 0, "J", sha256)).tags!;
    expect(tags.slice(0, 2)).toEqual(["a", "b"]);
    expect(tags).toHaveLength(3);
    expect(tags[2]!.length).toBeLessThanOrEqual(60);
    expect(ok(dayOneEntryItem({ ...entry, tags: "not a list" }, 0, "J", sha256)).tags).toEqual([]);
  });

  it("tells a Day One entry from a Ripple one", () => {
    expect(looksLikeDayOneEntry(entry)).toBe(true);
    expect(looksLikeDayOneEntry({ id: "x", entryText: "y", createdAt: "z" })).toBe(false);
    expect(looksLikeDayOneEntry(null)).toBe(false);
  });
});

describe("Markdown notes", () => {
  it("takes the date from the front matter, else from the file name", () => {
    expect(ok(markdownNoteItem("a.md", "---\ndate: 2025-02-01T18:00:00+01:00\n---\nThe sea was wild.", sha256)).createdAt).toBe(
      "2025-02-01T17:00:00.000Z",
    );
    expect(ok(markdownNoteItem("notes/2025-03-04-0930.md", "Rain.", sha256)).createdAt).toBe("2025-03-04T09:30:00.000Z");
    expect(ok(markdownNoteItem("2025-03-04 Tuesday.md", "Rain.", sha256)).createdAt).toBe("2025-03-04T12:00:00.000Z");
    expect(dateFromFileName("holiday.md")).toBeUndefined();
    expect(dateFromFileName("2025-02-30.md")).toBeNull();
  });

  it("gives the reason for a note it cannot take", () => {
    expect(reason(markdownNoteItem("undated.md", "No date anywhere.", sha256))).toBe(MARKDOWN_REASONS.noDate);
    expect(reason(markdownNoteItem("2025-02-30.md", "Words.", sha256))).toBe(MARKDOWN_REASONS.badFileNameDate);
    expect(reason(markdownNoteItem("a.md", "---\ndate: someday\n---\nWords.", sha256))).toBe(MARKDOWN_REASONS.badFrontMatterDate);
    expect(reason(markdownNoteItem("a.md", "---\ndate: [2025\ntags: : :\n---\nWords.", sha256))).toBe(MARKDOWN_REASONS.badYaml);
    expect(reason(markdownNoteItem("2025-03-05.md", "---\ntags: [x]\n---\n   \n", sha256))).toBe("The note has no text.");
  });

  it("reads tags from a list or a string, without #; a BOM and CRLF are fine; the same note gets the same id, whatever its file name", () => {
    const note = "\uFEFF---\r\ndate: 2025-01-02\r\ntags: '#one, two'\r\n---\r\nHello there.\r\n";
    const read = ok(markdownNoteItem("x.md", note, sha256));
    expect(read.tags).toEqual(["one", "two"]);
    expect(read.entryText).toBe("Hello there.");
    expect(ok(markdownNoteItem("x.md", note, sha256)).id).toBe(read.id);
    expect(ok(markdownNoteItem("y.md", note, sha256)).id).toBe(read.id);
  });

  it("reads Ripple's own Markdown export back with its analysis", () => {
    const entry = {
      id: "3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f",
      entryText: "Walked by the sea.",
      emotion: "calm",
      language: "en",
      duration: 30,
      emotionIntensity: 6,
      mood: "positive" as const,
      wellnessScore: 8,
      aiInsights: "A quiet moment.",
      aiSuggestions: ["Walk again.", "Write it down."],
      themes: ["nature"],
      isAiGenerated: false,
      createdAt: "2025-05-05T07:15:00.000Z",
      updatedAt: "2025-05-05T07:15:00.000Z",
    };
    const read = ok(markdownNoteItem("2025-05-05-0715-3f1c2b9e.md", entryToMarkdown(entry, "Europe/Paris"), sha256));
    expect(read.id).toBe(entry.id);
    expect(read.createdAt).toBe(entry.createdAt);
    expect(read.entryText).toBe(entry.entryText);
    expect(read.analysis).toMatchObject({
      emotion: "calm",
      mood: "positive",
      emotionIntensity: 6,
      wellnessScore: 8,
      aiInsights: "A quiet moment.",
      aiSuggestions: ["Walk again.", "Write it down."],
      themes: ["nature"],
    });
  });
});

describe("Ripple's export", () => {
  const entry = {
    id: "3F1C2B9E-8A7D-4C6B-9E5F-1A2B3C4D5E6F",
    entryText: "Words.",
    emotion: "calm",
    language: "en",
    duration: 30,
    emotionIntensity: 6,
    mood: "positive",
    wellnessScore: 8,
    aiInsights: null,
    aiSuggestions: [],
    themes: [],
    isAiGenerated: false,
    createdAt: "2025-05-05T07:15:00.000Z",
    updatedAt: "2025-05-06T07:15:00.000Z",
  };

  it("reads only version 1 of its own format", () => {
    expect(rippleHeaderProblem("ripple-export", 1)).toBeNull();
    expect(rippleHeaderProblem("something", 1)).toBe("This JSON file is not a Ripple or Day One export.");
    expect(rippleHeaderProblem("ripple-export", 2)).toBe("This Ripple export is version 2; this server reads version 1.");
    expect(rippleHeaderProblem("ripple-export", undefined)).toBe("This Ripple export is version null; this server reads version 1.");
  });

  it("keeps an entry exactly, its id in lower case", () => {
    const read = ok(rippleEntryItem(entry, 0, "export.json"));
    expect(read.id).toBe(entry.id.toLowerCase());
    expect(read.updatedAt).toBe(entry.updatedAt);
    expect(read.analysis).toMatchObject({ emotion: "calm", wellnessScore: 8, aiInsights: null });
  });

  it("says which field is wrong", () => {
    expect(reason(rippleEntryItem({ ...entry, mood: "ecstatic" }, 0, "e"))).toMatch(/^Not a Ripple entry \(mood: /);
    expect(reason(rippleEntryItem({ ...entry, id: "not-a-uuid" }, 0, "e"))).toBe("The entry's id is not a UUID.");
    expect(reason(rippleEntryItem({ ...entry, entryText: " " }, 0, "e"))).toBe(IMPORT_REASONS.emptyText);
    expect(reason(rippleEntryItem("nope", 0, "e"))).toMatch(/^Not a Ripple entry/);
  });
});

describe("telling files apart", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it("by their first bytes", () => {
    expect(sniffKind(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0, 0))).toBe("zip");
    expect(sniffKind(bytes('  {"entries": []}'))).toBe("json");
    expect(sniffKind(bytes('\uFEFF\n{"entries": []}'))).toBe("json");
    expect(sniffKind(bytes("[1, 2]"))).toBe("text"); // only an object is an export
    expect(sniffKind(bytes("---\ndate: 2025-01-01\n---\nHi"))).toBe("text");
    expect(sniffKind(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0))).toBe("binary");
  });
  it("a ZIP's members: journals, notes, what to skip, and paths out of the archive", () => {
    expect(zipMemberKind("Journal.json")).toBe("json");
    expect(zipMemberKind("notes/a.md")).toBe("note");
    expect(zipMemberKind("photos/a.jpeg")).toBe("skip");
    expect(zipMemberKind("__MACOSX/._a.md")).toBe("skip");
    expect(zipMemberKind("../escape.md")).toBe("unsafe");
    expect(zipMemberKind("/etc/passwd.md")).toBe("unsafe");
  });
});
