// GET /api/export?format=json|markdown|csv|dayone (dayone: a ZIP in Day One's layout with photos and recordings) and POST /api/import (?dryRun=1): a person's journal out
// in open formats and back in from Ripple, Day One or Markdown notes.
import { z } from "zod";
import { isTimeZone } from "../lib/zoned-days";
import { JournalEntrySchema } from "./entries";

export const EXPORT_FORMATS = ["json", "markdown", "csv", "dayone"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: "format must be json, markdown, csv or dayone" }).default("json"),
  /**
   * The person's IANA time zone ("Europe/Paris") for the Markdown notes' file names and dates;
   * UTC when left out. JSON and CSV keep exact UTC times whatever it is.
   */
  tz: z.string().max(64).refine(isTimeZone, "tz must be an IANA time zone such as Europe/Paris").optional(),
});

/**
 * The largest file POST /api/import takes (larger: 413 with IMPORT_TOO_LARGE_MESSAGE). The file is
 * streamed, never held whole; a ZIP may unpack to at most IMPORT_MAX_UNPACKED_BYTES.
 */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_UNPACKED_BYTES = 4 * IMPORT_MAX_BYTES;
export const IMPORT_TOO_LARGE_MESSAGE = "This file is larger than 50 MB. Split it into smaller files and import them one at a time.";
/**
 * The largest ZIP POST /api/import takes (a Day One export with its photos and recordings, decision
 * 053): spooled to a temporary file as it streams in, never held in memory. Its journals and notes
 * may still unpack to at most IMPORT_MAX_UNPACKED_BYTES; each photo or recording to MEDIA_MAX_BYTES.
 */
export const IMPORT_MAX_MEDIA_ZIP_BYTES = 1024 * 1024 * 1024;
export const IMPORT_ZIP_TOO_LARGE_MESSAGE = "This ZIP file is larger than 1 GB. Export fewer entries at a time and import each file.";

/** True for a file the server reads as a ZIP (its name or type says so): the larger limit applies. */
function isZipUpload(file: { name: string; type: string }): boolean {
  return /\.zip$/i.test(file.name) || /zip/i.test(file.type);
}

/** The limit a file is held to before it is sent, and the words the server answers past it (the same words on both sides). */
export function importLimitFor(file: { name: string; type: string }): { maxBytes: number; message: string } {
  return isZipUpload(file)
    ? { maxBytes: IMPORT_MAX_MEDIA_ZIP_BYTES, message: IMPORT_ZIP_TOO_LARGE_MESSAGE }
    : { maxBytes: IMPORT_MAX_BYTES, message: IMPORT_TOO_LARGE_MESSAGE };
}

const IMPORT_FORMATS = ["ripple", "dayone", "markdown"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const ImportQuerySchema = z.strictObject({
  dryRun: z.enum(["0", "1", "true", "false"]).optional(),
});

/** What an import did (or, with ?dryRun=1, would do): counts, and each item that could not be read. */
export const ImportSummarySchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  dryRun: z.boolean(),
  imported: z.number().int().min(0),
  skipped: z.number().int().min(0),
  failed: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** The earliest and latest dates among the entries read (null when none). */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type ImportSummary = z.output<typeof ImportSummarySchema>;

/** With Accept: application/x-ndjson, one JSON object a line: progress while entries are read and analysed, then the summary. */
export const ImportProgressEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), processed: z.number().int().min(0) }),
  z.object({ type: z.literal("summary"), summary: ImportSummarySchema }),
  z.object({ type: z.literal("error"), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type ImportProgressEvent = z.output<typeof ImportProgressEventSchema>;

/** Ripple's JSON export: lossless, and what POST /api/import reads back exactly. */
export const RippleExportSchema = z.object({
  format: z.literal("ripple-export"),
  version: z.literal(1),
  exportedAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z.unknown(),
  entries: z.array(JournalEntrySchema),
  unreadable: z.array(z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string() })),
  sealed: z.array(z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string(), envelope: z.string() })),
  /** Present when entries are sealed in the browser (a private journal): the server can give only their ciphertext. */
  notice: z.string().optional(),
});
export type RippleExport = z.output<typeof RippleExportSchema>;
