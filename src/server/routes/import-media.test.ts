// A Day One ZIP with photos and recordings through POST /api/import and back out through
// GET /api/export?format=dayone (decision 053), on each database (PGlite, PostgreSQL with
// TEST_DATABASE_URL) and with the media in S3-compatible storage (the loopback server in
// tests/fakes): entries come with their media byte for byte, Day One's photo markers leave the text,
// what is missing, damaged or of a type Ripple does not keep is listed in `failed` with the entry
// kept, each item is dated as Day One says (else by its entry), a photo without a thumbnail gets one,
// the export imports into a fresh account identical, and no temporary file is left behind.
import { randomBytes, randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import yazl from "yazl";
import type { MediaItem } from "../../domain/contract/media";
import type { ImportSummary } from "../../domain/contract/transfer";
import { ImportProgressEventSchema } from "../../domain/contract/transfer";
import { MEDIA_IMPORT_REASONS } from "../../domain/transfer/dayone-media";
import type { JournalEntry } from "../../domain/types";
import { startS3Server } from "../../../tests/fakes/s3-server";
import type { S3Server } from "../../../tests/fakes/s3-server";
import type { FixtureEntry } from "../../../tests/setup/dayone-zip";
import { dayOneIdentifier, dayOnePath, dayOneZip } from "../../../tests/setup/dayone-zip";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { spoolDir } from "../transfer/spool";

type Entry = JournalEntry & { media?: MediaItem[] };

const rand = (size: number) => new Uint8Array(randomBytes(size));
const uuid = () => randomUUID().replace(/-/g, "").toUpperCase();
const hyphenated = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toLowerCase();

function fixture(): FixtureEntry[] {
  return [
    {
      uuid: uuid(),
      creationDate: "2025-05-01T08:30:00Z",
      text: "# A walk by the sea\nThe light on the water was \\*wonderful\\* today\\.",
      photos: [
        // an identifier that is a UUID's digits is that UUID
        { identifier: uuid(), extension: "jpeg", bytes: rand(300_000), width: 4032, height: 3024 },
        { identifier: dayOneIdentifier(), extension: "png", bytes: rand(120_000) },
      ],
      audios: [{ identifier: dayOneIdentifier(), extension: "m4a", bytes: rand(90_000), duration: 12.5 }],
    },
    {
      uuid: uuid(),
      creationDate: "2025-05-02T21:00:00Z",
      text: "Quiet evening, tea and a book.",
      audios: [{ identifier: dayOneIdentifier(), extension: "aac", bytes: rand(40_000), duration: 3 }],
    },
  ];
}

const spooledFiles = async () =>
  (await readdir(spoolDir()).catch(() => [] as string[])).filter((name) => name.startsWith(`import-${process.pid}-`));

const storages = [
  ...databaseKinds().map((kind) => ({ name: kind, kind, s3: false })),
  { name: "pglite with media in S3", kind: "pglite" as const, s3: true },
];

describe.each(storages)("Day One ZIPs with media on $name", ({ kind, s3: withS3 }) => {
  let t: TestApp;
  let s3: S3Server | undefined;
  beforeAll(async () => {
    s3 = withS3 ? await startS3Server() : undefined;
    t = await createTestApp({ kind, env: s3 ? s3.env : {} });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const importZip = async (cookie: string, zip: Uint8Array, query = "") => {
    const response = await t.request(`/api/import${query}`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/zip" },
      body: new Uint8Array(zip),
    });
    return { status: response.status, body: (await response.json()) as ImportSummary };
  };
  const entriesOf = async (cookie: string): Promise<Entry[]> =>
    ((await (await t.request("/api/entries?limit=200", { cookie })).json()) as { entries: Entry[] }).entries;
  const bytes = async (cookie: string, item: MediaItem) => {
    const response = await t.request(`/api/entries/${item.entryId}/media/${item.id}`, { cookie });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  it("imports each entry with its photos and recordings, byte for byte, without Day One's markers", async () => {
    const me = await t.signUp();
    const entries = fixture();
    const { status, body } = await importZip(me.cookie, await dayOneZip(entries));
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: "dayone", imported: 2, skipped: 0, failed: [] });
    const stored = await entriesOf(me.cookie);
    const first = stored.find((entry) => entry.id === hyphenated(entries[0]!.uuid))!;
    expect(first.entryText).toBe("A walk by the sea\nThe light on the water was *wonderful* today.");
    expect(first.entryText).not.toContain("dayone-moment");
    const photos = first.media!.filter((item) => item.kind === "photo");
    const audio = first.media!.filter((item) => item.kind === "audio");
    expect(photos.map((item) => item.contentType).sort()).toEqual(["image/jpeg", "image/png"]);
    expect(photos.find((item) => item.contentType === "image/jpeg")).toMatchObject({ width: 4032, height: 3024 });
    expect(audio).toMatchObject([{ contentType: "audio/mp4", durationMs: 12_500 }]);
    // the photo's id is Day One's identifier as a UUID
    const jpeg = photos.find((item) => item.contentType === "image/jpeg")!;
    expect(jpeg.id).toBe(hyphenated(entries[0]!.photos![0]!.identifier));
    expect(await bytes(me.cookie, jpeg)).toEqual(entries[0]!.photos![0]!.bytes);
    expect(await bytes(me.cookie, audio[0]!)).toEqual(entries[0]!.audios![0]!.bytes);
    const second = stored.find((entry) => entry.id === hyphenated(entries[1]!.uuid))!;
    expect(second.media).toMatchObject([{ kind: "audio", contentType: "audio/aac", durationMs: 3000 }]);
    expect(await bytes(me.cookie, second.media![0]!)).toEqual(entries[1]!.audios![0]!.bytes);
    // importing again adds nothing and no media twice
    expect((await importZip(me.cookie, await dayOneZip(entries))).body).toMatchObject({ imported: 0, skipped: 2 });
    expect((await entriesOf(me.cookie)).flatMap((entry) => entry.media ?? [])).toHaveLength(4);
    expect(await spooledFiles()).toEqual([]);
  });

  it("dates each item as Day One does (else by its entry) and gives a photo without one a 320 px JPEG thumbnail", async () => {
    const me = await t.signUp();
    // a real photo (sharp draws it), 1600 × 1200, taken before the entry was written
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 120, b: 200 } } })
        .jpeg()
        .toBuffer(),
    );
    const entry: FixtureEntry = {
      uuid: uuid(),
      creationDate: "2025-07-14T19:00:00Z",
      text: "Fireworks over the river.",
      photos: [
        { identifier: uuid(), extension: "jpeg", bytes: jpeg, width: 1600, height: 1200, date: "2025-07-14T18:42:10Z" },
        // bytes no decoder reads: kept, with no thumbnail
        { identifier: uuid(), extension: "png", bytes: rand(5_000) },
      ],
      audios: [{ identifier: dayOneIdentifier(), extension: "m4a", bytes: rand(20_000), duration: 4 }],
    };
    const { status, body } = await importZip(me.cookie, await dayOneZip([entry]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 1, failed: [] });
    const [stored] = await entriesOf(me.cookie);
    const photo = stored!.media!.find((item) => item.id === hyphenated(entry.photos![0]!.identifier))!;
    const undecodable = stored!.media!.find((item) => item.id === hyphenated(entry.photos![1]!.identifier))!;
    const audio = stored!.media!.find((item) => item.kind === "audio")!;
    expect(photo.createdAt).toBe("2025-07-14T18:42:10.000Z");
    // no date of their own: the entry's, in the file's order
    expect(Date.parse(undecodable.createdAt)).toBeGreaterThanOrEqual(Date.parse("2025-07-14T19:00:00Z"));
    expect(Date.parse(undecodable.createdAt)).toBeLessThan(Date.parse("2025-07-14T19:00:01Z"));
    expect(Date.parse(audio.createdAt)).toBeGreaterThan(Date.parse(undecodable.createdAt));
    expect(Date.parse(audio.createdAt)).toBeLessThan(Date.parse("2025-07-14T19:00:01Z"));
    const thumbnails = stored!.media!.filter((item) => item.kind === "thumbnail");
    expect(thumbnails).toMatchObject([{ of: photo.id, contentType: "image/jpeg", width: 320, height: 240, sealed: false }]);
    const thumbnail = await sharp(Buffer.from(await bytes(me.cookie, thumbnails[0]!))).metadata();
    expect(thumbnail).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    expect(thumbnail.exif).toBeUndefined();
    expect(await bytes(me.cookie, photo)).toEqual(jpeg);
    // importing again adds nothing, the thumbnail included
    expect((await importZip(me.cookie, await dayOneZip([entry]))).body).toMatchObject({ imported: 0, skipped: 1 });
    expect((await entriesOf(me.cookie))[0]!.media).toHaveLength(4);
  });

  it("lists a missing, damaged or unsupported media file in `failed` and keeps the entry with the rest", async () => {
    const me = await t.signUp();
    const good = rand(50_000);
    const damaged = rand(60_000);
    const entry: FixtureEntry = {
      uuid: uuid(),
      creationDate: "2025-06-01T10:00:00Z",
      text: "Photos from the market.",
      photos: [
        { identifier: dayOneIdentifier(), extension: "jpeg", bytes: good },
        { identifier: dayOneIdentifier(), extension: "jpeg", bytes: damaged },
        { identifier: dayOneIdentifier(), extension: "tiff", bytes: rand(1000) },
      ],
    };
    const missing = { ...entry.photos![0]!, identifier: dayOneIdentifier(), bytes: rand(10) };
    // a photo the journal lists that the ZIP does not hold
    const journalEntry = { ...entry, photos: [...entry.photos!, missing] };
    const files = await dayOneZipWithout(journalEntry, dayOnePath("photos", missing.bytes as Uint8Array, "jpeg"));
    // flip a byte inside the damaged photo's stored bytes: its CRC no longer matches
    const at = Buffer.from(files).indexOf(Buffer.from(damaged.subarray(1000, 1032)));
    expect(at).toBeGreaterThan(0);
    files[at + 5] = files[at + 5]! ^ 0xff;
    const { status, body } = await importZip(me.cookie, files);
    expect(status).toBe(200);
    expect(body.imported).toBe(1);
    const name = "Journal.json #1";
    expect(body.failed).toEqual(
      expect.arrayContaining([
        { name: `${name} photo 2`, reason: MEDIA_IMPORT_REASONS.damaged },
        { name: `${name} photo 3`, reason: MEDIA_IMPORT_REASONS.unsupported },
        { name: `${name} photo 4`, reason: MEDIA_IMPORT_REASONS.missing },
      ]),
    );
    expect(body.failed).toHaveLength(3);
    const [stored] = await entriesOf(me.cookie);
    expect(stored!.entryText).toBe("Photos from the market.");
    expect(stored!.media).toHaveLength(1);
    expect(await bytes(me.cookie, stored!.media![0]!)).toEqual(good);
    // a dry run lists what it can tell without writing (missing, unsupported)
    const other = await t.signUp();
    const dry = await importZip(other.cookie, files, "?dryRun=1");
    expect(dry.body.failed.map((failure) => failure.name).sort()).toEqual([`${name} photo 3`, `${name} photo 4`]);
    expect(await spooledFiles()).toEqual([]);
  });

  it("exports a Day One ZIP that imports into a fresh account identical, media byte for byte", async () => {
    const me = await t.signUp();
    const entries = fixture();
    await importZip(me.cookie, await dayOneZip(entries));
    // and a ripple of Ripple's own, with its analysis
    const before = await entriesOf(me.cookie);
    const exported = await t.request("/api/export?format=dayone", { cookie: me.cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("application/zip");
    const zip = new Uint8Array(await exported.arrayBuffer());
    const fresh = await t.signUp();
    const { body } = await importZip(fresh.cookie, zip);
    expect(body).toMatchObject({ format: "dayone", imported: 2, failed: [] });
    const after = await entriesOf(fresh.cookie);
    const strip = (list: Entry[]) =>
      list.map(({ media, ...entry }) => ({
        ...entry,
        // each item's date too: the export writes it and the import keeps it
        media: [...(media ?? [])].sort((a, b) => a.id.localeCompare(b.id)),
      }));
    expect(strip(after)).toEqual(strip(before));
    for (const entry of before) {
      for (const item of entry.media ?? []) expect(await bytes(fresh.cookie, item)).toEqual(await bytes(me.cookie, item));
    }
    // the JSON export says the same of both (words, dates, feelings, analysis)
    const json = async (cookie: string) => ((await (await t.request("/api/export", { cookie })).json()) as { entries: unknown[] }).entries;
    expect(await json(fresh.cookie)).toEqual(await json(me.cookie));
  });

  it("streams a progress line after each entry with media", async () => {
    const me = await t.signUp();
    const response = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/zip", accept: "application/x-ndjson" },
      body: new Uint8Array(await dayOneZip(fixture())),
    });
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => ImportProgressEventSchema.parse(JSON.parse(line)));
    expect(events.filter((event) => event.type === "progress").map((event) => (event.type === "progress" ? event.processed : 0))).toEqual([
      1, 2,
    ]);
    expect(events.at(-1)).toMatchObject({ type: "summary", summary: { imported: 2 } });
  });
});

