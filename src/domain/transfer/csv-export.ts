// The CSV export (GET /api/export?format=csv): one row per entry under a header row, RFC 4180
// (CRLF line ends, fields with commas, quotes or line breaks quoted, quotes doubled), UTF-8 with
// a byte-order mark so Excel reads the accents right (LibreOffice, Numbers, Google Sheets and
// csv-parse with `bom: true` skip it). Times as `YYYY-MM-DD HH:MM:SS` in UTC, which every
// spreadsheet reads as a date, beside the exact ISO 8601 time. A text cell starting with
// = + - @ a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs an
// entry's words as a formula (CSV injection). Pure.
import { stringify } from "csv-stringify/sync";
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
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text, made safe to open in a spreadsheet: a leading apostrophe when it would start a formula. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `2025-03-04 09:30:12`, UTC. */
export function spreadsheetTime(iso: string): string {
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
  ];
}

/** The whole file: BOM, header row, one row per entry, CRLF after each. */
export function entriesToCsv(entries: readonly JournalEntry[]): string {
  return stringify([[...CSV_COLUMNS], ...entries.map(csvRow)], { bom: true, record_delimiter: "windows" });
}
