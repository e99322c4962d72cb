// An entry's photos (decision 052), in its detail and on the result screen: a grid of thumbnails
// (each opens the viewer), `Add photos` (files) and, on a touch screen, `Take a photo` (the camera),
// how far the upload is, and in words what was not added. A private journal's photos are sealed
// with its key before they leave the browser; the replica learns of them at the next sync, and
// until then this view shows what it added and deleted itself.
import { Camera, ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import type { MediaItem } from "../../domain/contract/media";
import { MAX_PHOTOS_PER_ENTRY, MEDIA_MESSAGES } from "../../domain/contract/media";
import type { EntryPhoto } from "../../domain/media/photos";
import { PHOTO_COPY, entryPhotos, mergeMedia } from "../../domain/media/photos";
import { ApiError } from "../lib/api-client";
import { addPhotos } from "../lib/media/add-photos";
import { deleteMedia, getMediaUsage } from "../lib/media/media-api";
import { mediaListOf } from "../lib/media/entry-photo-list";
import { forgetMediaUrl } from "../lib/media/media-urls";
import { sealingKey, usePrivateJournal } from "../lib/private-journal/private-journal-context";
import { requestSync } from "../lib/replica/sync-replica";
import { buttonClasses } from "./button";
import { MediaImage } from "./media-image";
import { PhotoViewer } from "./photo-viewer";
import { Spinner } from "./spinner";
import { showToast } from "./toast";

interface Props {
  userId: string;
  /** The entry: its id, its time (now, on the result screen) and the media list it carries (`media`). */
  entry: { id: string; createdAt?: string };
  /** A heading above the photos (the result screen has none of its own for them). */
  titled?: boolean;
}

type Adding = { kind: "idle" } | { kind: "adding"; done: number; total: number };

/** A phone or tablet: the camera control makes sense there (elsewhere `capture` opens a file picker anyway). */
const touchScreen = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;

export function EntryPhotos({ userId, entry, titled = false }: Props) {
  const [added, setAdded] = useState<MediaItem[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [adding, setAdding] = useState<Adding>({ kind: "idle" });
  const [problem, setProblem] = useState<string | null>(null);
  // after a refusal for want of room: how much the account's media use, so the person knows how full it is
  const [usage, setUsage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [camera] = useState(touchScreen);
  const filesInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  // the photo last shown: focus goes back to its thumbnail when the viewer closes
  const lastViewed = useRef(0);
  const cameraInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const statusId = useId();

  const journal = usePrivateJournal();
  const sealKey = sealingKey(journal);
  const opener = journal.key ? { key: journal.key, userId } : null;
  const photos = entryPhotos(mergeMedia(mediaListOf(entry), added, removed));
  const [shownAt] = useState(() => new Date().toISOString());
  const when = new Date(entry.createdAt ?? shownAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  const full = photos.length >= MAX_PHOTOS_PER_ENTRY;
  const busy = adding.kind === "adding";

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ""; // the same file may be chosen again
    if (files.length === 0 || busy) return;
    setProblem(null);
    setUsage(null);
    setAdding({ kind: "adding", done: 0, total: files.length });
    try {
      const result = await addPhotos({
        entryId: entry.id,
        files,
        held: photos.length,
        sealWith: sealKey ? { key: sealKey, userId } : null,
        onProgress: (done, total) => setAdding({ kind: "adding", done, total }),
        onAdded: (items) => setAdded((before) => [...before, ...items]),
      });
      setProblem(result.problem);
      if (result.quotaReached) {
        getMediaUsage()
          .then(({ usedBytes, quotaBytes }) => setUsage(PHOTO_COPY.usage(usedBytes, quotaBytes)))
          .catch(() => undefined); // the refusal's own words are already shown
      }
      if (result.photos > 0) {
        showToast("success", PHOTO_COPY.added(result.photos));
        requestSync(userId);
      }
    } finally {
      setAdding({ kind: "idle" });
    }
  };

  const remove = async ({ photo, thumbnail }: EntryPhoto) => {
    try {
      await deleteMedia(photo); // its thumbnail goes with it
    } catch (error) {
      // already gone elsewhere: it is gone here too
      if (!(error instanceof ApiError && error.status === 404)) {
        throw new Error(error instanceof ApiError && error.isNetworkError ? error.message : PHOTO_COPY.deleteFailed);
      }
    }
    forgetMediaUrl(photo.id);
    if (thumbnail) forgetMediaUrl(thumbnail.id);
    setRemoved((before) => new Set([...before, photo.id]));
    const left = photos.length - 1;
    lastViewed.current = Math.max(0, Math.min(lastViewed.current, left - 1));
    setViewing((index) => (left === 0 || index === null ? null : Math.min(index, left - 1)));
    showToast("success", PHOTO_COPY.deleted);
    requestSync(userId);
  };

  const view = (index: number | null) => {
    if (index !== null) lastViewed.current = index;
    setViewing(index);
  };
  const focusAfterViewer = () => {
    const thumbnails = grid.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    (thumbnails[Math.min(lastViewed.current, thumbnails.length - 1)] ?? addButton.current)?.focus();
  };

  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : PHOTO_COPY.heading}
      className="grid gap-3 text-left"
    >
      {titled && (
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          {PHOTO_COPY.heading}
        </h3>
      )}
      {photos.length > 0 && (
        <ul ref={grid} className="grid grid-cols-3 gap-2" aria-label={PHOTO_COPY.heading}>
          {photos.map(({ photo, thumbnail }, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => view(i)}
                className="block aspect-square w-full overflow-hidden rounded-xl bg-violet-50 ring-1 ring-violet-100 outline-offset-2 hover:ring-violet-300"
              >
                <MediaImage
                  item={thumbnail ?? photo}
                  opener={opener}
                  lazy
                  alt={PHOTO_COPY.altText(i + 1, photos.length, when)}
                  className="size-full object-cover"
                  frameClassName="flex size-full items-center justify-center text-violet-400"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <input ref={filesInput} type="file" accept="image/*" multiple hidden onChange={(event) => void choose(event)} />
        <button
          ref={addButton}
          type="button"
          disabled={busy || full}
          aria-describedby={statusId}
          onClick={() => filesInput.current?.click()}
          className={buttonClasses("secondary", "sm")}
        >
          <ImagePlus className="size-4" aria-hidden="true" /> {PHOTO_COPY.add}
        </button>
        {camera && (
          <>
            <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(event) => void choose(event)} />
            <button
              type="button"
              disabled={busy || full}
              aria-describedby={statusId}
              onClick={() => cameraInput.current?.click()}
              className={buttonClasses("secondary", "sm")}
            >
              <Camera className="size-4" aria-hidden="true" /> {PHOTO_COPY.takePhoto}
            </button>
          </>
        )}
      </div>

      <div id={statusId}>
        {busy ? (
          <p role="status" className="flex items-center gap-2 text-sm text-violet-800">
            <Spinner className="size-4" /> {PHOTO_COPY.adding(adding.done, adding.total)}
          </p>
        ) : problem ? (
          <div role="alert" className="grid gap-1 rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-100">
            <p>{problem}</p>
            {usage && <p>{usage}</p>}
          </div>
        ) : full ? (
          <p className="text-sm text-slate-500">{MEDIA_MESSAGES.tooManyPhotos}</p>
        ) : sealKey ? (
          <p className="text-xs text-slate-500">{PHOTO_COPY.sealedNote}</p>
        ) : null}
      </div>

      <PhotoViewer
        photos={photos}
        index={viewing}
        onIndexChange={view}
        when={when}
        opener={opener}
        onDelete={remove}
        onClosed={focusAfterViewer}
      />
    </section>
  );
}
