// One ripple in 'Recent Ripples': relative time, 3-line preview, emotion with colour dot,
// intensity n/10, delete (with confirm), and 'Click to view analysis' when there is one.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { emotionColour } from "../../../../domain/colours";
import { formatEntryTime } from "../../../../domain/entry-time";
import { DRAWER_COPY } from "../../../../domain/ui-copy";
import { EMOTION_DOT_CLASS, EMOTION_TEXT_CLASS } from "../../../ui/emotion-classes";
import type { ViewedEntry } from "../lib/entry-view";

interface Props {
  entry: ViewedEntry;
  now: Date;
  onOpen: () => void;
  onDelete: () => void;
}

export function RippleCard({ entry, now, onOpen, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const colour = emotionColour(entry.emotion);
  const time = formatEntryTime(entry.timestamp, now);
  return (
    <li className="group relative rounded-2xl bg-white/90 shadow-sm ring-1 ring-violet-100 transition hover:shadow-md hover:ring-violet-200">
      <button
        type="button"
        onClick={onOpen}
        className="block w-full rounded-2xl p-4 pr-12 text-left"
        aria-label={`Ripple from ${time}, ${entry.emotion}, intensity ${entry.emotionIntensity} of 10`}
      >
        <time dateTime={entry.createdAt} className="text-xs font-medium text-slate-500">
          {time}
        </time>
        <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-700">{entry.entryText}</p>
        <div className="mt-3 flex items-center justify-between gap-2 text-xs">
          <span className={`inline-flex items-center gap-1.5 font-medium capitalize ${EMOTION_TEXT_CLASS[colour]}`}>
            <span aria-hidden="true" className={`size-2.5 rounded-full ${EMOTION_DOT_CLASS[colour]}`} />
            {entry.emotion}
          </span>
          <span className="text-slate-500">{entry.emotionIntensity}/10</span>
        </div>
        {entry.analysis && <p className="mt-2 text-xs text-violet-600">{DRAWER_COPY.viewAnalysisHint}</p>}
      </button>
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm delete"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/95 p-3 text-center"
        >
          <p className="text-sm text-slate-700">Delete this ripple? This cannot be undone.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="rounded-full bg-rose-600 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-rose-700"
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              Delete
            </button>
            <button
              type="button"
              autoFocus
              className="rounded-full bg-slate-100 px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200"
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          aria-label="Delete ripple"
          onClick={() => setConfirming(true)}
          className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-rose-50 hover:text-rose-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
