// The detail drawer's body: the analysis (ripple-analysis.tsx), an
// 'Edited' time on an edited ripple, `Edit` (the words become a field with `Save changes` and
// `Cancel`, ripple-edit-form.tsx), `Re-analyse` once the words have changed since their analysis, and
// `Not quite right? Change the feeling` (decision 026).
//
// Nothing typed is lost: the draft is kept in sessionStorage until it is saved or cancelled, so
// closing the drawer (or the tab reloading) brings it back; a failed save keeps it in the field.
// When the ripple was saved elsewhere meanwhile (409), the field keeps the person's words and
// the version saved now is shown beside them. `Reload` takes that version as the new base and
// keeps the words: saving then replaces it knowingly. A demanding writer expects their own
// words to win only when they choose so, and never to vanish; taking the other version instead
// is `Cancel` after `Reload` (the view then shows the version saved elsewhere), so no button
// throws typed words away without the person asking for exactly that. The state and the writes are
// in hooks/use-ripple-edit.ts.
import { Pencil, RefreshCw } from "lucide-react";
import { isCheckIn } from "../../../../domain/check-in/kinds";
import type { JournalEntry } from "../../../../domain/types";
import { CORRECTION_COPY } from "../../../../domain/analysis/emotion-correction";
import { EDIT_COPY, editedAtText } from "../../../../domain/ui-copy";
import { Button, buttonClasses } from "../../../ui/button";
import { EmotionCorrection } from "../../../ui/emotion-correction";
import { Spinner } from "../../../ui/spinner";
import { EntryPhotos } from "../../../ui/entry-photos";
import { useRippleEdit } from "../hooks/use-ripple-edit";
import type { RippleEdit } from "../hooks/use-ripple-edit";
import { EntryRecording } from "./entry-recording";
import { RippleAnalysis, WaitingRippleDetail } from "./ripple-analysis";
import { RippleEditForm } from "./ripple-edit-form";

interface Props {
  userId: string;
  entry: JournalEntry;
  /** Answered on this device and not yet synced: read only until the server has it. */
  waiting?: boolean;
}

export function RippleDetail(props: Props) {
  if (props.waiting) return <WaitingRippleDetail entry={props.entry} />;
  // One entry's edit state never carries over to another's.
  return <RippleDetailBody key={`${props.userId}:${props.entry.id}`} {...props} />;
}

/** `Re-analyse`'s progress, failure or offer (a feeling the person chose is kept, decision 026). */
function ReanalyseStatus({ edit }: { edit: RippleEdit }) {
  const { reanalyse } = edit;
  return (
    <div id={`${edit.statusId}-reanalyse`}>
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
          {edit.entry.emotionSetBy === "person" && ` ${CORRECTION_COPY.keptAfterReanalysis}`}
        </p>
      )}
    </div>
  );
}

function RippleDetailBody({ userId, entry: given }: Props) {
  const edit = useRippleEdit(userId, given);
  const { entry, reanalyse } = edit;

  return (
    <div className="grid gap-4">
      {entry.editedAt !== undefined && (
        <p className="text-xs text-slate-500" data-testid="edited-mark">
          <time dateTime={entry.editedAt}>{editedAtText(new Date(entry.editedAt))}</time>
        </p>
      )}

      {edit.editing ? (
        <RippleEditForm edit={edit} />
      ) : (
        <>
          {/* a check-in's feeling is changed below; it has no words to edit or read again (decision 048) */}
          <div className={isCheckIn(entry) ? "hidden" : "flex flex-wrap gap-2"}>
            <button ref={edit.editButton} type="button" className={buttonClasses("secondary", "sm")} onClick={edit.startEditing}>
              <Pencil className="size-3.5" aria-hidden="true" /> {EDIT_COPY.edit}
            </button>
            {edit.offerReanalysis && (
              <Button
                variant="soft"
                size="sm"
                onClick={edit.runReanalyse}
                disabled={reanalyse.kind === "running"}
                aria-describedby={`${edit.statusId}-reanalyse`}
              >
                {reanalyse.kind === "running" ? <Spinner className="size-3.5" /> : <RefreshCw className="size-3.5" aria-hidden="true" />}
                {EDIT_COPY.reanalyse}
              </Button>
            )}
          </div>
          {edit.offerReanalysis && <ReanalyseStatus edit={edit} />}

          <EmotionCorrection
            userId={userId}
            entryId={entry.id}
            emotion={entry.emotion}
            intensity={entry.emotionIntensity}
            setByPerson={entry.emotionSetBy === "person"}
            // the replica already has it (correctEmotion put it there, sealed or not)
            onCorrected={(next) => edit.setLatest(next)}
          />

          <EntryRecording userId={userId} entry={entry} />
          <EntryPhotos userId={userId} entry={entry} />
          <RippleAnalysis entry={entry} />
        </>
      )}
    </div>
  );
}
