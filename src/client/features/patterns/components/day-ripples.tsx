// A list of ripples (a chosen day's, a week's): time, feeling and first words; each opens the ripple.
import { emotionColour } from "../../../../domain/analysis/colours";
import { firstWords } from "../../../../domain/looking-back/on-this-day";
import type { JournalEntry } from "../../../../domain/types";
import { EMOTION_DOT_CLASS } from "../../../ui/emotion-classes";

interface Props {
  title: string;
  entries: readonly JournalEntry[];
  onOpenEntry: (id: string) => void;
}

const timeOf = (entry: JournalEntry) =>
  entry.dateOnly ? "" : new Date(entry.createdAt).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });

export function DayRipples({ title, entries, onOpenEntry }: Props) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white/80 p-4 shadow-sm ring-1 ring-violet-100">
      <h3 className="font-display text-lg text-slate-800">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No ripples on this day.</p>
      ) : (
        <ul className="mt-2 grid gap-1.5">
          {entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onOpenEntry(entry.id)}
                className="flex min-h-10 w-full items-start gap-2 rounded-2xl px-3 py-2 text-left text-sm text-slate-700 ring-1 ring-violet-100 hover:bg-violet-50"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2.5 shrink-0 rounded-full ${EMOTION_DOT_CLASS[emotionColour(entry.emotion)]}`}
                />
                <span className="min-w-0">
                  <span className="block text-xs text-slate-500">{[timeOf(entry), entry.emotion].filter(Boolean).join(" · ")}</span>
                  {firstWords(entry.entryText, 90)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
