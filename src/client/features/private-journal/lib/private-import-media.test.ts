// A private journal's import of a Day One ZIP with a photo and a recording, against a fetch this test
// answers as the media routes do: after the entry is put, each file is sealed with the journal key
// (format byte 0x80, opening to the ZIP's bytes) and PUT under the id the server's import gives it
// (a UUID identifier as itself, another a name-based one), with its kind and real type; a photo whose
// file is not in the ZIP, and a type Ripple does not keep, are listed in `failed` and the entry kept;
// a refused upload is listed too; importing the same ZIP again puts nothing. A ZIP past 50 MB is read
// from the File by slices (never whole) and its recording still sealed and put; a ZIP past the
// server's ZIP limit, or another file past 50 MB, is refused before a byte is read.
import { createHash, randomBytes } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MediaItemSchema, SEALED_MEDIA_HEADER } from "../../../../domain/contract/media";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEDIA_ZIP_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_ZIP_TOO_LARGE_MESSAGE,
} from "../../../../domain/contract/transfer";
import { resolveCrisisLines } from "../../../../domain/crisis/lines";
import { MEDIA_IMPORT_REASONS } from "../../../../domain/transfer/dayone-media";
import { uuidFromDigest } from "../../../../domain/transfer/imported-entry";
import type { JournalEntry } from "../../../../domain/types";
import { uploadMedia } from "../../../lib/media/media-api";
import { openMedia } from "../../../lib/media/media-envelope";
import { readPrivateImport, writePrivateImport } from "./private-import";

const crisisLines = resolveCrisisLines({ configuredRegion: "GB", locale: "en-GB" });
const now = new Date("2026-11-27T12:00:00Z");
const ENTRY = "a1b2c3d4-e5f6-4718-993a-4b5c6d7e8f90";
const PHOTO_ID = "5f3a9c0e-2b7d-4e1f-8a6b-3c2d1e0f9a8b";
const AUDIO_IDENTIFIER = "recording-one";
const audioId = () => uuidFromDigest(new Uint8Array(createHash("sha256").update(`dayone-media:${ENTRY}:${AUDIO_IDENTIFIER}`).digest()));

const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
const AUDIO_BYTES = strToU8("the recording's bytes");

