// An entry's media kept in S3-compatible storage (decision 050), against a real S3-compatible server on
// loopback (tests/fakes/s3-server.ts): the cases every media store answers the same way
// (tests/setup/media-store-cases.ts), with a multipart upload (over 5 MiB) for the large one and the
// objects in the bucket as the bytes at rest.
import { afterAll, beforeAll, describe } from "vitest";
import { startS3Server } from "../../../tests/fakes/s3-server";
import type { S3Server } from "../../../tests/fakes/s3-server";
import { mediaStoreCases } from "../../../tests/setup/media-store-cases";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { createS3MediaStore } from "../media/s3-media-store";

const QUOTA = 16 * 1024 * 1024;

describe("entry media in S3-compatible storage", () => {
  let s3: S3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: { ...s3.env, MEDIA_QUOTA_BYTES: String(QUOTA) } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  mediaStoreCases(() => ({
    t,
    quota: QUOTA,
    // over 5 MiB: at least two parts of a multipart upload
    largeBytes: 6 * 1024 * 1024 + 777,
    async blobs(userId) {
      const prefix = `media/${userId}/`;
      const found = new Map<string, Buffer>();
      for (const key of await s3.keys(prefix)) found.set(key.slice(prefix.length), await s3.bytes(key));
      return found;
    },
    store: () => createS3MediaStore(s3.config),
  }));
});
