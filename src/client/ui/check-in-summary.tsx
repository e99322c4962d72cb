// A check-in as it shows (decision 048): marked "Check-in", its feeling with its colour and how
// strong it was, and its line — or that it has none. On the sheet once saved and in the ripple's detail.
import { HeartPulse } from "lucide-react";
import { CHECK_IN_COPY } from "../../domain/check-in/kinds";
import { emotionColour } from "../../domain/analysis/colours";
import type { JournalEntry } from "../../domain/types";
import { EMOTION_DOT_CLASS, EMOTION_TEXT_CLASS } from "./emotion-classes";
import { EntryText } from "./entry-text";

export function CheckInSummary({ entry }: { entry: Pick<JournalEntry, "emotion" | "emotionIntensity" | "entryText"> }) {
  const colour = emotionColour(entry.emotion);
  return (
    <div className="grid gap-3 rounded-2xl bg-white/80 p-4 text-left ring-1 ring-violet-100" data-testid="check-in-summary">
      <p className="inline-flex items-center gap-1.5 text-xs font-medium tracking-wide text-rose-700 uppercase">
        <HeartPulse className="size-3.5" aria-hidden="true" />
        {CHECK_IN_COPY.badge}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={`inline-flex items-center gap-2 font-display text-2xl capitalize ${EMOTION_TEXT_CLASS[colour]}`}>
          <span aria-hidden="true" className={`size-3 rounded-full ${EMOTION_DOT_CLASS[colour]}`} />
          {entry.emotion}
        </span>
        <span className="text-slate-600">
          <span className="font-semibold text-slate-800 tabular-nums">{entry.emotionIntensity}</span>/10
          <span className="sr-only"> strength</span>
        </span>
      </p>
      {entry.entryText.trim() === "" ? (
        <p className="text-sm text-slate-500 italic">{CHECK_IN_COPY.noLine}</p>
      ) : (
        <EntryText text={entry.entryText} className="font-display leading-relaxed text-slate-700" />
      )}
    </div>
  );
}
