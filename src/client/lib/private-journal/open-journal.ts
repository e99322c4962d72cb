// A private journal opened in memory (decision 021): each envelope of the replica opened with the
// journal key into the entry it holds, never written back to storage. What does not open (another
// key, another row or account, damage) is reported beside, to show `This entry could not be
// opened` in its place. Envelopes are opened in batches, all of a batch at once (WebCrypto works
// off the main thread), so 10,000 entries neither wait one by one nor hold 10,000 promises.
import type { MediaItem } from "../../../domain/contract/media";
import type { JournalEntry } from "../../../domain/types";
import { openEntryEnvelope } from "./entry-envelope";

export interface SealedRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  envelope: string;
  /** Its photos and recording (decision 050), listed beside the envelope by the server. */
  media?: MediaItem[];
}

export interface OpenedJournal {
  /** In the order of the rows given. */
  entries: JournalEntry[];
  unopened: Omit<SealedRow, "envelope">[];
}

const BATCH = 500;

export async function openSealedRows(key: CryptoKey, userId: string, rows: readonly SealedRow[]): Promise<OpenedJournal> {
  const opened: OpenedJournal = { entries: [], unopened: [] };
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const payloads = await Promise.all(batch.map((row) => openEntryEnvelope(key, userId, row.id, row.envelope)));
    batch.forEach(({ id, createdAt, updatedAt }, index) => {
      const payload = payloads[index];
      if (payload) opened.entries.push({ id, ...payload, createdAt, updatedAt });
      else opened.unopened.push({ id, createdAt, updatedAt });
    });
  }
  return opened;
}