function dayOneZip(): File {
  const journal = {
    metadata: { version: "1.0" },
    entries: [
      {
        uuid: ENTRY.replace(/-/g, "").toUpperCase(),
        creationDate: "2024-11-02T08:14:31Z",
        text: "A walk by the river, the light on the water.",
        photos: [
          {
            identifier: PHOTO_ID.replace(/-/g, "").toUpperCase(),
            md5: "0b9e6e0c4c8a2f7d3e1a5b6c7d8e9f01",
            type: "jpeg",
            width: 640,
            height: 480,
          },
          { identifier: "0C0C0C0C0C0C4C0C8C0C0C0C0C0C0C0C", md5: "ffffffffffffffffffffffffffffffff", type: "jpeg" },
          { identifier: "0D0D0D0D0D0D4D0D8D0D0D0D0D0D0D0D", md5: "dddddddddddddddddddddddddddddddd", type: "tiff" },
        ],
        audios: [{ identifier: AUDIO_IDENTIFIER, md5: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", format: "m4a", duration: 3.5 }],
      },
    ],
  };
  const zip = zipSync({
    "Journal.json": strToU8(JSON.stringify(journal)),
    "photos/0b9e6e0c4c8a2f7d3e1a5b6c7d8e9f01.jpeg": PHOTO_BYTES,
    "photos/dddddddddddddddddddddddddddddddd.tiff": new Uint8Array([1, 2, 3]),
    "audios/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.m4a": AUDIO_BYTES,
  });
  return new File([zip as BlobPart], "Day One.zip", { type: "application/zip" });
}

interface Put {
  id: string;
  kind: string | null;
  type: string | null;
  sealed: boolean;
  durationMs: string | null;
  width: string | null;
  body: Uint8Array;
}
let puts: Put[];
let refuse: string | null;

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://ripple.test");
  const [, , , entryId, , id] = url.pathname.split("/");
  if (init?.method !== "PUT" || !id) return Response.json({ error: { code: "not_found", message: "no" } }, { status: 404 });
  if (id === refuse) return Response.json({ error: { code: "media_quota_exceeded", message: "full" } }, { status: 413 });
  const body = new Uint8Array(await (init.body as Blob).arrayBuffer());
  const q = url.searchParams;
  const sealed = new Headers(init.headers).get(SEALED_MEDIA_HEADER) === "1";
  puts.push({ id, kind: q.get("kind"), type: q.get("type"), sealed, durationMs: q.get("durationMs"), width: q.get("width"), body });
  const item = MediaItemSchema.parse({
    id,
    entryId,
    kind: q.get("kind"),
    contentType: q.get("type"),
    byteSize: body.length,
    sealed,
    of: null,
    durationMs: q.has("durationMs") ? Number(q.get("durationMs")) : null,
    width: null,
    height: null,
    createdAt: "2026-11-27T12:00:00.000Z",
  });
  return Response.json(item, { status: 201 });
}

beforeEach(() => {
  puts = [];
  refuse = null;
  vi.stubGlobal("fetch", vi.fn(answer));
});
afterEach(() => vi.unstubAllGlobals());

async function run(known: ReadonlySet<string> = new Set()) {
  const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  const order: string[] = [];
  const read = await readPrivateImport(dayOneZip(), "application/zip", known, now);
  const summary = await writePrivateImport(read, {
    crisisLines,
    random: () => 0,
    put: async (entry: JournalEntry) => void order.push(`entry ${entry.id}`),
    putMedia: async (upload) => {
      order.push(`${upload.kind} ${upload.mediaId}`);
      return uploadMedia({ ...upload, sealWith: { key, userId: "user-1" } });
    },
  });
  return { key, read, summary, order };
}

describe("a private journal's import of a Day One ZIP with media", () => {
  it("seals and puts the entry's photo and recording under the server import's ids; a missing or unkept file is listed", async () => {
    const { key, read, summary, order } = await run();
    const failed = [
      { name: "Journal.json #1 photo 3", reason: MEDIA_IMPORT_REASONS.unsupported },
      { name: "Journal.json #1 photo 2", reason: MEDIA_IMPORT_REASONS.missing },
    ];
    expect(read.preview).toMatchObject({ imported: 1, dryRun: true });
    expect(read.preview.failed).toEqual(failed);
    expect(summary).toMatchObject({ imported: 1, dryRun: false });
    expect(summary.failed).toEqual(failed);

    // the entry first, then its media
    expect(order).toEqual([`entry ${ENTRY}`, `photo ${PHOTO_ID}`, `audio ${audioId()}`]);
    expect(puts.map(({ id, kind, type, sealed }) => ({ id, kind, type, sealed }))).toEqual([
      { id: PHOTO_ID, kind: "photo", type: "image/jpeg", sealed: true },
      { id: audioId(), kind: "audio", type: "audio/mp4", sealed: true },
    ]);
    expect(puts[0]!.width).toBe("640");
    expect(puts[1]!.durationMs).toBe("3500");
    for (const [put, clear, type] of [
      [puts[0]!, PHOTO_BYTES, "image/jpeg"],
      [puts[1]!, AUDIO_BYTES, "audio/mp4"],
    ] as const) {
      expect(put.body[0]).toBe(0x80);
      expect(Buffer.from(put.body).includes(Buffer.from(clear))).toBe(false);
      const opened = await openMedia(key, "user-1", put.id, new Blob([put.body as BlobPart]), type);
      expect(new Uint8Array(await opened!.arrayBuffer())).toEqual(clear);
    }
  });

  it("lists an upload the server refuses and keeps the entry and its other media", async () => {
    refuse = PHOTO_ID;
    const { summary } = await run();
    expect(summary.imported).toBe(1);
    expect(summary.failed).toContainEqual({ name: "Journal.json #1 photo 1", reason: MEDIA_IMPORT_REASONS.noRoom });
    expect(puts.map(({ kind }) => kind)).toEqual(["audio"]);
  });

  it("puts nothing when the entry is already in the journal", async () => {
    const { summary, order } = await run(new Set([ENTRY]));
    expect(summary).toMatchObject({ imported: 0, skipped: 1 });
    expect(order).toEqual([]);
    expect(puts).toEqual([]);
  });
});

/** A Day One ZIP past 50 MB, stored (level 0): one entry, its 20 MB recording, and 35 MB of a file no entry names. */
function largeDayOneZip(recording: Uint8Array): File {
  const journal = {
    metadata: { version: "1.0" },
    entries: [
      {
        uuid: ENTRY.replace(/-/g, "").toUpperCase(),
        creationDate: "2024-11-02T08:14:31Z",
        text: "A long recording of the sea.",
        audios: [{ identifier: AUDIO_IDENTIFIER, md5: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", format: "m4a", duration: 600 }],
      },
    ],
  };
  const zip = zipSync(
    {
      "Journal.json": strToU8(JSON.stringify(journal)),
      "audios/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.m4a": recording,
      "videos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.mov": new Uint8Array(35 * 1024 * 1024),
    },
    { level: 0 },
  );
  return new File([zip as BlobPart], "Day One.zip", { type: "application/zip" });
}

/** A file that only says how large it is: reading any of it fails the test. */
function hugeFile(name: string, size: number): File {
  const read = () => {
    throw new Error("the file was read");
  };
  return { name, size, type: "", slice: vi.fn(read), stream: vi.fn(read), arrayBuffer: vi.fn(read), text: vi.fn(read) } as unknown as File;
}

describe("a private journal's import of a large ZIP", () => {
  it("reads a ZIP past 50 MB by slices, never whole, and seals and puts its recording", async () => {
    const recording = new Uint8Array(randomBytes(20 * 1024 * 1024));
    const file = largeDayOneZip(recording);
    expect(file.size).toBeGreaterThan(IMPORT_MAX_BYTES);
    const whole = [vi.spyOn(file, "arrayBuffer"), vi.spyOn(file, "stream"), vi.spyOn(file, "text")];
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

    const read = await readPrivateImport(file, "application/zip", new Set(), now);
    expect(read.preview).toMatchObject({ imported: 1, failed: [] });
    const summary = await writePrivateImport(read, {
      crisisLines,
      random: () => 0,
      put: async () => undefined,
      putMedia: (upload) => uploadMedia({ ...upload, sealWith: { key, userId: "user-1" } }),
    });

    expect(summary).toMatchObject({ imported: 1, failed: [] });
    for (const spy of whole) expect(spy).not.toHaveBeenCalled();
    expect(puts.map(({ id, kind, type, sealed }) => ({ id, kind, type, sealed }))).toEqual([
      { id: audioId(), kind: "audio", type: "audio/mp4", sealed: true },
    ]);
    const opened = await openMedia(key, "user-1", audioId(), new Blob([puts[0]!.body as BlobPart]), "audio/mp4");
    expect(Buffer.from(await opened!.arrayBuffer()).equals(Buffer.from(recording))).toBe(true);
  }, 60_000);

  it("refuses a ZIP past the server's ZIP limit before reading it, in the server's words", async () => {
    const file = hugeFile("Day One.zip", IMPORT_MAX_MEDIA_ZIP_BYTES + 1);
    await expect(readPrivateImport(file, "application/zip", new Set(), now)).rejects.toThrow(IMPORT_ZIP_TOO_LARGE_MESSAGE);
    expect(file.slice).not.toHaveBeenCalled();
    expect(file.stream).not.toHaveBeenCalled();
  });

  it("keeps the 50 MB limit for a JSON file", async () => {
    const file = hugeFile("Journal.json", IMPORT_MAX_BYTES + 1);
    await expect(readPrivateImport(file, "application/json", new Set(), now)).rejects.toThrow(IMPORT_TOO_LARGE_MESSAGE);
    expect(file.slice).not.toHaveBeenCalled();
  });
});
