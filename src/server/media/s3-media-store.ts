// Media bytes in S3-compatible object storage (decision 050), when S3_BUCKET is set: one object per
// item, `media/<userId>/<blobId>`, the item's sealed chunks one after another (each SEALED_CHUNK_BYTES
// but the last), so a byte range of the item is a byte range of the object. Uploads stream through
// @aws-sdk/lib-storage's multipart upload, one 5 MiB part in memory at a time; reads stream the
// object's body (or the range asked for) chunk by chunk.
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../config";
import { SEALED_CHUNK_BYTES, splitSealedChunks } from "./media-cipher";
import type { BlobRef, MediaBlobStore } from "./media-store";

const PREFIX = "media/";
/** S3's smallest part; with one part in flight an upload holds at most this much. */
const PART_BYTES = 5 * 1024 * 1024;
/** Deletions sent at once. */
const DELETE_CONCURRENCY = 8;

const BLOB_KEY = /^media\/[^/]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyOf = ({ userId, blobId }: BlobRef) => `${PREFIX}${userId}/${blobId}`;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers do not take the trailing
    // checksums newer SDKs add to every upload by default. Each chunk carries its own GCM tag.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

export function createS3MediaStore(config: S3Config, client: S3Client = createS3Client(config)): MediaBlobStore {
  const bucket = config.bucket;

  async function removeKeys(keys: readonly string[]): Promise<void> {
    for (let at = 0; at < keys.length; at += DELETE_CONCURRENCY) {
      await Promise.all(
        keys.slice(at, at + DELETE_CONCURRENCY).map((Key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))),
      );
    }
  }

  /** Every object under `prefix`, a page (at most 1,000) at a time. */
  async function* list(prefix: string): AsyncGenerator<{ key: string; lastModified?: Date }[]> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      yield (page.Contents ?? []).flatMap((object) => (object.Key ? [{ key: object.Key, lastModified: object.LastModified }] : []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    storage: "s3",

    async write(ref, chunks) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(ref), Body: Readable.from(chunks), ContentType: "application/octet-stream" },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async *read(ref, first, end) {
      const range = `bytes=${first * SEALED_CHUNK_BYTES}-${end * SEALED_CHUNK_BYTES - 1}`;
      let body: AsyncIterable<Uint8Array>;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(ref), Range: range }));
        if (!answer.Body) return;
        body = answer.Body as AsyncIterable<Uint8Array>;
      } catch (error) {
        // a missing object reads as nothing: the cipher reports it as cut short
        if (error instanceof NoSuchKey) return;
        throw error;
      }
      yield* splitSealedChunks(body);
    },

    async remove(refs) {
      await removeKeys(refs.map(keyOf));
    },

    async removeUser(userId) {
      for await (const page of list(`${PREFIX}${userId}/`)) await removeKeys(page.map((object) => object.key));
    },

    async sweep(before, referenced) {
      let removed = 0;
      for await (const page of list(PREFIX)) {
        // only objects named as this store names them; anything else in the bucket is left alone
        const old = page.filter((object) => object.lastModified && object.lastModified < before && BLOB_KEY.test(object.key));
        const blobIds = old.map((object) => object.key.slice(object.key.lastIndexOf("/") + 1));
        if (blobIds.length === 0) continue;
        const kept = await referenced(blobIds);
        const orphans = old.filter((_, at) => !kept.has(blobIds[at]!)).map((object) => object.key);
        await removeKeys(orphans);
        removed += orphans.length;
      }
      return removed;
    },
  };
}
