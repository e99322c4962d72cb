// Finding an imported entry's photos and recordings among a ZIP's members (decision 053), for the
// browser's private import: its exact path (also below a top folder), else a file named by its md5
// or identifier in its folder, as the server's ZIP import finds them; then the type settled (the
// file's extension when Day One gives none) and what Ripple does not keep, or past MEDIA_MAX_BYTES,
// or not in the ZIP, listed with the reason. A thumbnail whose photo did not come is left out. Pure.
import { MEDIA_MAX_BYTES } from "../contract/media";
import type { ImportedMedia } from "./dayone-media";
import { MEDIA_IMPORT_REASONS, keepsType, typeOfExtension } from "./dayone-media";
import type { ImportFailure } from "./imported-entry";

/** A member of the ZIP: its name and unpacked size. */
export interface ZipMemberInfo {
  name: string;
  size: number;
}

const lower = (text: string) => text.toLowerCase();
const parts = (name: string) => name.split(/[/\\]/);

const extensionOfName = (name: string) => {
  const base = parts(name).at(-1) ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
};

/** A finder over the ZIP's members. */
export function mediaLocator<M extends ZipMemberInfo>(members: readonly M[]): (item: ImportedMedia) => M | undefined {
  const byPath = new Map<string, M>();
  const byStem = new Map<string, M>();
  for (const member of members) {
    const path = lower(member.name.replace(/\\/g, "/"));
    byPath.set(path, member);
    const segments = parts(path);
    const base = segments.at(-1) ?? "";
    const dot = base.lastIndexOf(".");
    const stem = dot > 0 ? base.slice(0, dot) : base;
    const key = `${segments.at(-2) ?? ""}/${stem}`;
    if (!byStem.has(key)) byStem.set(key, member);
  }
  const suffixed = (path: string) => {
    for (const [name, member] of byPath) if (name.endsWith(`/${path}`)) return member;
    return undefined;
  };
  return (item) => {
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

/** An entry's media item found in the ZIP, its type settled. */
export interface LocatedMedia<M extends ZipMemberInfo> {
  item: ImportedMedia;
  member: M;
}

/** The entry's media found in the ZIP, and the items that cannot come (with the entry's own `mediaFailures` first). */
export function locateEntryMedia<M extends ZipMemberInfo>(
  media: readonly ImportedMedia[],
  earlier: readonly ImportFailure[],
  find: (item: ImportedMedia) => M | undefined,
): { found: LocatedMedia<M>[]; failed: ImportFailure[] } {
  const failed: ImportFailure[] = [...earlier];
  const kept: LocatedMedia<M>[] = [];
  for (const item of media) {
    const member = find(item);
    if (!member) {
      failed.push({ name: item.label, reason: MEDIA_IMPORT_REASONS.missing });
      continue;
    }
    const kind = item.kind === "audio" ? "audio" : "photo";
    const contentType = item.contentType || typeOfExtension(kind, extensionOfName(member.name));
    if (!contentType || !keepsType(item.kind, contentType)) {
      failed.push({ name: item.label, reason: MEDIA_IMPORT_REASONS.unsupported });
      continue;
    }
    if (member.size > MEDIA_MAX_BYTES) {
      failed.push({ name: item.label, reason: MEDIA_IMPORT_REASONS.tooLarge });
      continue;
    }
    kept.push({ item: { ...item, contentType }, member });
  }
  const photos = new Set(kept.filter((one) => one.item.kind === "photo").map((one) => one.item.id));
  const found = kept.filter((one) => one.item.kind !== "thumbnail" || (one.item.of !== null && photos.has(one.item.of)));
  return { found, failed };
}
