// Entry as viewed in the client: adds timestamp and analysis, the analysis present only when
// ai_insights exists or the words are in a language the on-device reading does not cover (its note); secondary emotions are always empty. Crisis language
// is read again from the words (decision 009), so a stored crisis entry shows the lines first.
import { analysisFromEntry, entryLanguageNote } from "../../../../domain/analysis/analysis";
import { detectCrisis } from "../../../../domain/crisis/detector";
import type { Analysis, JournalEntry } from "../../../../domain/types";

export interface ViewedEntry extends JournalEntry {
  timestamp: Date;
  analysis?: Analysis;
}

export function toViewedEntry(entry: JournalEntry): ViewedEntry {
  return {
    ...entry,
    timestamp: new Date(entry.createdAt),
    // an entry in a language the on-device reading does not cover has no insight, and shows its card with the note, as its result did
    analysis:
      entry.aiInsights || entryLanguageNote(entry)
        ? analysisFromEntry(entry, detectCrisis(entry.entryText, { language: entry.language }))
        : undefined,
  };
}
