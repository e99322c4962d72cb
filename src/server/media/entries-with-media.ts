// The entries routes' view of the journal with each entry's media (decision 050): a page, the changes
// since a sync cursor and every single-entry answer carry `media` (absent when an entry has none, so
// a replica that stores the entry as it arrives also learns that its last item went); deleting an
// entry deletes its media first, the bytes in whichever store keeps them.
import type { MediaItem } from "../../domain/contract/media";
import type { JournalEntry } from "../../domain/types";
import type { EntryQueries } from "../db/entry-queries";
import type { ReflectionService } from "../reflection/reflection-service";
import type { MediaService } from "./media-service";

const withItems = <T extends object>(entry: T, items: MediaItem[] | undefined): T => (items ? { ...entry, media: items } : entry);

type MediaLists = Pick<MediaService, "listForEntries">;

async function withMediaOf(media: MediaLists, userId: string, entry: JournalEntry): Promise<JournalEntry> {
  return withItems(entry, (await media.listForEntries(userId, [entry.id])).get(entry.id));
}

/** A re-analysis answers the entry with its media too. */
export function reanalyseWithMedia(
  reflections: Pick<ReflectionService, "reanalyse">,
  media: MediaLists,
): Pick<ReflectionService, "reanalyse"> {
  return {
    reanalyse: async (userId, id, options) => {
      const outcome = await reflections.reanalyse(userId, id, options);
      return "entry" in outcome ? { ...outcome, entry: await withMediaOf(media, userId, outcome.entry) } : outcome;
    },
  };
}

export function entriesWithMedia(entries: EntryQueries, media: Pick<MediaService, "listForEntries" | "deleteForEntry">): EntryQueries {
  async function fill<T extends { entries: JournalEntry[]; sealed: { id: string }[] }>(userId: string, set: T): Promise<T> {
    const byEntry = await media.listForEntries(userId, [...set.entries.map((e) => e.id), ...set.sealed.map((s) => s.id)]);
    if (byEntry.size === 0) return set;
    return {
      ...set,
      entries: set.entries.map((entry) => withItems(entry, byEntry.get(entry.id))),
      sealed: set.sealed.map((stamps) => withItems(stamps, byEntry.get(stamps.id))),
    };
  }
  const one = (userId: string, entry: JournalEntry) => withMediaOf(media, userId, entry);

  return {
    ...entries,
    list: async (userId, options) => fill(userId, await entries.list(userId, options)),
    changes: async (userId, options) => fill(userId, await entries.changes(userId, options)),
    find: async (userId, id) => {
      const entry = await entries.find(userId, id);
      return entry && one(userId, entry);
    },
    save: async (userId, input) => {
      const saved = await entries.save(userId, input);
      return saved && { ...saved, entry: await one(userId, saved.entry) };
    },
    edit: async (userId, id, change) => {
      const outcome = await entries.edit(userId, id, change);
      return "entry" in outcome ? { ...outcome, entry: await one(userId, outcome.entry) } : outcome;
    },
    unseal: async (userId, id, payload) => {
      const entry = await entries.unseal(userId, id, payload);
      return entry && one(userId, entry);
    },
    remove: async (userId, id) => {
      await media.deleteForEntry(userId, id);
      return entries.remove(userId, id);
    },
  };
}
