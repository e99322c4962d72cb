// An entry's media kept in S3-compatible storage (decision 050), against a real S3-compatible server on
// loopback (tests/fakes/s3-server.ts): a multipart upload read back byte for byte, Range, the
// bucket holding no clear byte, a refusal leaving no object, deletes with the item, the entry and
// the account taking the objects with them, and the sweep removing objects no row points to.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES, MediaItemSchema } from "../../domain/contract/media";
import { buildEntryInput } from "../../../tests/setup/factories";
import { startS3Server } from "../../../tests/fakes/s3-server";
import type { S3Server } from "../../../tests/fakes/s3-server";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ENCRYPTION_KEY, createTestApp } from "../../../tests/setup/test-app";
import { MEDIA_CHUNK_BYTES } from "../media/media-cipher";
import { SWEEP_GRACE_MS, createMediaService } from "../media/media-service";
import { createS3MediaStore } from "../media/s3-media-store";

const QUOTA = 16 * 1024 * 1024;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

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

  const newEntry = async (cookie: string) => {
    const input = buildEntryInput();
    expect((await t.request("/api/entries", { method: "POST", cookie, json: input })).status).toBe(201);
    return input.id;
  };
  const put = (cookie: string, entryId: string, mediaId: string, body: Uint8Array, type = "audio/webm", kind = "audio") =>
    t.request(`/api/entries/${entryId}/media/${mediaId}?kind=${kind}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": type },
      body: new Uint8Array(body),
    });
  const get = (cookie: string, entryId: string, mediaId: string, headers: Record<string, string> = {}) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}`, { cookie, headers });
  const blobKey = async (userId: string, mediaId: string) => {
    const [row] = rowsOf(
      await t.database.db.execute(
        sql`select blob_id::text as blob, storage from entry_media where user_id = ${userId} and id = ${mediaId}`,
      ),
    );
    expect(row?.storage).toBe("s3");
    return `media/${userId}/${String(row?.blob)}`;
  };

  it("uploads in parts and reads back byte for byte, whole and in ranges, with no clear byte in the bucket", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const mediaId = randomUUID();
    const marker = Buffer.from(`MARKER-${randomUUID()}`);
    // over 5 MiB: at least two parts of a multipart upload
    const bytes = Buffer.alloc(6 * 1024 * 1024 + 777, marker);
    const saved = await put(cookie, entryId, mediaId, bytes);
    expect(saved.status).toBe(201);
    expect(MediaItemSchema.parse(await saved.json()).byteSize).toBe(bytes.length);
    const whole = await get(cookie, entryId, mediaId);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const start = 5 * MEDIA_CHUNK_BYTES - 3;
    const part = await get(cookie, entryId, mediaId, { range: `bytes=${start}-${start + 9}` });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, start + 10))).toBe(true);
    const key = await blobKey(userId, mediaId);
    expect(await s3.keys(`media/${userId}/`)).toEqual([key]);
    const stored = await s3.bytes(key);
    expect(stored.length).toBeGreaterThan(bytes.length);
    expect(stored.includes(marker)).toBe(false);
  });

  it("keeps no object when an upload is refused for the quota", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const refused = await put(cookie, entryId, randomUUID(), randomBytes(QUOTA + 1));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(MEDIA_MESSAGES.quotaExceeded);
    expect(await s3.keys(`media/${userId}/`)).toEqual([]);
  });

  it("keeps no object of an upload cut off after its first parts", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        // past one 5 MiB part: the multipart upload has begun when the connection drops
        if (sent >= 7 * 1024 * 1024) return controller.error(new Error("connection reset"));
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const answer = await t.app.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=audio`, {
      method: "PUT",
      headers: { origin: "http://localhost:3000", cookie, "content-type": "audio/webm" },
      body: broken,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(400);
    expect(await s3.keys(`media/${userId}/`)).toEqual([]);
  });

  it("removes the objects with the item (a photo with its thumbnail), with the entry and with the account", async () => {
    const { cookie, userId, password } = await t.signUp();
    const entryId = await newEntry(cookie);
    const photo = randomUUID();
    expect((await put(cookie, entryId, photo, randomBytes(300), "image/jpeg", "photo")).status).toBe(201);
    const thumbnail = await t.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=thumbnail&of=${photo}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": "image/webp" },
      body: new Uint8Array(randomBytes(30)),
    });
    expect(thumbnail.status).toBe(201);
    expect(await s3.keys(`media/${userId}/`)).toHaveLength(2);
    expect((await t.request(`/api/entries/${entryId}/media/${photo}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await s3.keys(`media/${userId}/`)).toEqual([]);

    await put(cookie, entryId, randomUUID(), randomBytes(300));
    const other = await newEntry(cookie);
    await put(cookie, other, randomUUID(), randomBytes(300));
    expect(await s3.keys(`media/${userId}/`)).toHaveLength(2);
    expect((await t.request(`/api/entries/${entryId}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await s3.keys(`media/${userId}/`)).toHaveLength(1);
    expect((await t.request("/api/account", { method: "DELETE", cookie, json: { password } })).status).toBe(200);
    expect(await s3.keys(`media/${userId}/`)).toEqual([]);
    const [rows] = rowsOf(await t.database.db.execute(sql`select count(*)::int as n from entry_media where user_id = ${userId}`));
    expect(Number(rows?.n)).toBe(0);
  });

  it("sweeps objects no row points to once they are older than the grace period, and keeps the others", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const kept = randomUUID();
    expect((await put(cookie, entryId, kept, randomBytes(100))).status).toBe(201);
    let clock = new Date();
    const media = createMediaService({
      db: t.database.db,
      encryptionKey: TEST_ENCRYPTION_KEY,
      store: createS3MediaStore(s3.config),
      quotaBytes: QUOTA,
      now: () => clock,
    });
    // bytes written and never attached: a crash between the upload and the row's commit
    const staged = await media.stage({
      userId,
      entryId,
      mediaId: randomUUID(),
      kind: "audio",
      contentType: "audio/webm",
      sealed: false,
      body: once(randomBytes(100)),
    });
    const left = `media/${userId}/${staged.blobId}`;
    expect(await s3.keys(`media/${userId}/`)).toContain(left);
    expect(await media.sweep()).toBe(0);
    clock = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
    expect(await media.sweep()).toBeGreaterThanOrEqual(1);
    expect(await s3.keys(`media/${userId}/`)).toEqual([await blobKey(userId, kept)]);
    expect((await get(cookie, entryId, kept)).status).toBe(200);
  });
});
