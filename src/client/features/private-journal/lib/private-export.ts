// Export of a private journal (decision 021), made in the browser: the server holds only ciphertext, so
// the entries opened on this device are written in the same formats as the server's export (the
// same domain formatters): Ripple JSON (with the account and profile the server gives, the entries
// opened, any entry this key cannot open left as its envelope), Markdown notes in a ZIP, or CSV.
// Or Day One's layout (decision 053, dayone-export.ts): each photo and recording fetched and opened
// here with the journal key, named by the MD5 of its clear bytes; one this key cannot open is left out.
import type { Zippable } from "fflate";
import { zipSync } from "fflate";
import { md5 } from "hash-wasm";
import type { MediaItem } from "../../../../domain/contract/media";
import { MediaItemSchema } from "../../../../domain/contract/media";
import type { HashedMedia } from "../../../../domain/transfer/dayone-export";
import { dayOneExport } from "../../../../domain/transfer/dayone-export";
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

/** The entry's media items as the journal holds them (an entry without the list has none). */
function mediaOf(entry: JournalEntry): MediaItem[] {
  const list: unknown = (entry as { media?: unknown }).media;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = MediaItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface PrivateDayOneInput {
  /** The journal as opened on this device. */
  entries: readonly JournalEntry[];
  /** An item's clear bytes (fetchMedia with the journal key), null when it cannot be opened. */
  open(item: MediaItem): Promise<Blob | null>;
  now?: Date;
}

/** The journal as a Day One ZIP: Journal.json and each opened photo and recording by its MD5. */
export async function buildPrivateDayOneExport({ entries, open, now = new Date() }: PrivateDayOneInput): Promise<ExportFile> {
  const bytesOf = new Map<string, Uint8Array>();
  const listed: { entry: JournalEntry; media: HashedMedia[] }[] = [];
  for (const entry of entries) {
    const media: HashedMedia[] = [];
    for (const item of mediaOf(entry)) {
      const blob = await open(item);
      if (!blob) continue;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      bytesOf.set(item.id, bytes);
      media.push({ ...item, sealed: false, byteSize: bytes.length, md5: await md5(bytes) });
    }
    listed.push({ entry, media });
  }
  const { journal, files } = dayOneExport(listed);
  const zippable: Zippable = { "Journal.json": new TextEncoder().encode(JSON.stringify(journal, null, 2)) };
  // photos and recordings are compressed already: stored as they are
  for (const file of files) zippable[file.path] = [bytesOf.get(file.mediaId)!, { level: 0 }];
  const zip = zipSync(zippable, { level: 6, mtime: now });
  return {
    name: `ripple-export-${now.toISOString().slice(0, 10)}-dayone.zip`,
    blob: new Blob([zip as BlobPart], { type: "application/zip" }),
  };
}

/** The server's JSON export, read for the account and profile around the opened entries. */
export async function fetchServerExport(): Promise<RippleExport> {
  const { api } = await import("../../../lib/api-client");
  return api.get(pathOf(routes.export, {}, { format: "json" }), RippleExportSchema);
}
