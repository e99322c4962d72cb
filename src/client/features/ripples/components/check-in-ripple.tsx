// A check-in in the ripple's detail (decision 048): its feeling, strength and line; and, when its
// line holds crisis language or the feeling is strong and hard, the analysis card with the same
// support block a reflection shows (the crisis lines first; decision 009), read again from the line.
// The line shows once, in the summary: the card is told it is already above.
import { useMemo } from "react";
import { analysisFromEntry } from "../../../../domain/analysis/analysis";
import { detectCrisis } from "../../../../domain/crisis/detector";
import { shouldShowSupport } from "../../../../domain/crisis/safety";
import type { JournalEntry } from "../../../../domain/types";
import { AnalysisSlot } from "../../../ui/analysis-slot";
import { CheckInSummary } from "../../../ui/check-in-summary";

export function CheckInRipple({ entry }: { entry: JournalEntry }) {
  const analysis = useMemo(() => analysisFromEntry(entry, detectCrisis(entry.entryText, { language: entry.language })), [entry]);
  return (
    <div className="grid gap-4">
      <CheckInSummary entry={entry} />
      {shouldShowSupport(analysis) && <AnalysisSlot analysis={analysis} transcript={entry.entryText} transcriptShownAbove />}
    </div>
  );
}
