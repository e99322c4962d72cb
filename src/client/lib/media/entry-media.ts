// An entry's media as the journal holds it (decision 050): the list the server attaches to each
// entry (`media`), read defensively so an entry kept by an earlier version (without the list) or a
// damaged item shows no media rather than failing the view.
import type { MediaItem } from "../../../domain/contract/media";
import { MediaItemSchema } from "../../../domain/contract/media";

function mediaOf(entry: object): MediaItem[] {
  const list: unknown = "media" in entry ? entry.media : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = MediaItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The entry's recording (decision 051): its one item of kind audio, or null. */
export function recordingOf(entry: object): MediaItem | null {
  return mediaOf(entry).find((item) => item.kind === "audio") ?? null;
}

/** The type a recording is kept and sent with: the container without its parameters ("audio/webm;codecs=opus" is "audio/webm"). */
export const keptAudioType = (type: string): string => type.split(";")[0]!.trim().toLowerCase() || "audio/webm";
