// The detail drawer's body: the analysis (ripple-analysis.tsx), an
// 'Edited' time on an edited ripple, `Edit` (the words become a field with `Save changes` and
// `Cancel`), `Re-analyse` once the words have changed since their analysis, and
// `Not quite right? Change the feeling` (decision 026).
//
// Nothing typed is lost: the draft is kept in sessionStorage until it is saved or cancelled, so
// closing the drawer (or the tab reloading) brings it back; a failed save keeps it in the field.
// When the ripple was saved elsewhere meanwhile (409), the field keeps the person's words and
// the version saved now is shown beside them. `Reload` takes that version as the new base and
// keeps the words: saving then replaces it knowingly. A demanding writer expects their own
// words to win only when they choose so, and never to vanish; taking the other version instead
// is `Cancel` after `Reload` (the view then shows the version saved elsewhere), so no button
// throws typed words away without the person asking for exactly that.
import { Pencil, RefreshCw, RotateCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { isCheckIn } from "../../../../domain/check-in/kinds";
import { MAX_ENTRY_TEXT } from "../../../../domain/entries/entry-schema";
import type { Analysis, JournalEntry } from "../../../../domain/types";
import { CORRECTION_COPY } from "../../../../domain/analysis/emotion-correction";
import { EDIT_COPY, charactersLeftText, editedAtText } from "../../../../domain/ui-copy";
import { ApiError } from "../../../lib/api-client";
import { entryErrorMessage } from "../../../lib/entry-error-message";
import { Button, buttonClasses } from "../../../ui/button";
import { EmotionCorrection } from "../../../ui/emotion-correction";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { clearEditDraft, editEntry, entryChanged, readEditDraft, writeEditDraft } from "../api/edit-entry";
import { editPrivately, reanalysePrivately } from "../api/private-entry";
import { reanalyseEntry, reanalyseErrorMessage } from "../api/reanalyse-entry";
import { sealingKey, usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { EntryPhotos } from "../../../ui/entry-photos";
import { EntryRecording } from "./entry-recording";
import { RippleAnalysis, WaitingRippleDetail } from "./ripple-analysis";

interface Props {
  userId: string;
  entry: JournalEntry;
  /** Answered on this device and not yet synced: read only until the server has it. */
  waiting?: boolean;
  renderAnalysis: (analysis: Analysis, transcript: string) => ReactNode;
}

/** The counter shows from this many characters before the limit. */
const COUNTER_FROM_LEFT = 1_000;

type SaveState =
  | { kind: "idle"; notice?: string }
  | { kind: "saving" }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; current: JournalEntry };

type ReanalyseState = { kind: "idle" } | { kind: "running" } | { kind: "failed"; message: string };

const time = (iso: string) => new Date(iso).getTime();

/** The newer of two versions of one entry (the drawer's may lag behind what this view just saved). */
function newer(a: JournalEntry, b: JournalEntry): JournalEntry {
  return time(b.updatedAt) > time(a.updatedAt) ? b : a;
}

/** The words were edited after the analysis was made: a re-analysis moves `updatedAt` past `editedAt`. */
function editedSinceAnalysis(entry: JournalEntry): boolean {
  return entry.editedAt !== undefined && time(entry.editedAt) >= time(entry.updatedAt);
}

/** No answer: the connection; a refusal the server explains (signed out, gone, cannot be opened): its words; else the entry messages (lib/entry-error-message.ts). */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isNetworkError || (error.status >= 400 && error.status < 500 && error.status !== 400))) {
    return error.message;
  }
  return entryErrorMessage("save", error);
}

export function RippleDetail(props: Props) {
  if (props.waiting) return <WaitingRippleDetail entry={props.entry} renderAnalysis={props.renderAnalysis} />;
  // One entry's edit state never carries over to another's.
  return <RippleDetailBody key={`${props.userId}:${props.entry.id}`} {...props} />;
}

