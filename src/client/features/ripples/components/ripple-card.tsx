// One ripple in 'Recent Ripples': relative time, 3-line preview (an imported note's Markdown marks
// left out), emotion with colour dot,
// intensity n/10, delete (with confirm), 'Click to view analysis' when there is one, and a small
// 'edited' mark on an edited entry. As a search result it shows the day, marks the matched words
// (the preview starting near the first one), and where an insight or a theme matched, that line.
import { CloudOff, HeartPulse, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { emotionColour } from "../../../../domain/analysis/colours";
import { plainPreview } from "../../../../domain/entries/markdown-plain";
import type { EntryHit } from "../../../../domain/search/entry-index";
import { excerpt, highlightRanges, segments } from "../../../../domain/search/highlight";
import { CHECK_IN_COPY, isCheckIn } from "../../../../domain/check-in/kinds";
import type { JournalEntry } from "../../../../domain/types";
import { DRAWER_COPY, OFFLINE_COPY, SEARCH_COPY } from "../../../../domain/ui-copy";
import { PHOTO_COPY } from "../../../../domain/media/photos";
import { EMOTION_DOT_CLASS, EMOTION_TEXT_CLASS } from "../../../ui/emotion-classes";
import { EntryThumbnail, photoCount } from "../../../ui/entry-thumbnail";
import { Highlighted } from "./highlighted";

interface Props {
  /** The account: a private journal's first photo is opened with its key for it. */
  userId: string;
  entry: JournalEntry;
  /** The time shown: relative in the timeline, the day in search results. */
  timeLabel: string;
  /** Set for a search result: the words to mark. */
  hit?: EntryHit;
  /** Answered on this device, not yet synced: marked, and not deletable until it has synced. */
  waiting?: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

function marked(text: string, hit: EntryHit, lead?: number) {
  const ranges = highlightRanges(text, hit.terms, hit.queryTerms);
  const cut = lead === undefined ? { text, ranges } : excerpt(text, ranges, lead);
  return { pieces: segments(cut.text, cut.ranges), found: ranges.length > 0 };
}

export function RippleCard({ userId, entry, timeLabel, hit, waiting = false, onOpen, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const previewId = useId();
  const colour = emotionColour(entry.emotion);
  const text = hit ? marked(entry.entryText, hit, 80) : null;
  const insight = hit && entry.aiInsights ? marked(entry.aiInsights, hit, 40) : null;
  const themes = hit ? entry.themes.map((theme) => marked(theme, hit)).filter((theme) => theme.found) : [];
  const edited = entry.editedAt !== undefined;
  const checkIn = isCheckIn(entry);
  const photos = photoCount(entry);
  return (
    <div className="group relative rounded-2xl bg-white/90 shadow-sm ring-1 ring-violet-100 transition hover:shadow-md hover:ring-violet-200">
      <button
        type="button"
        data-card-open=""
        onClick={onOpen}
        className="block w-full rounded-2xl p-4 pr-12 text-left"
        aria-label={`${checkIn ? CHECK_IN_COPY.badge : "Ripple"} from ${timeLabel}, ${entry.emotion}, intensity ${entry.emotionIntensity} of 10${photos > 0 ? `, ${PHOTO_COPY.count(photos)}` : ""}${edited ? `, ${SEARCH_COPY.edited}` : ""}${waiting ? `, ${OFFLINE_COPY.waitingBadge.toLowerCase()}` : ""}`}
        aria-describedby={previewId}
      >
        <span className="flex items-baseline gap-1.5 text-xs font-medium text-slate-500">
          <time dateTime={entry.createdAt}>{timeLabel}</time>
          {checkIn && (
            <span className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-1.5 py-px text-[0.7rem] font-normal text-rose-800 ring-1 ring-rose-100">
              <HeartPulse className="size-3" aria-hidden="true" />
              {CHECK_IN_COPY.badge}
            </span>
          )}
          {edited && (
            <span className="rounded-full bg-slate-100 px-1.5 py-px text-[0.7rem] font-normal text-slate-500" title={entry.editedAt}>
              {SEARCH_COPY.edited}
            </span>
          )}
          {waiting && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-1.5 py-px text-[0.7rem] font-normal text-amber-800 ring-1 ring-amber-100">
              <CloudOff className="size-3" aria-hidden="true" />
              {OFFLINE_COPY.waitingBadge}
            </span>
          )}
        </span>
        <span className="mt-1.5 flex items-start gap-3">
          <span id={previewId} className="block min-w-0 flex-1">
            <span className="line-clamp-3 text-sm leading-relaxed text-slate-700">
              {text ? (
                <Highlighted pieces={text.pieces} />
              ) : checkIn && entry.entryText.trim() === "" ? (
                <span className="text-slate-500 italic">{CHECK_IN_COPY.noLine}</span>
              ) : (
                plainPreview(entry.entryText)
              )}
            </span>
            {insight?.found && (
              <span className="mt-1.5 line-clamp-2 block text-xs leading-relaxed text-slate-500">
                {SEARCH_COPY.matchedInsight} <Highlighted pieces={insight.pieces} />
              </span>
            )}
            {themes.length > 0 && (
              <span className="mt-1 block text-xs text-slate-500">
                {SEARCH_COPY.matchedThemes}{" "}
                {themes.map((theme, i) => (
                  <span key={i}>
                    {i > 0 && ", "}
                    <Highlighted pieces={theme.pieces} />
                  </span>
                ))}
              </span>
            )}
          </span>
          <EntryThumbnail userId={userId} entry={entry} />
        </span>
        <span className="mt-3 flex items-center justify-between gap-2 text-xs">
          <span className={`inline-flex items-center gap-1.5 font-medium capitalize ${EMOTION_TEXT_CLASS[colour]}`}>
            <span aria-hidden="true" className={`size-2.5 rounded-full ${EMOTION_DOT_CLASS[colour]}`} />
            {hit ? <Highlighted pieces={marked(entry.emotion, hit).pieces} /> : entry.emotion}
          </span>
          <span className="text-slate-500">{entry.emotionIntensity}/10</span>
        </span>
        {entry.aiInsights && <span className="mt-2 block text-xs text-violet-600">{DRAWER_COPY.viewAnalysisHint}</span>}
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
      ) : waiting ? null : (
        <button
          type="button"
          aria-label="Delete ripple"
          onClick={() => setConfirming(true)}
          className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-rose-50 hover:text-rose-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
