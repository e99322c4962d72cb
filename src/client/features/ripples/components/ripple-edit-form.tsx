// A ripple's words as a field (`Edit`): `Save changes` and `Cancel`, the characters left near the
// limit, a kept draft's notice, a failed save that keeps the words, and a version saved elsewhere
// meanwhile shown beside them with `Reload` (use-ripple-edit.ts says what each does).
import { RotateCw } from "lucide-react";
import { useId } from "react";
import { MAX_ENTRY_TEXT } from "../../../../domain/entries/entry-schema";
import { EDIT_COPY, charactersLeftText } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import type { RippleEdit } from "../hooks/use-ripple-edit";

/** The counter shows from this many characters before the limit. */
const COUNTER_FROM_LEFT = 1_000;

export function RippleEditForm({ edit }: { edit: RippleEdit }) {
  const { draft, save, statusId } = edit;
  const fieldId = useId();
  const counterId = useId();
  const left = MAX_ENTRY_TEXT - draft.length;
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        edit.submit();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        {EDIT_COPY.fieldLabel}
      </label>
      <textarea
        id={fieldId}
        ref={edit.field}
        value={draft}
        onChange={(event) => edit.changeDraft(event.target.value)}
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
              <Button variant="secondary" size="sm" onClick={() => edit.reload(save.current)}>
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
        <Button variant="ghost" size="sm" onClick={edit.stopEditing} disabled={save.kind === "saving"}>
          {EDIT_COPY.cancel}
        </Button>
      </div>
    </form>
  );
}
