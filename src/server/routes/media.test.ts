// An entry's media through the API (decision 050), on PGlite and on PostgreSQL when TEST_DATABASE_URL
// is set: the cases every media store answers the same way (tests/setup/media-store-cases.ts: byte
// for byte and by range, nothing kept of a cut-off or over-quota upload, deletes with the item, entry
// and account, the sweep) with the chunk rows as the bytes at rest; and the API's own rules: headers,
// Range and 416, idempotent PUT, another person's entry or item as a missing one, the limits (size,
// quota under concurrent uploads, type, photos per entry), chunks swapped at rest, a private
// journal, and entries and sync carrying their media.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EntryChangesSchema, EntryPageSchema, SavedEntrySchema } from "../../domain/contract/entries";
import { MAX_PHOTOS_PER_ENTRY, MEDIA_MAX_BYTES, MEDIA_MESSAGES, MediaItemSchema, MediaUsageSchema } from "../../domain/contract/media";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { mediaStoreCases, rowsOf } from "../../../tests/setup/media-store-cases";
import { createDbMediaStore } from "../media/db-media-store";
import { MEDIA_CHUNK_BYTES } from "../media/media-cipher";

const QUOTA = 3 * MEDIA_CHUNK_BYTES;

/** Bytes with a marker that must never be found at rest. */
function markedBytes(size: number, marker: string): Buffer {
  const bytes = randomBytes(size);
  Buffer.from(marker).copy(bytes, Math.min(100, size - marker.length));
  return bytes;
}