function RippleDetailBody({ userId, entry: given, renderAnalysis }: Props) {
  const [latest, setLatest] = useState(given);
  const entry = newer(latest, given);

  const [stored] = useState(() => readEditDraft(userId, given.id));
  const [editing, setEditing] = useState(stored !== null);
  const [draft, setDraft] = useState(stored?.text ?? "");
  const [base, setBase] = useState(stored?.baseUpdatedAt ?? given.updatedAt);
  const [save, setSave] = useState<SaveState>(stored ? { kind: "idle", notice: EDIT_COPY.draftKept } : { kind: "idle" });
  const [reanalyse, setReanalyse] = useState<ReanalyseState>({ kind: "idle" });
  const [justSaved, setJustSaved] = useState(false);

  const fieldId = useId();
  const counterId = useId();
  const statusId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditAfter = useRef(false);

  useEffect(() => {
    if (editing) field.current?.focus();
    else if (focusEditAfter.current) editButton.current?.focus();
    focusEditAfter.current = false;
  }, [editing]);

  // A private journal's entry is changed here and sealed (decision 021); its opened form stays in memory.
  const privateKey = sealingKey(usePrivateJournal());
  const adopt = (next: JournalEntry, sealed = false) => {
    setLatest(next);
    if (!sealed) entryChanged(userId, next);
  };

  const startEditing = () => {
    setDraft(entry.entryText);
    setBase(entry.updatedAt);
    setSave({ kind: "idle" });
    setEditing(true);
  };

  const changeDraft = (text: string) => {
    setDraft(text);
    writeEditDraft(userId, entry.id, { text, baseUpdatedAt: base });
  };

  const stopEditing = () => {
    clearEditDraft(userId, entry.id);
    focusEditAfter.current = true;
    setEditing(false);
    setSave({ kind: "idle" });
  };

  const submit = async () => {
    if (save.kind === "saving" || draft.trim() === "") return;
    setSave({ kind: "saving" });
    try {
      const result = privateKey
        ? ({ kind: "sealed", entry: await editPrivately(privateKey, userId, entry, draft) } as const)
        : await editEntry(entry.id, { entryText: draft, baseUpdatedAt: base });
      if (result.kind === "conflict") {
        setSave({ kind: "conflict", current: result.entry });
        return;
      }
      adopt(result.entry, result.kind === "sealed");
      setJustSaved(true);
      setReanalyse({ kind: "idle" });
      stopEditing();
      showToast("success", EDIT_COPY.saved);
    } catch (error) {
      setSave({ kind: "failed", message: saveErrorMessage(error) });
    }
  };

  const reload = (current: JournalEntry) => {
    adopt(current);
    setBase(current.updatedAt);
    writeEditDraft(userId, entry.id, { text: draft, baseUpdatedAt: current.updatedAt });
    setSave({ kind: "idle", notice: EDIT_COPY.reloaded });
    field.current?.focus();
  };

  const runReanalyse = async () => {
    setReanalyse({ kind: "running" });
    try {
      if (privateKey) adopt(await reanalysePrivately(privateKey, userId, entry), true);
      else adopt((await reanalyseEntry(entry.id)).entry);
      setJustSaved(false);
      setReanalyse({ kind: "idle" });
      showToast("success", EDIT_COPY.reanalysed);
    } catch (error) {
      setReanalyse({ kind: "failed", message: reanalyseErrorMessage(error) });
    }
  };

  const left = MAX_ENTRY_TEXT - draft.length;
  const offerReanalysis = !editing && (justSaved || editedSinceAnalysis(entry));

  return (
    <div className="grid gap-4">
      {entry.editedAt !== undefined && (
        <p className="text-xs text-slate-500" data-testid="edited-mark">
          <time dateTime={entry.editedAt}>{editedAtText(new Date(entry.editedAt))}</time>
        </p>
      )}

      {editing ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
            {EDIT_COPY.fieldLabel}
          </label>
          <textarea
            id={fieldId}
            ref={field}
            value={draft}
            onChange={(event) => changeDraft(event.target.value)}
            maxLength={MAX_ENTRY_TEXT}
            rows={10}
            aria-describedby={`${left <= COUNTER_FROM_LEFT ? counterId : ""} ${statusId}`.trim()}
            className="min-h-48 w-full resize-y rounded-2xl bg-white p-4 font-display leading-relaxed text-slate-800 ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-violet-400"
          />
          {left <= COUNTER_FROM_LEFT && (
            <p id={counterId} aria-live="polite" className={`text-right text-xs ${left === 0 ? "text-amber-700" : "text-slate-500"}`}>
              {charactersLeftText(left)}
            </p>
          )}

          <div id={statusId}>
            {save.kind === "idle" && save.notice && (
              <p role="status" className="rounded-2xl bg-violet-50 p-3 text-sm text-violet-900 ring-1 ring-violet-100">
                {save.notice}
              </p>
            )}
            {save.kind === "failed" && (
              <div role="alert" className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-100">
                <p>{save.message}</p>
                <p className="mt-1">{EDIT_COPY.keptAfterError}</p>
              </div>
            )}
            {save.kind === "conflict" && (
              <div role="alert" className="grid gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-100">
                <p className="font-medium">{EDIT_COPY.conflictTitle}</p>
                <p>{EDIT_COPY.conflictBody}</p>
                <blockquote
                  tabIndex={0}
                  aria-label={EDIT_COPY.conflictTitle}
                  className="max-h-40 overflow-y-auto rounded-xl bg-white/80 p-3 font-display whitespace-pre-line text-slate-700 italic ring-1 ring-amber-100"
                >
                  {save.current.entryText}
                </blockquote>
                <p>{EDIT_COPY.conflictHint}</p>
                <div>
                  <Button variant="secondary" size="sm" onClick={() => reload(save.current)}>
                    <RotateCw className="size-3.5" aria-hidden="true" /> {EDIT_COPY.reload}
                  </Button>
                </div>
              </div>
            )}
          </div>

          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="sm"
              aria-busy={save.kind === "saving"}
              disabled={save.kind === "saving" || save.kind === "conflict" || draft.trim() === ""}
            >
              {save.kind === "saving" && <Spinner className="size-3.5" />}
              {EDIT_COPY.save}
            </Button>
            <Button variant="ghost" size="sm" onClick={stopEditing} disabled={save.kind === "saving"}>
              {EDIT_COPY.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {/* a check-in's feeling is changed below; it has no words to edit or read again (decision 048) */}
          <div className={isCheckIn(entry) ? "hidden" : "flex flex-wrap gap-2"}>
            <button ref={editButton} type="button" className={buttonClasses("secondary", "sm")} onClick={startEditing}>
              <Pencil className="size-3.5" aria-hidden="true" /> {EDIT_COPY.edit}
            </button>
            {offerReanalysis && (
              <Button
                variant="soft"
                size="sm"
                onClick={() => void runReanalyse()}
                disabled={reanalyse.kind === "running"}
                aria-describedby={`${statusId}-reanalyse`}
              >
                {reanalyse.kind === "running" ? <Spinner className="size-3.5" /> : <RefreshCw className="size-3.5" aria-hidden="true" />}
                {EDIT_COPY.reanalyse}
              </Button>
            )}
          </div>
          {offerReanalysis && (
            <div id={`${statusId}-reanalyse`}>
              {reanalyse.kind === "running" ? (
                <p role="status" className="flex items-center gap-2 text-sm text-violet-800">
                  <Spinner className="size-4" /> {EDIT_COPY.reanalysing}
                </p>
              ) : reanalyse.kind === "failed" ? (
                <p role="alert" className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-100">
                  {reanalyse.message}
                </p>
              ) : (
                <p className="text-sm text-slate-600">
                  {EDIT_COPY.reanalyseOffer}
                  {entry.emotionSetBy === "person" && ` ${CORRECTION_COPY.keptAfterReanalysis}`}
                </p>
              )}
            </div>
          )}

          <EmotionCorrection
            userId={userId}
            entryId={entry.id}
            emotion={entry.emotion}
            intensity={entry.emotionIntensity}
            setByPerson={entry.emotionSetBy === "person"}
            // the replica already has it (correctEmotion put it there, sealed or not)
            onCorrected={(next) => setLatest(next)}
          />

          <EntryRecording userId={userId} entry={entry} />
          <EntryPhotos userId={userId} entry={entry} />
          <RippleAnalysis entry={entry} renderAnalysis={renderAnalysis} />
        </>
      )}
    </div>
  );
}
