// The recording kept with a spoken reflection (decision 051), in the entry's detail beside its words:
// an <audio controls> labelled "Your recording" with its length, and `Delete recording` after a
// confirmation. An item stored in the clear streams from its URL; one sealed in a private journal is
// fetched, opened here with the journal key and played from an object URL, revoked when the view
// goes. An entry without a recording shows nothing.
import { useQueryClient } from "@tanstack/react-query";
import { Mic, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { MediaItem } from "../../../../domain/contract/media";
import { KEEP_RECORDING_COPY, recordingLengthText } from "../../../../domain/voice/recording-copy";
import { deleteMedia, fetchMedia, mediaUrl } from "../../../lib/media/media-api";
import { recordingOf } from "../../../lib/media/entry-media";
import { usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";

type Source = { kind: "loading" } | { kind: "ready"; url: string } | { kind: "failed" };

/** The audio's address: the item's URL, or an object URL of the bytes opened with the journal key. */
function useRecordingSource(userId: string, item: MediaItem): Source {
  const { key } = usePrivateJournal();
  const [opened, setOpened] = useState<{ id: string; source: Source } | null>(null);
  // the entry is read afresh from the replica on each render: the item's id says which recording it is
  const itemRef = useRef(item);
  itemRef.current = item;
  const { id, sealed } = item;
  useEffect(() => {
    if (!sealed) return;
    let url: string | null = null;
    let gone = false;
    fetchMedia(itemRef.current, key ? { key, userId } : null)
      .then((blob) => {
        if (gone) return;
        if (!blob) return setOpened({ id, source: { kind: "failed" } });
        url = URL.createObjectURL(blob);
        setOpened({ id, source: { kind: "ready", url } });
      })
      .catch(() => !gone && setOpened({ id, source: { kind: "failed" } }));
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, sealed, key, userId]);
  if (!item.sealed) return { kind: "ready", url: mediaUrl(item) };
  return opened?.id === item.id ? opened.source : { kind: "loading" };
}

export function EntryRecording({ userId, entry }: { userId: string; entry: object }) {
  const item = recordingOf(entry);
  const [deletedId, setDeletedId] = useState<string | null>(null);
  if (!item || item.id === deletedId) return null;
  return <RecordingPlayer key={item.id} userId={userId} item={item} onDeleted={() => setDeletedId(item.id)} />;
}

function RecordingPlayer({ userId, item, onDeleted }: { userId: string; item: MediaItem; onDeleted(): void }) {
  const queryClient = useQueryClient();
  const source = useRecordingSource(userId, item);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = useId();
  const lengthId = useId();

  async function remove(): Promise<void> {
    setDeleting(true);
    try {
      await deleteMedia(item);
      onDeleted();
      showToast("success", KEEP_RECORDING_COPY.deleted);
      void refreshAfterSave(queryClient, userId);
    } catch {
      setDeleting(false);
      showToast("error", KEEP_RECORDING_COPY.deleteFailed);
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-2xl bg-violet-50/70 p-3 ring-1 ring-violet-100">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-medium text-violet-900">
          <Mic className="size-4" aria-hidden="true" />
          {KEEP_RECORDING_COPY.player}
        </h3>
        {item.durationMs !== null && (
          <p id={lengthId} className="text-xs text-slate-600">
            {KEEP_RECORDING_COPY.length(recordingLengthText(item.durationMs))}
          </p>
        )}
      </div>
      {source.kind === "ready" ? (
        <audio
          controls
          preload="metadata"
          src={source.url}
          aria-label={KEEP_RECORDING_COPY.player}
          aria-describedby={item.durationMs !== null ? lengthId : undefined}
          className="h-10 w-full"
        />
      ) : source.kind === "loading" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {KEEP_RECORDING_COPY.loading}
        </p>
      ) : (
        <p role="alert" className="text-sm text-rose-800">
          {KEEP_RECORDING_COPY.cannotOpen}
        </p>
      )}
      {confirming ? (
        <div role="group" aria-label={KEEP_RECORDING_COPY.deleteRecording} className="grid gap-2">
          <p className="text-sm text-slate-700">{KEEP_RECORDING_COPY.confirmDelete}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={deleting} aria-busy={deleting} onClick={() => void remove()}>
              {deleting && <Spinner className="size-3.5" />}
              {KEEP_RECORDING_COPY.confirmYes}
            </Button>
            <Button variant="ghost" size="sm" autoFocus disabled={deleting} onClick={() => setConfirming(false)}>
              {KEEP_RECORDING_COPY.confirmNo}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 className="size-3.5" aria-hidden="true" /> {KEEP_RECORDING_COPY.deleteRecording}
          </Button>
        </div>
      )}
    </section>
  );
}
