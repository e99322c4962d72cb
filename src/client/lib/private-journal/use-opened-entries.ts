// A private journal's envelopes opened in memory for the screen (decision 021). Each envelope is opened
// once per page and remembered by its id and contents, so a new or changed entry opens only
// itself, not the whole journal again; nothing opened is ever written to storage. What does not
// open is listed beside, to show `This entry could not be opened` in its place.
import { useEffect, useRef, useState } from "react";
import type { JournalEntry } from "../../../domain/types";
import { openSealedRows } from "./open-journal";
import type { SealedRow } from "./open-journal";

export interface UnopenedEntry {
  id: string;
  createdAt: string;
}

export interface OpenedEntries {
  /** Newest first, as the rows were given. */
  entries: JournalEntry[];
  unopened: UnopenedEntry[];
  /** False until the rows given have been opened once. */
  ready: boolean;
}

const NONE: OpenedEntries = { entries: [], unopened: [], ready: true };

interface Opened {
  envelope: string;
  entry: JournalEntry | null;
}

export function useOpenedEntries(userId: string, key: CryptoKey | null, rows: readonly SealedRow[] | undefined): OpenedEntries {
  const cache = useRef<{ key: CryptoKey | null; userId: string; byId: Map<string, Opened> }>({ key, userId, byId: new Map() });
  const [result, setResult] = useState<{ rows: readonly SealedRow[] | undefined; opened: OpenedEntries } | null>(null);

  useEffect(() => {
    if (!key || !rows || rows.length === 0) return;
    if (cache.current.key !== key || cache.current.userId !== userId) cache.current = { key, userId, byId: new Map() };
    const { byId } = cache.current;
    let live = true;
    const fresh = rows.filter((row) => byId.get(row.id)?.envelope !== row.envelope);
    void openSealedRows(key, userId, fresh).then(({ entries, unopened }) => {
      const envelopes = new Map(fresh.map((row) => [row.id, row.envelope]));
      for (const entry of entries) byId.set(entry.id, { envelope: envelopes.get(entry.id)!, entry });
      for (const row of unopened) byId.set(row.id, { envelope: envelopes.get(row.id)!, entry: null });
      if (!live) return;
      const opened: OpenedEntries = { entries: [], unopened: [], ready: true };
      for (const row of rows) {
        const entry = byId.get(row.id)?.entry;
        // The row's own times and media list: the server's, not any inside the payload.
        if (entry)
          opened.entries.push({ ...entry, createdAt: row.createdAt, updatedAt: row.updatedAt, ...(row.media ? { media: row.media } : {}) });
        else opened.unopened.push({ id: row.id, createdAt: row.createdAt });
      }
      setResult({ rows, opened });
    });
    return () => {
      live = false;
    };
  }, [key, userId, rows]);

  if (!key || !rows || rows.length === 0) return NONE;
  // Until the first opening, not ready; after it, the last opened journal shows while a change opens.
  return result ? result.opened : { entries: [], unopened: [], ready: false };
}
