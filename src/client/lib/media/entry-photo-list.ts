// The media list an entry carries (decision 050), read defensively: an entry kept by an earlier
// version (no list) or a damaged item brings no photo rather than failing the view.
import type { MediaItem } from "../../../domain/contract/media";
import { MediaItemSchema } from "../../../domain/contract/media";

export function mediaListOf(entry: object): MediaItem[] {
  const list: unknown = "media" in entry ? entry.media : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = MediaItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
