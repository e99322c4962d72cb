// A ripple's first photo, small, on its card in the drawer (decision 052): its thumbnail, or the photo
// itself when it has none (an imported photo), loaded lazily; a private journal's opened with its key.
// Nothing for an entry without photos.
import type { MediaItem } from "../../domain/contract/media";
import { entryPhotos } from "../../domain/media/photos";
import { mediaListOf } from "../lib/media/entry-photo-list";
import { usePrivateJournal } from "../lib/private-journal/private-journal-context";
import { MediaImage } from "./media-image";

/** How many photos the entry holds (for the card's name). */
export const photoCount = (entry: object): number => entryPhotos(mediaListOf(entry)).length;

export function EntryThumbnail({ userId, entry }: { userId: string; entry: object }) {
  const { key } = usePrivateJournal();
  const first = entryPhotos(mediaListOf(entry))[0];
  if (!first) return null;
  const item: MediaItem = first.thumbnail ?? first.photo;
  return (
    <MediaImage
      item={item}
      opener={key ? { key, userId } : null}
      lazy
      alt=""
      className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-violet-100"
      frameClassName="flex size-14 shrink-0 items-center justify-center rounded-xl bg-violet-50 text-violet-400 ring-1 ring-violet-100"
    />
  );
}
