// Export of a private journal (decision 021), made in the browser: the server holds only ciphertext, so
// the entries opened on this device are written in the same formats as the server's export (the
// same domain formatters): Ripple JSON (with the account and profile the server gives, the entries
// opened, any entry this key cannot open left as its envelope), Markdown notes in a ZIP, or CSV.
import { zipSync } from "fflate";
import type { ExportFormat, RippleExport } from "../../../../domain/contract/transfer";
import { RippleExportSchema } from "../../../../domain/contract/transfer";
import { entriesToCsv } from "../../../../domain/transfer/csv-export";
import { markdownExportFiles } from "../../../../domain/transfer/markdown-export";
import type { JournalEntry } from "../../../../domain/types";
import { pathOf, routes } from "../../../../domain/contract/routes";

export interface ExportFile {
  name: string;
  blob: Blob;
}

export interface PrivateExportInput {
  format: ExportFormat;
  /** The journal as opened on this device, newest first. */
  entries: readonly JournalEntry[];
  /** The server's own JSON export (account, profile, envelopes); only for `json`. */
  serverExport?: RippleExport;
  timeZone?: string;
  now?: Date;
}

export function buildPrivateExport({ format, entries, serverExport, timeZone, now = new Date() }: PrivateExportInput): ExportFile {
  const base = `ripple-export-${now.toISOString().slice(0, 10)}`;
  if (format === "csv") return { name: `${base}.csv`, blob: new Blob([entriesToCsv(entries)], { type: "text/csv;charset=utf-8" }) };
  if (format === "markdown") {
    const files = Object.fromEntries(
      markdownExportFiles(entries, timeZone).map((file) => [file.name, new TextEncoder().encode(file.text)]),
    );
    return { name: `${base}.zip`, blob: new Blob([zipSync(files, { level: 6, mtime: now })], { type: "application/zip" }) };
  }
  if (!serverExport) throw new Error("the JSON export needs the server's export for the account and profile");
  const opened = new Set(entries.map((entry) => entry.id));
  const { notice: _notice, ...rest } = serverExport;
  const body: RippleExport = {
    ...rest,
    exportedAt: now.toISOString(),
    entries: [...entries],
    sealed: serverExport.sealed.filter((row) => !opened.has(row.id)),
  };
  return { name: `${base}.json`, blob: new Blob([JSON.stringify(body)], { type: "application/json" }) };
}

/** The server's JSON export, read for the account and profile around the opened entries. */
export async function fetchServerExport(): Promise<RippleExport> {
  const { api } = await import("../../../lib/api-client");
  return api.get(pathOf(routes.export, {}, { format: "json" }), RippleExportSchema);
}
