// What reading an import file can refuse or list, in the person's words, and the byte helpers
// every reader shares (read-import-file.ts, read-zip.ts, json-document.ts). No Node.js API.

/** A file that cannot be imported at all: 400 (malformed) or 413 (too large once unpacked), with words for the person. */
export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: "malformed_file" | "payload_too_large",
    message: string,
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

export const READ_MESSAGES = {
  unknown: "Ripple can't read this file. Import a Ripple export (.json), a Day One export (.zip or .json), or Markdown notes (.md, .zip).",
  notJson: "This file is not valid JSON, so nothing was imported.",
  notExport: "This JSON file is not a Ripple or Day One export, so nothing was imported.",
  damagedZip: "This ZIP file is damaged or incomplete, so nothing was imported.",
  emptyZip: "This ZIP file holds no Day One journal (.json) or notes (.md, .markdown, .txt), so nothing was imported.",
  notUtf8: "This note is not UTF-8 text.",
  noteTooLarge: "This note is too large to be one entry.",
  unsafePath: "This file's path in the ZIP points outside it, so it was not read.",
  sealed: "This entry was sealed with your private journal key, which the server never holds; it was not imported.",
  unreadable: "This entry could not be opened when it was exported; it was not imported.",
  tooLargeUnpacked: (mb: number) =>
    `This ZIP file unpacks to more than ${mb} MB. Split it into smaller files and import them one at a time.`,
} as const;

export const malformed = (message: string) => new ImportFileError(400, "malformed_file", message);

/** A ZIP that cannot be read at all (no central directory, cut short): the same words as the streamed reader's. */
export const damagedZipError = () => malformed(READ_MESSAGES.damagedZip);

/** A note larger than this is not read (its text could not be under 20,000 characters anyway). */
export const MAX_NOTE_BYTES = 256 * 1024;
/** The chunks as one array (Buffer.concat without Node). */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A note's text, or null when its bytes are not UTF-8. */
export function decodeNote(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
