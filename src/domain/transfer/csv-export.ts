// The CSV export (GET /api/export?format=csv): one row per entry under a header row, RFC 4180
// (CRLF line ends, fields with commas, quotes or line breaks quoted, quotes doubled), UTF-8 with
// a byte-order mark so Excel reads the accents right (LibreOffice, Numbers, Google Sheets and
// csv-parse with `bom: true` skip it). Times as `YYYY-MM-DD HH:MM:SS` in UTC, which every
// spreadsheet reads as a date, beside the exact ISO 8601 time. A text cell starting with
// = + - @ a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs an
// entry's words as a formula (CSV injection). Pure, and written here rather than with a CSV
// library: RFC 4180's quoting is a few lines, and the same code runs in the browser for a private
// journal's export with no Node.js `Buffer` to lean on (decision 035).
import { entryKind } from "../check-in/kinds";
import type { JournalEntry } from "../types";

export const CSV_COLUMNS = [
  "id",
  "created_at",
  "created_at_iso",
  "edited_at",
  "emotion",
  "intensity",
  "mood",
  "wellness",
  "themes",
  "entry_text",
  "insights",
  "suggestions",
  "language",
  "duration_seconds",
  "ai_generated",
  // "person" when the person chose the emotion and intensity themselves (decision 026), else empty
  "emotion_set_by",
  // "check-in" or "reflection" (decision 048): a check-in's entry_text is its optional line
  "kind",
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text, made safe to open in a spreadsheet: a leading apostrophe when it would start a formula. */
function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `2025-03-04 09:30:12`, UTC. */
function spreadsheetTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace("T", " ");
}

export function csvRow(entry: JournalEntry): (string | number)[] {
  return [
    entry.id,
    spreadsheetTime(entry.createdAt),
    entry.createdAt,
    entry.editedAt ?? "",
    guardFormula(entry.emotion),
    entry.emotionIntensity,
    entry.mood,
    entry.wellnessScore,
    guardFormula(entry.themes.join("; ")),
    guardFormula(entry.entryText),
    guardFormula(entry.aiInsights ?? ""),
    // one suggestion a line, inside the quoted cell
    guardFormula(entry.aiSuggestions.join("\n")),
    guardFormula(entry.language),
    entry.duration,
    entry.isAiGenerated ? "true" : "false",
    entry.emotionSetBy ?? "",
    entryKind(entry),
  ];
}

/** A cell must be quoted when it holds a comma, a quote or a line break of any kind (CR, LF or both). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as RFC 4180 writes it: quoted, with quotes doubled, when it must be; as is otherwise. */
export function csvField(value: string | number): string {
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRecord = (cells: readonly (string | number)[]) => `${cells.map(csvField).join(",")}\r\n`;

/** The whole file: BOM, header row, one row per entry, CRLF after each. */
export function entriesToCsv(entries: readonly JournalEntry[]): string {
  return `\uFEFF${csvRecord(CSV_COLUMNS)}${entries.map((entry) => csvRecord(csvRow(entry))).join("")}`;
}
