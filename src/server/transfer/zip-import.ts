// A spooled ZIP read for an import (decision 053): the journals and notes first, through the same
// rules as any import (read-import-file.ts), then each entry's photos and recordings found among the
// ZIP's members by the paths Day One gives them (dayone-media.ts, found by zip-media.ts as the
// browser's private import finds them). What cannot be found, or is of a
// type or size Ripple does not keep, is listed in the summary's `failed` before anything is written
// (so a dry run says so too); the entry keeps its words either way. The bytes are streamed from the
// ZIP only when the entry is written.
import type { Readable } from "node:stream";
import type { ImportedMedia } from "../../domain/transfer/dayone-media";
import type { ImportItem } from "../../domain/transfer/imported-entry";
import type { ReadOptions, ReadResult } from "../../domain/transfer/read-import-file";
import { damagedZipError, readZipMembers } from "../../domain/transfer/read-import-file";
import { locateEntryMedia, mediaLocator } from "../../domain/transfer/zip-media";
import type { OpenZip } from "./zip-reader";
import { ZipError, openZip } from "./zip-reader";

/** An entry's media item found in the ZIP, with its type settled. */
export interface FoundMedia {
  item: ImportedMedia;
  open(): Promise<Readable>;
}

export interface ZipImport extends ReadResult {
  /** The media found for an entry (by id), in the order the file lists them. */
  mediaOf(entryId: string): FoundMedia[];
  close(): void;
}

/** Opens the spooled ZIP and reads its journals; a file that is not a readable ZIP is the usual 400. */
export async function readZipImport(file: string, options: ReadOptions): Promise<ZipImport> {
  let zip: OpenZip;
  try {
    zip = await openZip(file);
  } catch (error) {
    if (error instanceof ZipError) throw damagedZipError();
    throw error;
  }
  try {
    const read = await readZipMembers(
      zip.members.map((member) => ({ name: member.name, chunks: () => zip.chunks(member) })),
      options,
    );
    const find = mediaLocator(zip.members);
    const found = new Map<string, FoundMedia[]>();
    const items: ImportItem[] = read.items.map((item) => {
      if (!item.ok || !item.entry.media) return item;
      const { found: located, failed } = locateEntryMedia(item.entry.media, item.entry.mediaFailures ?? [], find);
      const usable = located.map(({ item: media, member }) => ({ item: media, open: () => zip.open(member) }));
      found.set(item.entry.id, usable);
      return { ...item, entry: { ...item.entry, mediaFailures: failed } };
    });
    return { format: read.format, items, mediaOf: (entryId) => found.get(entryId) ?? [], close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
