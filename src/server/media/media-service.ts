// An entry's recording and photos (decision 050): the one server API for media, used by the routes
// (src/server/routes/media.ts) and by imports.
//
// Writing media with an entry from an import, so that a crash (kill -9) at any moment leaves either
// the entry with all its media or nothing a person can see:
//
//   const staged = [];
//   for (const file of entryFiles) staged.push(await media.stage({ userId, entryId, mediaId, kind, contentType, sealed: false, body }));
//   try {
//     await db.transaction(async (tx) => {
//       await tx.insert(journalEntries).values(...);          // the entry row
//       for (const item of staged) await media.attach(tx, item);
//     });
//   } catch (error) {
//     await media.discardAll(staged);                         // bytes no row points to
//     throw error;
//   }
//
// `stage` streams the bytes, sealed chunk by chunk (media-bytes.ts), into the store (database chunks or an S3 object)
// under a fresh blob id, outside any transaction; nothing points to them yet, so they are invisible.
// `attach` inserts the item's row in the caller's transaction, checking the quota and the photo
// count under the person's media lock; it answers `{created: false}` when the id was stored before
// (discard that staged copy). If the process dies after staging and before the commit, the bytes
// are left-overs that `sweep` (at start-up, then every hour) removes once older than SWEEP_GRACE_MS.
// `put` is stage + attach in a transaction of its own, for one upload.
import { randomUUID } from "node:crypto";
import type { MediaItem, MediaKind, MediaUsage } from "../../domain/contract/media";
import { MAX_PHOTOS_PER_ENTRY, MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "../../domain/contract/media";
import type { Db } from "../db/create-db";
import { createMediaQueries } from "../db/media-queries";
import type { MediaRecord, Writer } from "../db/media-queries";
import { refuseWhilePrivate, requirePrivate } from "../db/private-journal-queries";
import { HttpError } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { createMediaBytes, quotaExceeded } from "./media-bytes";
import type { BlobRef, MediaBlobStore } from "./media-store";

/** Bytes no row points to are removed once this old: longer than any upload takes. */
export const SWEEP_GRACE_MS = 6 * 60 * 60 * 1000;

export interface MediaInput {
  userId: string;
  entryId: string;
  /** The client's UUID, lower-cased. */
  mediaId: string;
  kind: MediaKind;
  /** The real type (also for bytes sealed in the browser). */
  contentType: string;
  /** Sealed in the browser with a private journal's key: stored as they are, never opened here. */
  sealed: boolean;
  body: AsyncIterable<Uint8Array>;
  of?: string | null;
  durationMs?: number | null;
  width?: number | null;
  height?: number | null;
  /** When it was taken or recorded (an import's); now when not given. */
  createdAt?: Date | null;
}

/** Bytes stored and sealed, not yet an item: `attach` makes them one, `discard` removes them. */
export interface StagedMedia extends Omit<MediaInput, "body"> {
  byteSize: number;
  blobId: string;
}

export interface OpenedMedia {
  item: MediaItem;
  /** The bytes from `start` to `end` (inclusive), as they are read. */
  body: AsyncIterable<Uint8Array>;
  start: number;
  end: number;
}

export interface MediaServiceDeps {
  db: Db;
  /** ENCRYPTION_KEY (64 hex characters): the media key is derived from it. */
  encryptionKey: string;
  store: MediaBlobStore;
  quotaBytes: number;
  maxBytes?: number;
  now?: () => Date;
  logger?: Pick<Logger, "warn" | "info">;
}

export function createMediaService({
  db,
  encryptionKey,
  store,
  quotaBytes,
  maxBytes = MEDIA_MAX_BYTES,
  now = () => new Date(),
  logger,
}: MediaServiceDeps) {
  const rows = createMediaQueries(db);
  const bytes = createMediaBytes(store, encryptionKey, logger);
  const refOf = (userId: string, blobId: string): BlobRef => ({ userId, blobId });

  async function removeBlobs(records: readonly MediaRecord[], userId: string): Promise<void> {
    const refs = records.filter((r) => r.storage === store.storage).map((r) => refOf(userId, r.blobId));
    // a failure leaves bytes no row points to: the sweep takes them
    await store
      .remove(refs)
      .catch((error: unknown) => logger?.warn({ err: { name: (error as Error).name }, count: refs.length }, "media bytes not removed"));
  }

  async function stage(input: MediaInput): Promise<StagedMedia> {
    const { body, ...described } = input;
    const used = await rows.usedBytes(input.userId);
    const room = Math.max(0, quotaBytes - used);
    if (room === 0) throw quotaExceeded();
    const limit = Math.min(maxBytes, room);
    const blobId = randomUUID();
    const binding = { userId: input.userId, mediaId: input.mediaId };
    const byteSize = await bytes.write(refOf(input.userId, blobId), binding, body, limit, maxBytes <= room ? "item" : "quota");
    return { ...described, byteSize, blobId };
  }

  /**
   * Makes staged bytes an item, in the caller's transaction: refused (409) for bytes in the clear
   * while the journal is private and for sealed bytes when it is not (decision 021), 404 when the entry is not the person's, 409 past
   * MAX_PHOTOS_PER_ENTRY, 422 for a thumbnail of no photo of the entry, 413 past the quota. The
   * same id stored before answers `created: false` with the stored item (discard the staged copy).
   */
  async function attach(tx: Writer, staged: StagedMedia): Promise<{ item: MediaItem; created: boolean }> {
    const { userId, entryId } = staged;
    if (staged.sealed) await requirePrivate(tx, userId);
    else await refuseWhilePrivate(tx, userId);
    await rows.lockUser(tx, userId);
    const existing = await rows.find(userId, staged.mediaId, tx);
    if (existing) {
      if (existing.item.entryId !== entryId)
        throw new HttpError(409, "conflict", "A photo or recording with this id belongs to another entry.");
      return { item: existing.item, created: false };
    }
    if (!(await rows.entryExists(tx, userId, entryId))) throw new HttpError(404, "not_found", MEDIA_MESSAGES.entryNotFound);
    if (staged.kind === "photo" && (await rows.photoCount(tx, userId, entryId)) >= MAX_PHOTOS_PER_ENTRY) {
      throw new HttpError(409, "too_many_photos", MEDIA_MESSAGES.tooManyPhotos);
    }
    if (staged.of) await requirePhoto(tx, userId, entryId, staged.of);
    if ((await rows.usedBytes(userId, tx)) + staged.byteSize > quotaBytes) throw quotaExceeded();
    const record = await rows.insert(tx, {
      userId,
      id: staged.mediaId,
      entryId,
      kind: staged.kind,
      contentType: staged.contentType,
      byteSize: staged.byteSize,
      sealed: staged.sealed,
      of: staged.of ?? null,
      durationMs: staged.durationMs ?? null,
      width: staged.width ?? null,
      height: staged.height ?? null,
      storage: store.storage,
      blobId: staged.blobId,
      createdAt: staged.createdAt ?? null,
    });
    await rows.touchEntry(tx, userId, entryId);
    return { item: record.item, created: true };
  }

  /** The checks `attach` makes that do not need the bytes, made before they are read (attach makes them again under the lock). */
  async function precheck(userId: string, entryId: string, kind: MediaKind, of?: string | null, sealed = false): Promise<void> {
    if (sealed) await requirePrivate(db, userId);
    if (!(await rows.entryExists(db, userId, entryId))) throw new HttpError(404, "not_found", MEDIA_MESSAGES.entryNotFound);
    if (kind === "photo" && (await rows.photoCount(db, userId, entryId)) >= MAX_PHOTOS_PER_ENTRY) {
      throw new HttpError(409, "too_many_photos", MEDIA_MESSAGES.tooManyPhotos);
    }
    if (of) await requirePhoto(db, userId, entryId, of);
  }

  async function requirePhoto(tx: Pick<Db, "select">, userId: string, entryId: string, of: string): Promise<void> {
    const photo = await rows.find(userId, of, tx);
    if (!photo || photo.item.entryId !== entryId || photo.item.kind !== "photo") {
      throw new HttpError(422, "invalid_input", "of: not a photo of this entry");
    }
  }

  const discard = (staged: StagedMedia) => store.remove([refOf(staged.userId, staged.blobId)]);

  return {
    stage,
    attach,
    precheck,
    discard,
    async discardAll(staged: readonly StagedMedia[]): Promise<void> {
      for (const item of staged) await discard(item).catch(() => {});
    },

    /** One upload: staged, then attached in a transaction of its own; the bytes are removed on any refusal. */
    async put(input: MediaInput): Promise<{ item: MediaItem; created: boolean }> {
      const staged = await stage(input);
      let outcome: { item: MediaItem; created: boolean };
      try {
        outcome = await db.transaction((tx) => attach(tx, staged));
      } catch (error) {
        await discard(staged).catch(() => {});
        throw error;
      }
      if (!outcome.created) await discard(staged).catch(() => {});
      return outcome;
    },

    /** The item, or null when the person has no such item in that entry. */
    async find(userId: string, entryId: string, mediaId: string): Promise<MediaItem | null> {
      const record = await rows.find(userId, mediaId);
      return record && record.item.entryId === entryId ? record.item : null;
    },

    /** The item's bytes (all, or `range` inclusive, already checked against its size), opened as they are read. */
    async open(userId: string, entryId: string, mediaId: string, range?: { start: number; end: number }): Promise<OpenedMedia | null> {
      const record = await rows.find(userId, mediaId);
      if (!record || record.item.entryId !== entryId) return null;
      const start = range?.start ?? 0;
      const end = range?.end ?? record.item.byteSize - 1;
      const body = bytes.read(refOf(userId, record.blobId), { userId, mediaId }, record.item.byteSize, start, end);
      return { item: record.item, body, start, end };
    },

    /** Deletes an item (a photo with its thumbnails); false when there is none. */
    async delete(userId: string, entryId: string, mediaId: string): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        await rows.lockUser(tx, userId);
        const gone = await rows.deleteItem(tx, userId, entryId, mediaId);
        if (gone.length > 0) await rows.touchEntry(tx, userId, entryId);
        return gone;
      });
      await removeBlobs(deleted, userId);
      return deleted.some((record) => record.item.id === mediaId);
    },

    /** Before the entry is deleted: its items and their bytes. */
    async deleteForEntry(userId: string, entryId: string): Promise<void> {
      const deleted = await rows.deleteForEntry(db, userId, entryId);
      await removeBlobs(deleted, userId);
    },

    /** Before the account is deleted: every item and every stored byte of this person, referenced or not. */
    async deleteForUser(userId: string): Promise<void> {
      await rows.deleteForUser(db, userId);
      await store.removeUser(userId);
    },

    async usage(userId: string): Promise<MediaUsage> {
      return { usedBytes: await rows.usedBytes(userId), quotaBytes };
    },

    listForEntries: rows.listForEntries,

    /** Removes bytes no item points to that are older than SWEEP_GRACE_MS (an upload cut off, a crash before a commit). */
    async sweep(): Promise<number> {
      const removed = await store.sweep(new Date(now().getTime() - SWEEP_GRACE_MS), rows.referencedBlobs);
      if (removed > 0) logger?.info({ removed, storage: store.storage }, "media left-overs removed");
      return removed;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
