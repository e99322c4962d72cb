// A private journal's ripple changed in the browser (decision 021): the server cannot read it, so an
// edit and a re-analysis happen here — the new text, or the device's analysis of it, sealed and put
// in the entry's place. The replica gets the sealed row; the opened entry lives in memory only.
import { keepPersonsChoice } from "../../../../domain/analysis/emotion-correction";
import { entryFieldsOf } from "../../../../domain/entries/entry-fields";
import type { JournalEntry } from "../../../../domain/types";
import { browserCrisisLines } from "../../../lib/crisis-lines";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import { recentAnswersOnDevice } from "../../../lib/replica/recent-answers";

export async function editPrivately(key: CryptoKey, userId: string, entry: JournalEntry, text: string): Promise<JournalEntry> {
  const edited: JournalEntry = { ...entry, entryText: text, editedAt: new Date().toISOString() };
  const written = await putSealedEntry(key, userId, edited);
  return { ...edited, updatedAt: written.updatedAt };
}

export async function reanalysePrivately(key: CryptoKey, userId: string, entry: JournalEntry): Promise<JournalEntry> {
  const { reflectOnDevice } = await import("../../../../domain/reflection/on-device");
  const result = await reflectOnDevice(
    { transcript: entry.entryText, duration: entry.duration, speechDetected: true, language: entry.language },
    // chosen as the server's re-analysis chooses them: the browser's locale, then the entry's own language;
    // its suggestions avoid those of the newest entries, this one's included (decision 028)
    {
      random: Math.random,
      crisisLines: browserCrisisLines({ configuredRegion: null, language: entry.language }),
      recent: await recentAnswersOnDevice(userId, key),
    },
  );
  // the emotion and intensity the person chose stay theirs, as on the server (decision 026)
  const analysed: JournalEntry = { ...entry, ...keepPersonsChoice(entry, entryFieldsOf(result)) };
  const written = await putSealedEntry(key, userId, analysed);
  return { ...analysed, updatedAt: written.updatedAt };
}