describe.each(databaseKinds())("entry media on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { MEDIA_QUOTA_BYTES: String(QUOTA) } });
  });
  afterAll(async () => {
    await t.close();
  });

  mediaStoreCases(() => ({
    t,
    quota: QUOTA,
    largeBytes: MEDIA_CHUNK_BYTES + 12_345,
    async blobs(userId) {
      const chunks = rowsOf(
        await t.database.db.execute(
          sql`select blob_id::text as blob, encode(bytes, 'hex') as hex from entry_media_chunks where user_id = ${userId} order by blob_id, seq`,
        ),
      );
      const found = new Map<string, Buffer>();
      for (const chunk of chunks) {
        const blob = String(chunk.blob);
        found.set(blob, Buffer.concat([found.get(blob) ?? Buffer.alloc(0), Buffer.from(String(chunk.hex), "hex")]));
      }
      return found;
    },
    store: () => createDbMediaStore(t.database.db),
  }));

  const newEntry = async (cookie: string) => {
    const input = buildEntryInput();
    const response = await t.request("/api/entries", { method: "POST", cookie, json: input });
    expect(response.status).toBe(201);
    return input.id;
  };
  const put = (cookie: string, entryId: string, mediaId: string, body: Uint8Array, type: string, query: Record<string, string> = {}) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}?${new URLSearchParams({ kind: "audio", ...query })}`, {
      method: "PUT",
      cookie,
      headers: { "content-type": type },
      body: new Uint8Array(body),
    });
  const get = (cookie: string, entryId: string, mediaId: string, headers: Record<string, string> = {}) =>
    t.request(`/api/entries/${entryId}/media/${mediaId}`, { cookie, headers });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

  it("keeps a recording byte for byte and answers it streamed with its type, private and not sniffed", async () => {
    const { cookie } = await t.signUp();
    const entryId = await newEntry(cookie);
    const mediaId = randomUUID();
    const bytes = markedBytes(MEDIA_CHUNK_BYTES + 12_345, "RIPPLE-CLEAR-MARKER");
    const saved = await put(cookie, entryId, mediaId, bytes, "audio/webm;codecs=opus", { durationMs: "61000" });
    expect(saved.status).toBe(201);
    const item = MediaItemSchema.parse(await saved.json());
    expect(item).toMatchObject({ id: mediaId, entryId, kind: "audio", contentType: "audio/webm", byteSize: bytes.length, sealed: false });
    expect(item.durationMs).toBe(61_000);
    const answer = await get(cookie, entryId, mediaId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("audio/webm");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("serves a byte range for seeking, across chunk boundaries, and 416 past the end", async () => {
    const { cookie } = await t.signUp();
    const entryId = await newEntry(cookie);
    const mediaId = randomUUID();
    const bytes = randomBytes(2 * MEDIA_CHUNK_BYTES + 100);
    expect((await put(cookie, entryId, mediaId, bytes, "audio/ogg")).status).toBe(201);
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      [`bytes=${MEDIA_CHUNK_BYTES - 5}-${MEDIA_CHUNK_BYTES + 5}`, MEDIA_CHUNK_BYTES - 5, MEDIA_CHUNK_BYTES + 5],
      [`bytes=${MEDIA_CHUNK_BYTES}-`, MEDIA_CHUNK_BYTES, bytes.length - 1],
      ["bytes=-50", bytes.length - 50, bytes.length - 1],
      [`bytes=10-${bytes.length + 1000}`, 10, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await get(cookie, entryId, mediaId, { range });
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await get(cookie, entryId, mediaId, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
  });

  it("answers the same id again with the stored item, whatever the body", async () => {
    const { cookie } = await t.signUp();
    const entryId = await newEntry(cookie);
    const mediaId = randomUUID();
    const bytes = randomBytes(1000);
    const first = MediaItemSchema.parse(await (await put(cookie, entryId, mediaId, bytes, "audio/mp4")).json());
    const again = await put(cookie, entryId, mediaId.toUpperCase(), randomBytes(2000), "audio/mp4");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(Buffer.from(await (await get(cookie, entryId, mediaId)).arrayBuffer()).equals(bytes)).toBe(true);
    // ids in any letter case name the same item (decision 030)
    expect(Buffer.from(await (await get(cookie, entryId.toUpperCase(), mediaId.toUpperCase())).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers another person's entry and item as missing ones", async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const entryId = await newEntry(ada.cookie);
    const mediaId = randomUUID();
    expect((await put(ada.cookie, entryId, mediaId, randomBytes(100), "audio/wav")).status).toBe(201);
    const upload = await put(bob.cookie, entryId, randomUUID(), randomBytes(100), "audio/wav");
    expect(upload.status).toBe(404);
    expect((await errorOf(upload)).message).toBe(MEDIA_MESSAGES.entryNotFound);
    const read = await get(bob.cookie, entryId, mediaId);
    expect(read.status).toBe(404);
    expect((await errorOf(read)).message).toBe(MEDIA_MESSAGES.mediaNotFound);
    expect((await get(ada.cookie, entryId, randomUUID())).status).toBe(404);
    const removal = await t.request(`/api/entries/${entryId}/media/${mediaId}`, { method: "DELETE", cookie: bob.cookie });
    expect(removal.status).toBe(404);
    expect((await get(ada.cookie, entryId, mediaId)).status).toBe(200);
  });

  it("refuses an unsupported type with 415 and stores nothing", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    for (const [type, kindOf] of [
      ["text/html", "audio"],
      ["image/svg+xml", "photo"],
      ["audio/webm", "photo"],
      ["image/png", "thumbnail"],
    ]) {
      const answer = await put(cookie, entryId, randomUUID(), randomBytes(10), type!, {
        kind: kindOf!,
        ...(kindOf === "thumbnail" ? { of: randomUUID() } : {}),
      });
      expect(answer.status, type).toBe(415);
      expect((await errorOf(answer)).message).toBe(MEDIA_MESSAGES.unsupportedType);
    }
    expect(await storedCount(userId)).toEqual({ items: 0, chunks: 0 });
  });

  it("refuses an item past MEDIA_MAX_BYTES with 413 while it streams, and stores nothing", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    // no Content-Length: the size is found while counting
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new Uint8Array(1024 * 1024);
        for (let sent = 0; sent <= MEDIA_MAX_BYTES; sent += piece.length) controller.enqueue(piece);
        controller.close();
      },
    });
    const answer = await t.app.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=audio`, {
      method: "PUT",
      headers: { origin: "http://localhost:3000", cookie, "content-type": "audio/webm" },
      body: big,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(413);
    // the quota is smaller than the item limit here: either refusal is right, and nothing is kept
    expect(["media_too_large", "media_quota_exceeded"]).toContain((await errorOf(answer)).code);
    expect(await storedCount(userId)).toEqual({ items: 0, chunks: 0 });
    const declared = await t.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=audio`, {
      method: "PUT",
      cookie,
      headers: { "content-type": "audio/webm", "content-length": String(MEDIA_MAX_BYTES + 1) },
      body: new Uint8Array(10),
    });
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toEqual({ code: "media_too_large", message: MEDIA_MESSAGES.tooLarge });
  });

  it("refuses past the account's quota with 413, and two uploads at once do not both fit", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const size = Math.floor(QUOTA * 0.6);
    const [a, b] = await Promise.all([
      put(cookie, entryId, randomUUID(), randomBytes(size), "audio/mpeg"),
      put(cookie, entryId, randomUUID(), randomBytes(size), "audio/mpeg"),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 413]);
    const refused = a.status === 413 ? a : b;
    expect(await errorOf(refused)).toEqual({ code: "media_quota_exceeded", message: MEDIA_MESSAGES.quotaExceeded });
    const usage = MediaUsageSchema.parse(await (await t.request("/api/media/usage", { cookie })).json());
    expect(usage).toEqual({ usedBytes: size, quotaBytes: QUOTA });
    const over = await put(cookie, entryId, randomUUID(), randomBytes(QUOTA - size + 1), "audio/mpeg");
    expect(over.status).toBe(413);
    expect(await storedCount(userId)).toEqual({ items: 1, chunks: Math.ceil(size / MEDIA_CHUNK_BYTES) });
  });

  it("holds at most MAX_PHOTOS_PER_ENTRY photos, and a photo's thumbnail goes with it", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const photos: string[] = [];
    for (let n = 0; n < MAX_PHOTOS_PER_ENTRY; n += 1) {
      const id = randomUUID();
      photos.push(id);
      expect((await put(cookie, entryId, id, randomBytes(50), "image/jpeg", { kind: "photo", width: "800", height: "600" })).status).toBe(
        201,
      );
    }
    const extra = await put(cookie, entryId, randomUUID(), randomBytes(50), "image/png", { kind: "photo" });
    expect(extra.status).toBe(409);
    expect((await errorOf(extra)).message).toBe(MEDIA_MESSAGES.tooManyPhotos);
    const thumbnailId = randomUUID();
    const thumbnail = await put(cookie, entryId, thumbnailId, randomBytes(20), "image/webp", { kind: "thumbnail", of: photos[0]! });
    expect(thumbnail.status).toBe(201);
    expect(MediaItemSchema.parse(await thumbnail.json()).of).toBe(photos[0]);
    const removed = await t.request(`/api/entries/${entryId}/media/${photos[0]}`, { method: "DELETE", cookie });
    expect(removed.status).toBe(204);
    expect((await get(cookie, entryId, thumbnailId)).status).toBe(404);
    expect(await storedCount(userId)).toEqual({ items: MAX_PHOTOS_PER_ENTRY - 1, chunks: MAX_PHOTOS_PER_ENTRY - 1 });
  });

  it("does not answer bytes whose chunks were swapped or removed at rest", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const mediaId = randomUUID();
    const bytes = randomBytes(3 * MEDIA_CHUNK_BYTES);
    expect((await put(cookie, entryId, mediaId, bytes, "audio/ogg")).status).toBe(201);
    // the first two chunks trade places
    const swap = sql`update entry_media_chunks c set bytes = o.bytes from entry_media_chunks o
      where c.user_id = ${userId} and o.blob_id = c.blob_id and c.seq in (0, 1) and o.seq = 1 - c.seq`;
    await t.database.db.execute(swap);
    const swapped = await get(cookie, entryId, mediaId);
    expect(swapped.status).toBe(500);
    expect((await errorOf(swapped)).code).toBe("media_unreadable");
    await t.database.db.execute(swap);
    expect(Buffer.from(await (await get(cookie, entryId, mediaId)).arrayBuffer()).equals(bytes)).toBe(true);
    // the last chunk gone: the answer starts, then breaks off rather than end early as if whole
    await t.database.db.execute(sql`delete from entry_media_chunks where user_id = ${userId} and seq = 2`);
    const cut = await get(cookie, entryId, mediaId);
    await expect(cut.arrayBuffer()).rejects.toThrow();
  });

  it("lists each entry's media in the entries page and in the changes, and a new item moves the entry in the order of changes", async () => {
    const { cookie } = await t.signUp();
    const entryId = await newEntry(cookie);
    await newEntry(cookie);
    const start = EntryChangesSchema.parse(await (await t.request("/api/entries/changes", { cookie })).json());
    const mediaId = randomUUID();
    await put(cookie, entryId, mediaId, randomBytes(10), "audio/webm");
    const changed = EntryChangesSchema.parse(await (await t.request(`/api/entries/changes?since=${start.cursor}`, { cookie })).json());
    expect(changed.entries.map((e) => e.id)).toEqual([entryId]);
    expect(changed.entries[0]!.media?.map((m) => m.id)).toEqual([mediaId]);
    const page = EntryPageSchema.parse(await (await t.request("/api/entries", { cookie })).json());
    const listed = page.entries.find((e) => e.id === entryId);
    expect(listed?.media?.map((m) => m.id)).toEqual([mediaId]);
    expect(page.entries.find((e) => e.id !== entryId)?.media).toBeUndefined();
    const edited = await t.request(`/api/entries/${entryId}`, {
      method: "PATCH",
      cookie,
      json: { entryText: "Walked by the sea again, calm and glad of the quiet.", baseUpdatedAt: listed!.updatedAt },
    });
    expect(edited.status).toBe(200);
    const editedEntry = SavedEntrySchema.parse(await edited.json()).entry;
    expect(editedEntry.media?.map((m) => m.id)).toEqual([mediaId]);
    const reanalysed = await t.request(`/api/entries/${entryId}/reanalyse`, { method: "POST", cookie });
    expect(reanalysed.status).toBe(200);
    expect(SavedEntrySchema.parse(await reanalysed.json()).entry.media?.map((m) => m.id)).toEqual([mediaId]);
    const before = EntryChangesSchema.parse(await (await t.request(`/api/entries/changes?since=${changed.cursor}`, { cookie })).json());
    await t.request(`/api/entries/${entryId}/media/${mediaId}`, { method: "DELETE", cookie });
    const after = EntryChangesSchema.parse(await (await t.request(`/api/entries/changes?since=${before.cursor}`, { cookie })).json());
    expect(after.entries.map((e) => [e.id, e.media])).toEqual([[entryId, undefined]]);
  });

  it("takes only sealed bytes for a private journal, refusing clear ones with 409, and keeps and answers them as they are", async () => {
    const { cookie, userId } = await t.signUp();
    const entryId = await newEntry(cookie);
    const b64 = (n: number) => randomBytes(n).toString("base64");
    const keys = {
      version: 1,
      passphrase: {
        kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
        wrapped: { nonce: b64(12), sealed: b64(48) },
      },
      recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
    };
    expect((await t.request("/api/private-journal", { method: "POST", cookie, json: { keys } })).status).toBe(201);
    const clear = await put(cookie, entryId, randomUUID(), randomBytes(100), "audio/webm");
    expect(clear.status).toBe(409);
    expect((await errorOf(clear)).code).toBe("private_journal");
    const envelope = randomBytes(5000);
    const mediaId = randomUUID();
    const sealed = await t.request(`/api/entries/${entryId}/media/${mediaId}?kind=audio&type=audio%2Fwebm`, {
      method: "PUT",
      cookie,
      headers: { "content-type": "application/octet-stream", "x-ripple-sealed": "1" },
      body: new Uint8Array(envelope),
    });
    expect(sealed.status).toBe(201);
    expect(MediaItemSchema.parse(await sealed.json())).toMatchObject({
      sealed: true,
      contentType: "audio/webm",
      byteSize: envelope.length,
    });
    const answer = await get(cookie, entryId, mediaId);
    expect(answer.headers.get("content-type")).toBe("application/octet-stream");
    expect(Buffer.from(await answer.arrayBuffer()).equals(envelope)).toBe(true);
    // still sealed again at rest under the server's key: the envelope's bytes are not in the table
    const [chunk] = rowsOf(
      await t.database.db.execute(sql`select encode(bytes, 'hex') as hex from entry_media_chunks where user_id = ${userId}`),
    );
    expect(String(chunk?.hex)).not.toContain(envelope.subarray(1000, 1032).toString("hex"));
    // an entry sealed in the browser lists its media beside its envelope
    const sealedEntryId = randomUUID();
    const browserEnvelope = Buffer.concat([Buffer.of(0x80), randomBytes(12 + 200 + 16)]).toString("base64");
    expect(
      (await t.request(`/api/entries/${sealedEntryId}/sealed`, { method: "PUT", cookie, json: { envelope: browserEnvelope } })).status,
    ).toBe(201);
    const sealedMediaId = randomUUID();
    const photo = await t.request(
      `/api/entries/${sealedEntryId}/media/${sealedMediaId}?kind=photo&type=image%2Fjpeg&width=640&height=480`,
      {
        method: "PUT",
        cookie,
        headers: { "content-type": "application/octet-stream", "x-ripple-sealed": "1" },
        body: new Uint8Array(randomBytes(300)),
      },
    );
    expect(photo.status).toBe(201);
    const changes = EntryChangesSchema.parse(await (await t.request("/api/entries/changes", { cookie })).json());
    expect(changes.sealed.find((e) => e.id === sealedEntryId)?.media?.map((m) => [m.id, m.kind, m.sealed])).toEqual([
      [sealedMediaId, "photo", true],
    ]);
    const noType = await t.request(`/api/entries/${entryId}/media/${randomUUID()}?kind=audio`, {
      method: "PUT",
      cookie,
      headers: { "content-type": "application/octet-stream", "x-ripple-sealed": "1" },
      body: new Uint8Array(10),
    });
    expect(noType.status).toBe(415);
  });

  async function storedCount(userId: string): Promise<{ items: number; chunks: number }> {
    const [items] = rowsOf(await t.database.db.execute(sql`select count(*)::int as n from entry_media where user_id = ${userId}`));
    const [chunks] = rowsOf(await t.database.db.execute(sql`select count(*)::int as n from entry_media_chunks where user_id = ${userId}`));
    return { items: Number(items?.n), chunks: Number(chunks?.n) };
  }
});
