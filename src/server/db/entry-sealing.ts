// Opening a stored entry row: its envelope, bound to (user, id), becomes an entry in the contract's
// shape (JournalEntry), a browser-sealed envelope passed through, or an unreadable entry with the reason.
import { parseEntryPayload } from "../../domain/entries/sealed-entry";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import type { BrowserSealedEntry, UnreadableEntry } from "../../domain/entries/sealed-entry";
import type { JournalEntry } from "../../domain/types";
import type { Cipher, UnreadableReason } from "../lib/encryption";

export interface StoredEntryRow {
  id: string;
  /** The envelope in base64; null on a row still in the legacy per-value format (the data migration converts it at start). */
  sealed: string | null;
  /** ISO 8601, UTC, milliseconds. */
  createdAt: string;
  updatedAt: string;
}

export type OpenedEntryRow =
  | { kind: "entry"; entry: JournalEntry }
  | { kind: "browser_sealed"; entry: BrowserSealedEntry }
  | { kind: "unreadable"; entry: UnreadableEntry; reason: UnreadableReason | "not_converted" | "not_an_entry" };

export function openEntryRow(cipher: Cipher, userId: string, row: StoredEntryRow): OpenedEntryRow {
  const { createdAt, updatedAt } = row;
  const ref = { id: row.id, createdAt, updatedAt };
  if (row.sealed === null) return { kind: "unreadable", entry: ref, reason: "not_converted" };
  const envelope = Buffer.from(row.sealed, "base64");
  const opened = cipher.open(envelope, { purpose: SEAL_PURPOSE.entry, userId, rowId: row.id });
  // re-encoded: the database's base64 is wrapped at 76 characters
  if (opened.kind === "browser_sealed") return { kind: "browser_sealed", entry: { ...ref, envelope: envelope.toString("base64") } };
  if (opened.kind === "unreadable") return { kind: "unreadable", entry: ref, reason: opened.reason };
  const payload = parseEntryPayload(opened.plain);
  if (!payload) return { kind: "unreadable", entry: ref, reason: "not_an_entry" };
  return { kind: "entry", entry: { id: row.id, ...payload, createdAt, updatedAt } };
}
