// A ripple's analysis in the detail drawer: the analysis card, or, for an entry saved without
// one, its words and 'No Analysis Available'. Also the whole body of a ripple still waiting to
// sync (decision 020), which is shown read-only with a note saying why.
import { CloudOff } from "lucide-react";
import { useMemo } from "react";
import { isCheckIn } from "../../../../domain/check-in/kinds";
import type { JournalEntry } from "../../../../domain/types";
import { DRAWER_COPY, OFFLINE_COPY } from "../../../../domain/ui-copy";
import { AnalysisSlot } from "../../../ui/analysis-slot";
import { EntryText } from "../../../ui/entry-text";
import { toViewedEntry } from "../lib/entry-view";
import { CheckInRipple } from "./check-in-ripple";

interface Props {
  entry: JournalEntry;
}

export function RippleAnalysis({ entry }: Props) {
  const viewed = useMemo(() => toViewedEntry(entry), [entry]);
  if (isCheckIn(entry)) return <CheckInRipple entry={entry} />;
  if (viewed.analysis) return <AnalysisSlot analysis={viewed.analysis} transcript={viewed.entryText} />;
  return (
    <div className="grid gap-4">
      <EntryText
        text={viewed.entryText}
        className="rounded-2xl bg-white/80 p-4 font-display leading-relaxed text-slate-700 ring-1 ring-slate-100"
      />
      <div className="rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-100">
        <p className="font-medium text-slate-700">{DRAWER_COPY.noAnalysisTitle}</p>
        <p className="mt-1 text-sm text-slate-500">{DRAWER_COPY.noAnalysisBody}</p>
      </div>
    </div>
  );
}

/** Answered on this device, not yet on the server: nothing there to edit or re-analyse yet. */
export function WaitingRippleDetail(props: Props) {
  return (
    <div className="grid gap-4">
      <p role="status" className="flex gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-100">
        <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {OFFLINE_COPY.waitingDetail}
      </p>
      <RippleAnalysis {...props} />
    </div>
  );
}
