// "Check in" (decision 048): a clearly labelled control near the recorder opens a small sheet — the
// app's feelings as a group of native radio buttons (named by its legend; arrow keys move within it),
// then how strong 1–10, then an optional line and Save, enabled once both are chosen: a feeling, a
// strength and Save are enough. Saved, the sheet says so with the feeling, the calm reply and, as a
// reflection would, the crisis lines first when the line holds crisis language, or the support
// block for a strong hard feeling. Escape or Close closes it and gives focus back to the control.
import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, CloudOff, HeartPulse, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CHECK_IN_COPY, MAX_CHECK_IN_NOTE } from "../../../../domain/check-in/kinds";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { isCrisisLine } from "../../../../domain/crisis/lines";
import { shouldShowSupport, withCrisisLinesFirst, withRegionalLines } from "../../../../domain/crisis/safety";
import type { Analysis, SupportRecommendation } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-client";
import { readPendingReflections } from "../../../lib/outbox/pending-reflections";
import { Button, buttonClasses } from "../../../ui/button";
import { CheckInSummary } from "../../../ui/check-in-summary";
import { FeelingPicker } from "../../../ui/feeling-picker";
import { Spinner } from "../../../ui/spinner";
import { SupportResources } from "../../../ui/support-resources";
import type { SavedCheckIn } from "../hooks/use-check-in";
import { useCheckIn } from "../hooks/use-check-in";

interface Props {
  userId: string;
  crisisLinesFor: (language: string | undefined) => CrisisLines;
  /** The journal's outbox sync, asked to try soon after a check-in was kept on this device. */
  kickOutbox: () => void;
  disabled?: boolean;
}

/**
 * The support block a reflection's analysis card shows for the same analysis: the crisis lines
 * first in a crisis; else, for a strong hard feeling, resources in proportion with the region's
 * lines one tap away (decisions 009, 024); none otherwise.
 */
function supportFor(analysis: Analysis, lines: CrisisLines, text: string): { crisis: boolean; resources: SupportRecommendation[] } | null {
  if (!shouldShowSupport(analysis)) return null;
  const sent = analysis.supportResources ?? [];
  if (analysis.crisis) return { crisis: true, resources: sent[0] && isCrisisLine(sent[0]) ? sent : withCrisisLinesFirst(lines, sent) };
  return { crisis: false, resources: withRegionalLines(lines, sent, { emotion: analysis.primaryEmotion, text }) };
}

function failureMessage(error: unknown): string {
  // a refusal the server explains, or a signed-out session: its own words
  if (error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 409)) return error.message;
  return CHECK_IN_COPY.failed;
}

export function CheckIn({ userId, crisisLinesFor, kickOutbox, disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const hintId = useId();

  // A check-in kept on this device by an earlier visit is sent in the background.
  useEffect(() => {
    void readPendingReflections(userId)
      .then((pending) => {
        if (pending.some((item) => item.checkIn)) kickOutbox();
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen
  }, [userId]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setSession((n) => n + 1);
        setOpen(next);
      }}
    >
      <div className="flex flex-col items-center gap-1">
        <Dialog.Trigger className={buttonClasses("secondary", "md")} disabled={disabled} aria-describedby={hintId}>
          <HeartPulse className="size-4 text-rose-500" aria-hidden="true" />
          {CHECK_IN_COPY.open}
        </Dialog.Trigger>
        <p id={hintId} className="text-xs text-slate-500">
          {CHECK_IN_COPY.openHint}
        </p>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-[2rem] bg-gradient-to-b from-white to-violet-50 p-4 shadow-2xl shadow-violet-900/10 outline-none data-[state=open]:animate-fade-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2rem] sm:p-6"
        >
          <CheckInSheet
            key={session}
            userId={userId}
            crisisLinesFor={crisisLinesFor}
            kickOutbox={kickOutbox}
            onClose={() => setOpen(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SheetProps {
  userId: string;
  crisisLinesFor: Props["crisisLinesFor"];
  kickOutbox: () => void;
  onClose: () => void;
}

function CheckInSheet({ userId, crisisLinesFor, kickOutbox, onClose }: SheetProps) {
  const save = useCheckIn(userId, { crisisLinesFor, kickOutbox });
  const [emotion, setEmotion] = useState<string | null>(null);
  const [strength, setStrength] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedCheckIn | null>(null);
  const noteId = useId();

  const submit = async () => {
    if (saving || emotion === null || strength === null) return;
    setSaving(true);
    setError(null);
    try {
      setSaved(await save({ emotion, emotionIntensity: strength, note: note.trim() }));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-start justify-between gap-2">
        <Dialog.Title className="font-display text-2xl text-slate-800">{CHECK_IN_COPY.title}</Dialog.Title>
        <Dialog.Close className="rounded-full p-2.5 text-slate-500 hover:bg-white hover:text-slate-700" aria-label={CHECK_IN_COPY.close}>
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </div>
      {saved ? (
        <CheckInSaved saved={saved} crisisLines={crisisLinesFor(saved.entry.language)} onDone={onClose} />
      ) : (
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FeelingPicker
            layout="grid"
            emotionLegend={CHECK_IN_COPY.emotionLegend}
            intensityLegend={CHECK_IN_COPY.intensityLegend}
            emotion={emotion}
            onEmotion={setEmotion}
            intensity={strength}
            onIntensity={setStrength}
          />
          <div className="grid gap-1.5">
            <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
              {CHECK_IN_COPY.noteLabel}
            </label>
            <input
              id={noteId}
              type="text"
              value={note}
              maxLength={MAX_CHECK_IN_NOTE}
              onChange={(event) => setNote(event.target.value)}
              autoComplete="off"
              className="min-h-11 w-full rounded-2xl border border-violet-100 bg-white px-3 text-slate-800 focus:border-violet-300"
            />
          </div>
          {error && (
            <p role="alert" className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-100">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" disabled={saving || emotion === null || strength === null} aria-busy={saving}>
            {saving && <Spinner className="size-4" />}
            {saving ? CHECK_IN_COPY.saving : CHECK_IN_COPY.save}
          </Button>
        </form>
      )}
    </div>
  );
}

function CheckInSaved({ saved, crisisLines, onDone }: { saved: SavedCheckIn; crisisLines: CrisisLines; onDone: () => void }) {
  const { result, entry } = saved;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // the same support block a reflection's analysis shows: the crisis lines first in a crisis
  const support = supportFor(result.analysis, crisisLines, entry.entryText);
  return (
    <section className="grid gap-4 text-center" aria-labelledby="check-in-saved">
      <div className="flex flex-col items-center gap-2">
        {saved.savedOnDevice ? (
          <CloudOff className="size-7 text-violet-500" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-7 text-emerald-500" aria-hidden="true" />
        )}
        <h3 id="check-in-saved" ref={heading} tabIndex={-1} className="font-display text-xl text-slate-800 outline-none">
          {saved.savedOnDevice ? CHECK_IN_COPY.savedOnDevice : CHECK_IN_COPY.saved}
        </h3>
      </div>
      {support?.crisis && <SupportResources resources={support.resources} crisis note={result.analysis.supportNote} />}
      <CheckInSummary entry={entry} />
      <blockquote className="mx-auto max-w-md font-display text-lg leading-relaxed text-slate-700">“{result.aiResponse.trim()}”</blockquote>
      {support && !support.crisis && <SupportResources resources={support.resources} crisis={false} note={result.analysis.supportNote} />}
      <div className="flex justify-center">
        <Button size="lg" onClick={onDone}>
          {CHECK_IN_COPY.done}
        </Button>
      </div>
    </section>
  );
}
