// Runs in the browser page of bench/private-journal.ts: a private journal's unlock (Argon2id with
// the parameters measured on this machine, as a new passphrase gets them) and the opening of
// 10,000 sealed entries — each envelope opened with WebCrypto, then the search index built over
// them, which is what the journal needs before the drawer can show and search it. The index is
// built as the drawer builds it (useEntrySearch: EntrySearchIndex.syncInSlices with pauseEvery,
// the pauses included), and timed until it is ready to search.
import { EntrySearchIndex } from "../../src/domain/search/entry-index";
import type { EntryPayload } from "../../src/domain/entries/sealed-entry";
import { sealEntryPayload } from "../../src/client/lib/private-journal/entry-envelope";
import { createJournalKeys, measureKdf, unlockWithPassphrase } from "../../src/client/lib/private-journal/journal-keys";
import { openSealedRows } from "../../src/client/lib/private-journal/open-journal";
import type { SealedRow } from "../../src/client/lib/private-journal/open-journal";
import { pauseEvery } from "../../src/client/features/ripples/lib/pause-every";
import { generateEntries } from "../search-harness/corpus";

const USER = "bench-user";
const PASSPHRASE = "a long bench passphrase for the private journal";

declare global {
  interface Window {
    runPrivateBench: (count: number) => Promise<{
      iterations: number;
      memoryKiB: number;
      unlockMs: number[];
      openMs: number;
      indexMs: number;
      opened: number;
    }>;
  }
}

window.runPrivateBench = async (count) => {
  const kdf = await measureKdf();
  const created = await createJournalKeys(USER, PASSPHRASE, kdf);
  const unlockMs: number[] = [];
  let key: CryptoKey | null = null;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    key = await unlockWithPassphrase(USER, created.keys, PASSPHRASE);
    unlockMs.push(performance.now() - started);
  }
  if (!key) throw new Error("the passphrase did not unlock");

  const rows: SealedRow[] = [];
  for (const { id, createdAt, updatedAt, ...searchable } of generateEntries(count)) {
    const payload: EntryPayload = {
      language: "en",
      duration: 60,
      emotionIntensity: 6,
      wellnessScore: 6,
      aiSuggestions: searchable.aiInsights ? ["Take a short walk", "Write one line tonight", "Call a friend"] : [],
      isAiGenerated: false,
      ...searchable,
    };
    rows.push({ id, createdAt, updatedAt, envelope: await sealEntryPayload(created.key, USER, id, payload) });
  }

  let started = performance.now();
  const opened = await openSealedRows(key, USER, rows);
  const openMs = performance.now() - started;
  started = performance.now();
  await new EntrySearchIndex().syncInSlices(opened.entries, pauseEvery());
  const indexMs = performance.now() - started;
  return { iterations: kdf.iterations, memoryKiB: kdf.memoryKiB, unlockMs, openMs, indexMs, opened: opened.entries.length };
};
