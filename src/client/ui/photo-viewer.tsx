// One of an entry's photos, large, in a dialog over the detail (decision 052): its title says which
// of how many, Previous and Next (and the arrow keys) move between them, Escape and Close close it
// (focus goes back to the photo opened), and Delete asks before it deletes.
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, Trash2, X } from "lucide-react";
import { useState } from "react";
import type { KeyboardEvent } from "react";
import type { EntryPhoto } from "../../domain/media/photos";
import { PHOTO_COPY } from "../../domain/media/photos";
import type { MediaOpener } from "../lib/media/media-urls";
import { MediaImage } from "./media-image";
import { Spinner } from "./spinner";

interface Props {
  photos: readonly EntryPhoto[];
  /** The photo on show; null: closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The entry's day and time, for the alt text. */
  when: string;
  opener: MediaOpener | null;
  /** Resolves when deleted; rejects with the words to show. */
  onDelete: (photo: EntryPhoto) => Promise<void>;
  /** The viewer has closed: focus goes back to the page (the photo last shown). */
  onClosed: () => void;
}

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-white disabled:opacity-40";

export function PhotoViewer({ photos, index, onIndexChange, when, opener, onDelete, onClosed }: Props) {
  const open = index !== null && photos[index] !== undefined;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950" />
        {open && <ViewerContent {...{ photos, index, onIndexChange, when, opener, onDelete, onClosed }} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerContent({ photos, index, onIndexChange, when, opener, onDelete, onClosed }: Props & { index: number }) {
  const entry = photos[index]!;
  const total = photos.length;

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < total) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Content
      aria-describedby={undefined}
      onKeyDown={onKeyDown}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      className="fixed inset-0 z-[60] flex flex-col outline-none sm:inset-6"
    >
      <header className="flex items-center justify-between gap-2 px-3 py-3 text-white">
        <Dialog.Title className="font-display text-lg">{PHOTO_COPY.viewerTitle(index + 1, total)}</Dialog.Title>
        <Dialog.Close aria-label={PHOTO_COPY.close} className={roundButton}>
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </header>

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2">
        <MediaImage
          item={entry.photo}
          placeholder={entry.thumbnail}
          opener={opener}
          alt={PHOTO_COPY.altText(index + 1, total, when)}
          className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
          frameClassName="flex size-48 items-center justify-center rounded-2xl bg-white/10 text-sm text-white"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label={PHOTO_COPY.previous}
              disabled={index === 0}
              onClick={() => go(-1)}
              className={`${roundButton} absolute top-1/2 left-3 -translate-y-1/2`}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={PHOTO_COPY.next}
              disabled={index === total - 1}
              onClick={() => go(1)}
              className={`${roundButton} absolute top-1/2 right-3 -translate-y-1/2`}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>

      {/* keyed by the photo, so a confirmation never carries over to the next one */}
      <DeleteControls key={entry.photo.id} onDelete={() => onDelete(entry)} />
    </Dialog.Content>
  );
}

function DeleteControls({ onDelete }: { onDelete: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<{ kind: "idle" } | { kind: "running" } | { kind: "failed"; message: string }>({ kind: "idle" });
  const remove = async () => {
    setDeleting({ kind: "running" });
    try {
      await onDelete();
    } catch (error) {
      setDeleting({ kind: "failed", message: error instanceof Error ? error.message : PHOTO_COPY.deleteFailed });
    }
  };
  return (
    <footer className="flex min-h-20 flex-wrap items-center justify-center gap-3 px-3 py-4 text-sm text-white">
      {confirming ? (
        <div role="group" aria-label={PHOTO_COPY.confirmDelete} className="flex flex-wrap items-center justify-center gap-2">
          <p>{PHOTO_COPY.confirmDelete}</p>
          <button
            type="button"
            disabled={deleting.kind === "running"}
            onClick={() => void remove()}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-rose-600 px-4 font-medium text-white hover:bg-rose-700"
          >
            {deleting.kind === "running" && <Spinner className="size-3.5" />}
            {PHOTO_COPY.confirm}
          </button>
          <button
            type="button"
            autoFocus
            disabled={deleting.kind === "running"}
            onClick={() => setConfirming(false)}
            className="min-h-10 rounded-full bg-white px-4 font-medium text-slate-700 hover:bg-slate-100"
          >
            {PHOTO_COPY.keep}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-white/10 px-4 font-medium text-white ring-1 ring-white/30 hover:bg-white/20"
        >
          <Trash2 className="size-4" aria-hidden="true" /> {PHOTO_COPY.delete}
        </button>
      )}
      {deleting.kind === "failed" && (
        <p role="alert" className="w-full text-center text-rose-200">
          {deleting.message}
        </p>
      )}
    </footer>
  );
}
