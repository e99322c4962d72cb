// A spooled ZIP read for an import (decision 053): the journals and notes first, through the same
// rules as any import (read-import-file.ts), then each entry's photos and recordings found among the
// ZIP's members by the paths Day One gives them (dayone-media.ts). What cannot be found, or is of a
// type or size Ripple does not keep, is listed in the summary's `failed` before anything is written
// (so a dry run says so too); the entry keeps its words either way. The bytes are streamed from the
// ZIP only when the entry is written.
import type { Readable } from "node:stream";
import { MEDIA_MAX_BYTES } from "../../domain/contract/media";
import type { ImportedMedia } from "../../domain/transfer/dayone-media";
import { MEDIA_IMPORT_REASONS, keepsType, typeOfExtension } from "../../domain/transfer/dayone-media";
import type { ImportFailure, ImportItem } from "../../domain/transfer/imported-entry";
import type { ReadOptions, ReadResult } from "../../domain/transfer/read-import-file";
import { damagedZipError, readZipMembers } from "../../domain/transfer/read-import-file";
import type { OpenZip, ZipMember } from "./zip-reader";
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

const lower = (text: string) => text.toLowerCase();
const parts = (name: string) => name.split(/[/\\]/);

/** Finds each media item's member: its exact path (also below a top folder), else a file named by its md5 or identifier in its folder. */
function locate(members: readonly ZipMember[]) {
  const byPath = new Map<string, ZipMember>();
  const byStem = new Map<string, ZipMember>();
  for (const member of members) {
    const path = lower(member.name.replace(/\\/g, "/"));
    byPath.set(path, member);
    const segments = parts(path);
    const base = segments.at(-1) ?? "";
    const dot = base.lastIndexOf(".");
    const stem = dot > 0 ? base.slice(0, dot) : base;
    const folder = segments.at(-2) ?? "";
    const key = `${folder}/${stem}`;
    if (!byStem.has(key)) byStem.set(key, member);
  }
  const suffixed = (path: string) => {
    for (const [name, member] of byPath) if (name.endsWith(`/${path}`)) return member;
    return undefined;
  };
  return (item: ImportedMedia): ZipMember | undefined => {
    for (const path of item.paths.map(lower)) {
      const found = byPath.get(path) ?? suffixed(path);
      if (found) return found;
    }
    const folder = lower(parts(item.folder).at(-1) ?? "");
    for (const stem of item.stems.map(lower)) {
      const found = byStem.get(`${folder}/${stem}`);
      if (found) return found;
    }
    return undefined;
  };
}

const extensionOfName = (name: string) => {
  const base = parts(name).at(-1) ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
};

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
    const find = locate(zip.members);
    const found = new Map<string, FoundMedia[]>();
    const items: ImportItem[] = read.items.map((item) => {
      if (!item.ok || !item.entry.media) return item;
      const failures: ImportFailure[] = [...(item.entry.mediaFailures ?? [])];
      const kept: FoundMedia[] = [];
      for (const media of item.entry.media) {
        const member = find(media);
        if (!member) {
          failures.push({ name: media.label, reason: MEDIA_IMPORT_REASONS.missing });
          continue;
        }
        const kind = media.kind === "audio" ? "audio" : "photo";
        const contentType = media.contentType || typeOfExtension(kind, extensionOfName(member.name));
        if (!contentType || !keepsType(media.kind, contentType)) {
          failures.push({ name: media.label, reason: MEDIA_IMPORT_REASONS.unsupported });
          continue;
        }
        if (member.size > MEDIA_MAX_BYTES) {
          failures.push({ name: media.label, reason: MEDIA_IMPORT_REASONS.tooLarge });
          continue;
        }
        kept.push({ item: { ...media, contentType }, open: () => zip.open(member) });
      }
      // a thumbnail whose photo did not come is left out too
      const photos = new Set(kept.filter((one) => one.item.kind === "photo").map((one) => one.item.id));
      const usable = kept.filter((one) => one.item.kind !== "thumbnail" || (one.item.of !== null && photos.has(one.item.of)));
      found.set(item.entry.id, usable);
      return { ...item, entry: { ...item.entry, mediaFailures: failures } };
    });
    return { format: read.format, items, mediaOf: (entryId) => found.get(entryId) ?? [], close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
