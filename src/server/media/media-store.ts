// Where media bytes are kept (decision 050): the database (entry_media_chunks) by default, an
// S3-compatible bucket when S3_* is configured. A store holds sealed chunks only (media-cipher.ts);
// it never sees a clear byte. Each item's bytes are a blob under a fresh id, written before the
// row that points to it; a blob no row points to is a left-over that `sweep` removes.
import type { Config } from "../config";
import type { Db } from "../db/create-db";
import { createDbMediaStore } from "./db-media-store";
import { createS3MediaStore } from "./s3-media-store";

export interface BlobRef {
  userId: string;
  blobId: string;
}

export type MediaStorage = "db" | "s3";

export interface MediaBlobStore {
  readonly storage: MediaStorage;
  /** Stores the sealed chunks in order, one at a time as they come; rejects when `chunks` throws. */
  write(ref: BlobRef, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** The sealed chunks from `first` up to `end` (exclusive), in order, read as they are sent. */
  read(ref: BlobRef, first: number, end: number): AsyncIterable<Uint8Array>;
  /** Removes these blobs (a missing one is no error). */
  remove(refs: readonly BlobRef[]): Promise<void>;
  /** Removes every blob of this person, referenced or not (the account is being deleted). */
  removeUser(userId: string): Promise<void>;
  /**
   * Removes blobs written before `before` that no row points to (`referenced` says which of a batch
   * of blob ids rows point to) and returns how many it removed.
   */
  sweep(before: Date, referenced: (blobIds: readonly string[]) => Promise<Set<string>>): Promise<number>;
}

/** The store the configuration asks for: S3 when S3_BUCKET is set, the database otherwise. */
export const mediaStoreFor = (config: Pick<Config, "s3">, db: Db): MediaBlobStore =>
  config.s3 ? createS3MediaStore(config.s3) : createDbMediaStore(db);
