// While the private journal is being turned on or off (decision 021): how far it has got, and what to
// do when it stopped — try again, or delete the entries no key here opens to finish turning it off.
import { LockKeyhole, RotateCw } from "lucide-react";
import { useState } from "react";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";
import type { SealedRow } from "../../../lib/private-journal/open-journal";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import type { SwitchProgress } from "../hooks/use-journal-switch";

interface Props {
  progress: SwitchProgress;
  onRetry: () => void;
  onDeleteUnopened: (rows: readonly SealedRow[]) => Promise<void>;
}

export function progressText(progress: SwitchProgress): string | null {
  if (progress.kind === "sealing") return COPY.sealing(progress.done, progress.total);
  if (progress.kind === "opening") return COPY.opening(progress.done, progress.total);
  if (progress.kind === "failed") return COPY.switchFailed;
  if (progress.kind === "unopened") return COPY.unopenedLeft(progress.rows.length);
  return null;
}

export function SwitchBanner({ progress, onRetry, onDeleteUnopened }: Props) {
  const [deleting, setDeleting] = useState(false);
  const text = progressText(progress);
  if (!text) return null;
  const working = progress.kind === "sealing" || progress.kind === "opening";
  return (
    <div
      role="status"
      className="mx-auto mt-3 flex w-[calc(100%-2rem)] max-w-2xl flex-wrap items-center gap-3 rounded-2xl bg-violet-50 px-4 py-3 text-sm text-violet-900 ring-1 ring-violet-100"
    >
      {working ? <Spinner className="size-4" /> : <LockKeyhole className="size-4" aria-hidden="true" />}
      <span className="flex-1">{text}</span>
      {progress.kind === "failed" && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw className="size-3.5" aria-hidden="true" /> {COPY.tryAgain}
        </Button>
      )}
      {progress.kind === "unopened" && (
        <Button
          variant="danger"
          size="sm"
          disabled={deleting}
          onClick={() => {
            setDeleting(true);
            void onDeleteUnopened(progress.rows).finally(() => setDeleting(false));
          }}
        >
          {COPY.deleteUnopened}
        </Button>
      )}
    </div>
  );
}