/** The entry's ZIP with every file but `path` (a photo the journal lists but the ZIP lacks). */
async function dayOneZipWithout(entry: FixtureEntry, path: string): Promise<Uint8Array> {
  const kept = (entry.photos ?? []).filter((photo) => dayOnePath("photos", photo.bytes as Uint8Array, photo.extension) !== path);
  // the files of the kept photos, and a journal listing all of them
  return rebuildJournal(await dayOneZip([{ ...entry, photos: kept }]), entry);
}

/** Replaces Journal.json in a ZIP (the files stay as they are). */
async function rebuildJournal(zip: Uint8Array, entry: FixtureEntry): Promise<Uint8Array> {
  const source = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(zip), { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const out = new yazl.ZipFile();
  const full = await dayOneZip([entry]);
  const journal = await readMember(full, "Journal.json");
  out.addBuffer(journal, "Journal.json");
  await new Promise<void>((resolve, reject) => {
    source.on("entry", (member: yauzl.Entry) => {
      if (member.fileName === "Journal.json") return source.readEntry();
      source.openReadStream(member, (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        stream.on("data", (part: Buffer) => parts.push(part));
        stream.on("end", () => {
          out.addBuffer(Buffer.concat(parts), member.fileName, { compress: false });
          source.readEntry();
        });
      });
    });
    source.on("end", resolve);
    source.on("error", reject);
    source.readEntry();
  });
  out.end();
  const parts: Buffer[] = [];
  for await (const part of out.outputStream as AsyncIterable<Buffer>) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

async function readMember(zip: Uint8Array, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(zip), { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      file.on("entry", (member: yauzl.Entry) => {
        if (member.fileName !== name) return file.readEntry();
        file.openReadStream(member, (failure, stream) => {
          if (failure) return reject(failure);
          const parts: Buffer[] = [];
          stream.on("data", (part: Buffer) => parts.push(part));
          stream.on("end", () => resolve(Buffer.concat(parts)));
        });
      });
      file.readEntry();
    }),
  );
}
