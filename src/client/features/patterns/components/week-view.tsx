// A week looked back on (last week first; back and forward): how many times they reflected, the
// week's feelings and themes, a highlight in their own words (the brightest entry without crisis
// language, decision 049) and the week's ripples. With a cloud text model, "Write about my week"
// asks it for a warm paragraph from the week's words — only on that tap, for every journal, and
// said plainly for a private one (the words leave this device for it). Whole without it.
import { Quote, Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
import { getErrorMessage } from "../../../lib/api-client";
import { percent } from "../../../../domain/patterns/emotion-mix";
import { shiftRange } from "../../../../domain/patterns/range";
import { dayLabel } from "../../../../domain/patterns/labels";
import { dayOf } from "../../../../domain/lib/zoned-days";
import { themeName } from "../../../../domain/patterns/themes-and-times";
import { entryDay } from "../../../../domain/patterns/range";
import { weekLookBack } from "../../../../domain/looking-back/week";
import type { JournalEntry } from "../../../../domain/types";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { requestWeekSummary } from "../api/week-summary";
import { familyDot } from "../lib/chart-colours";
import { DayRipples } from "./day-ripples";
import { StepNav } from "./step-nav";

const WEEK_AI_COPY = {
  button: "Write about my week",
  writing: "Writing about your week…",
  note: "Sends this week's words to the AI service to write a paragraph about it. Nothing of it is kept on the server.",
  privateNote:
    "Your journal is private: this sends this week's words from this device to the AI service, this once, to write a paragraph. Nothing of it is kept on the server.",
} as const;

interface Props {
  entries: readonly JournalEntry[];
  onOpenEntry: (id: string) => void;
  /** A cloud text model is configured on the server. */
  cloudText: boolean;
  privateJournal: boolean;
}

type Paragraph = { state: "idle" } | { state: "writing" } | { state: "done"; text: string } | { state: "failed"; message: string };

const card = "rounded-3xl bg-white/80 p-4 shadow-sm ring-1 ring-violet-100";

export function WeekView({ entries, onOpenEntry, cloudText, privateJournal }: Props) {
  const [today] = useState(() => dayOf(Date.now()));
  // Last week by default.
  const [day, setDay] = useState(() => today - 7);
  const look = useMemo(() => weekLookBack(entries, day), [entries, day]);
  const [paragraphs, setParagraphs] = useState<Record<number, Paragraph>>({});
  const paragraph = paragraphs[look.range.start] ?? { state: "idle" };
  const setParagraph = (monday: number, value: Paragraph) => setParagraphs((all) => ({ ...all, [monday]: value }));
  const earliest = useMemo(() => entries.reduce((first, entry) => Math.min(first, entryDay(entry) ?? first), Infinity), [entries]);

  const write = async () => {
    const monday = look.range.start;
    setParagraph(monday, { state: "writing" });
    try {
      setParagraph(monday, { state: "done", text: await requestWeekSummary(monday, look.entries) });
    } catch (error) {
      setParagraph(monday, { state: "failed", message: getErrorMessage(error) });
    }
  };

  const highlightDay = look.highlight ? entryDay(look.highlight.entry) : null;

  return (
    <div className="grid gap-3">
      <div className={card}>
        <StepNav
          label={look.label}
          labelId="week-label"
          previousLabel="Previous week"
          nextLabel="Next week"
          onPrevious={earliest < look.range.start ? () => setDay(shiftRange(look.range, -1).start) : undefined}
          onNext={look.range.end < today ? () => setDay(shiftRange(look.range, 1).start) : undefined}
        />
        <p className="mt-2 text-center text-slate-700" data-testid="week-summary">
          {look.summary}
        </p>
      </div>

      {look.count > 0 && (
        <>
          <section aria-labelledby="week-feelings" className={card}>
            <h3 id="week-feelings" className="font-display text-lg text-slate-800">
              The week's feelings
            </h3>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
              {look.feelings.map((share) => (
                <li key={share.family} className="inline-flex items-center gap-1.5 capitalize">
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${familyDot(share.family)}`} />
                  {share.family} <span className="text-slate-500 tabular-nums">{percent(share.share)}</span>
                </li>
              ))}
            </ul>
            {look.themes.length > 0 && (
              <>
                <h4 className="mt-3 text-sm font-medium text-slate-600">Themes</h4>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {look.themes.map((theme) => (
                    <li key={theme.theme} className="rounded-full bg-violet-50 px-2.5 py-1 text-xs text-violet-800 ring-1 ring-violet-100">
                      {themeName(theme.theme)} <span className="text-violet-700/80">× {theme.count}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          {look.highlight && (
            <section aria-labelledby="week-highlight" className={card}>
              <h3 id="week-highlight" className="font-display text-lg text-slate-800">
                A highlight, in your words
              </h3>
              <figure className="mt-2">
                <blockquote className="flex gap-2 text-slate-700 italic">
                  <Quote className="mt-0.5 size-4 shrink-0 text-violet-400" aria-hidden="true" />
                  <p>{look.highlight.quote}</p>
                </blockquote>
                <figcaption className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  {highlightDay !== null && dayLabel(highlightDay)}
                  <button
                    type="button"
                    onClick={() => onOpenEntry(look.highlight!.entry.id)}
                    className="min-h-8 rounded-full px-2 font-medium text-violet-700 hover:bg-violet-50"
                  >
                    Open this ripple
                  </button>
                </figcaption>
              </figure>
            </section>
          )}

          {cloudText && (
            <section aria-labelledby="week-ai" className={card}>
              <h3 id="week-ai" className="font-display text-lg text-slate-800">
                Your week, in a paragraph
              </h3>
              {paragraph.state === "done" ? (
                <p className="mt-2 leading-relaxed text-slate-700" data-testid="week-paragraph">
                  {paragraph.text}
                </p>
              ) : (
                <div className="mt-2 grid justify-items-start gap-2">
                  <Button variant="soft" size="sm" disabled={paragraph.state === "writing"} onClick={() => void write()}>
                    {paragraph.state === "writing" ? <Spinner className="size-3.5" /> : <Sparkles className="size-4" aria-hidden="true" />}
                    {paragraph.state === "writing" ? WEEK_AI_COPY.writing : WEEK_AI_COPY.button}
                  </Button>
                  <p className="text-xs text-slate-500">{privateJournal ? WEEK_AI_COPY.privateNote : WEEK_AI_COPY.note}</p>
                  {paragraph.state === "failed" && (
                    <p role="alert" className="text-sm text-rose-700">
                      {paragraph.message}
                    </p>
                  )}
                </div>
              )}
            </section>
          )}

          <DayRipples title="This week's ripples" entries={[...look.entries].reverse()} onOpenEntry={onOpenEntry} />
        </>
      )}
    </div>
  );
}
