// The cases every media store answers the same way (decision 050), written once and run against the
// database store (media.test.ts, on PGlite and on PostgreSQL when TEST_DATABASE_URL is set) and
// S3-compatible storage (media-s3.test.ts): an upload read back byte for byte, whole and by a range
// across a chunk boundary, with no clear byte at rest or in the logs; nothing kept of an upload cut
// off or refused for the quota; the bytes gone with the item (a photo with its thumbnail), with the
// entry and with the account; the sweep removing bytes no row points to once past its grace period.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { MEDIA_MESSAGES, MediaItemSchema } from "../../src/domain/contract/media";
import { MEDIA_CHUNK_BYTES } from "../../src/server/media/media-cipher";
import { SWEEP_GRACE_MS, createMediaService } from "../../src/server/media/media-service";
import type { MediaBlobStore } from "../../src/server/media/media-store";
import { buildEntryInput } from "./factories";
import type { TestApp } from "./test-app";
import { TEST_ENCRYPTION_KEY } from "./test-app";

export interface MediaStoreUnderTest {
  t: TestApp;
  /** The app's MEDIA_QUOTA_BYTES. */
  quota: number;
  /** An upload stored in several pieces (chunks; for S3, parts of a multipart upload), under the quota. */
  largeBytes: number;
  /** The person's stored blobs, by blob id, each as its bytes at rest. */
  blobs(userId: string): Promise<Map<string, Buffer>>;
  /** The store the app writes to, for a media service of the test's own (its clock). */
  store(): MediaBlobStore;
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Declares the shared cases inside the caller's describe; `under` is read when each case runs. */
export function mediaStoreCases(under: () => MediaStoreUnderTest): void {
  const newEntry = async (t: TestApp, cookie: string) => {
    const input = buildEntryInput();
    expect((await t.request("/api/entries", { method: "POST", cookie, json: input })).status).toBe(201);
    return input.id;
  };
  const put = (t: TestApp, cookie: string, entryId: string, mediaId: string, body: Uint8Array, type = "audio/webm", kind = "audio") =>
    t.request(`/api/entries/${entryId}/media/${mediaId}?kind=${kind}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": type },
      body: new Uint8Array(body),
    });
  const get = (t: TestApp, cookie: string, entryId: string, mediaId: string, headers: Record<string, string> = {}) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}`, { cookie, headers });
  const itemRows = async (t: TestApp, userId: string) =>
    Number(rowsOf(await t.database.db.execute(sql`select count(*)::int as n from entry_media where user_id = ${userId}`))[0]?.n);
  const blobIdOf = async (t: TestApp, userId: string, mediaId: string) =>
    String(
      rowsOf(
        await t.database.db.execute(sql`select blob_id::text as blob from entry_media where user_id = ${userId} and id = ${mediaId}`),
      )[0]?.blob,
    );

  it("keeps an upload byte for byte, whole and in a range across chunks, with no clear byte at rest or in the logs", async () => {
    const { t, largeBytes, blobs } = under();
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(t, cookie);
    const mediaId = randomUUID();
    const marker = `MARKER-${randomUUID()}`;
    const bytes = Buffer.alloc(largeBytes, `${marker} `);
    const saved = await put(t, cookie, entryId, mediaId, bytes);
    expect(saved.status).toBe(201);
    expect(MediaItemSchema.parse(await saved.json()).byteSize).toBe(bytes.length);
    const whole = await get(t, cookie, entryId, mediaId);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    // ten bytes across the boundary into the last chunk
    const start = Math.floor(bytes.length / MEDIA_CHUNK_BYTES) * MEDIA_CHUNK_BYTES - 3;
    const part = await get(t, cookie, entryId, mediaId, { range: `bytes=${start}-${start + 9}` });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, start + 10))).toBe(true);
    const stored = await blobs(userId);
    expect([...stored.keys()]).toEqual([await blobIdOf(t, userId, mediaId)]);
    const atRest = [...stored.values()][0]!;
    expect(atRest.length).toBeGreaterThan(bytes.length);
    expect(atRest.includes(Buffer.from(marker))).toBe(false);
    expect(t.logLines.join("")).not.toContain(marker);
  });

  it("keeps nothing of an upload cut off midway, and answers it as the client's failure (400)", async () => {
    const { t, largeBytes, blobs } = under();
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(t, cookie);
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        // past the first pieces: chunks (or a multipart upload's first part) are written when the connection drops
        if (sent >= largeBytes) return controller.error(new Error("connection reset"));
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const answer = await t.app.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=audio`, {
      method: "PUT",
      headers: { origin: "http://localhost:3000", cookie, "content-type": "audio/webm" },
      body: broken,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("upload_incomplete");
    expect((await blobs(userId)).size).toBe(0);
    expect(await itemRows(t, userId)).toBe(0);
    expect(t.logLines.join("")).not.toContain("unhandled error");
  });

  it("keeps nothing of an upload refused for the quota", async () => {
    const { t, quota, blobs } = under();
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(t, cookie);
    const refused = await put(t, cookie, entryId, randomUUID(), randomBytes(quota + 1));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(MEDIA_MESSAGES.quotaExceeded);
    expect((await blobs(userId)).size).toBe(0);
    expect(await itemRows(t, userId)).toBe(0);
  });

  it("removes the bytes with the item (a photo with its thumbnail), with the entry and with the account", async () => {
    const { t, blobs } = under();
    const { cookie, userId, password } = await t.signUp();
    const entryId = await newEntry(t, cookie);
    const photo = randomUUID();
    expect((await put(t, cookie, entryId, photo, randomBytes(300), "image/jpeg", "photo")).status).toBe(201);
    const thumbnail = await t.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=thumbnail&of=${photo}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": "image/webp" },
      body: new Uint8Array(randomBytes(30)),
    });
    expect(thumbnail.status).toBe(201);
    expect((await blobs(userId)).size).toBe(2);
    expect((await t.request(`/api/entries/${entryId}/media/${photo}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await blobs(userId)).size).toBe(0);

    await put(t, cookie, entryId, randomUUID(), randomBytes(300));
    const other = await newEntry(t, cookie);
    await put(t, cookie, other, randomUUID(), randomBytes(300));
    expect((await blobs(userId)).size).toBe(2);
    expect(await itemRows(t, userId)).toBe(2);
    expect((await t.request(`/api/entries/${entryId}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await blobs(userId)).size).toBe(1);
    expect(await itemRows(t, userId)).toBe(1);
    expect((await t.request("/api/account", { method: "DELETE", cookie, json: { password } })).status).toBe(200);
    expect((await blobs(userId)).size).toBe(0);
    expect(await itemRows(t, userId)).toBe(0);
  });

  it("sweeps bytes no row points to once they are older than the grace period, and keeps the others", async () => {
    const { t, quota, blobs, store } = under();
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(t, cookie);
    const kept = randomUUID();
    expect((await put(t, cookie, entryId, kept, randomBytes(100))).status).toBe(201);
    let clock = new Date();
    const media = createMediaService({
      db: t.database.db,
      encryptionKey: TEST_ENCRYPTION_KEY,
      store: store(),
      quotaBytes: quota,
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
    expect((await blobs(userId)).has(staged.blobId)).toBe(true);
    expect(await media.sweep()).toBe(0);
    clock = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
    expect(await media.sweep()).toBeGreaterThanOrEqual(1);
    expect([...(await blobs(userId)).keys()]).toEqual([await blobIdOf(t, userId, kept)]);
    expect((await get(t, cookie, entryId, kept)).status).toBe(200);
  });
}
