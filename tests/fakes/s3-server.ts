// A real S3-compatible server on loopback for the media tests (s3rver: buckets, multipart uploads,
// ranged reads, listing and deletes over S3's own HTTP API, SigV4-signed), its objects in a
// temporary folder removed on close. `client` reads the bucket as any S3 client would.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Config } from "../../src/server/config";
import { createS3Client } from "../../src/server/media/s3-media-store";

/** s3rver's fixed credentials. */
const KEY = "S3RVER";

export async function startS3Server(bucket = "ripple-media") {
  const directory = mkdtempSync(path.join(tmpdir(), "ripple-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { endpoint, bucket, region: "us-east-1", accessKeyId: KEY, secretAccessKey: KEY, forcePathStyle: true };
  const client = createS3Client(config);

  /** Every object's key in the bucket. */
  async function keys(prefix = ""): Promise<string[]> {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  }

  /** An object's stored bytes. */
  async function bytes(key: string): Promise<Buffer> {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  }

  return {
    config,
    /** The environment that points Ripple at this server. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    keys,
    bytes,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
