// A private journal's Day One export, made in the browser: each sealed photo and recording fetched
// (against a fetch this test answers with the sealed bytes) and opened with the journal key, written
// in Day One's layout under the MD5 of its clear bytes (never the sealed ones), an item this key
// cannot open left out; and the ZIP, read back by the private import, gives the entry and its media
// under the same ids.
import { createHash } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "../../../../domain/contract/media";
import { resolveCrisisLines } from "../../../../domain/crisis/lines";
import { buildEntry } from "../../../../../tests/setup/factories";
import { fetchMedia } from "../../../lib/media/media-api";
import { sealMedia } from "../../../lib/media/media-envelope";
import { buildPrivateDayOneExport } from "./private-export";
import type { PrivateMediaUpload } from "./private-import";
import { readPrivateImport, writePrivateImport } from "./private-import";

const PHOTO = "1c3e2a10-0000-4000-8000-000000000001";
const AUDIO = "1c3e2a10-0000-4000-8000-000000000003";
const LOST = "1c3e2a10-0000-4000-8000-000000000009";
const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 0xff, 0xd9]);
const AUDIO_BYTES = new TextEncoder().encode("the recording's bytes");
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");
const now = new Date("2026-11-27T09:00:00.000Z");

let served: Map<string, Blob>;
beforeEach(() => {
  served = new Map();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const id = String(input).split("/").at(-1)!;
      const blob = served.get(id);
      return blob ? new Response(blob) : Response.json({ error: { code: "not_found", message: "gone" } }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function item(id: string, entryId: string, kind: "photo" | "audio", contentType: string, byteSize: number): MediaItem {
  return {
    id,
    entryId,
    kind,
    contentType,
    byteSize,
    sealed: true,
    of: null,
    durationMs: kind === "audio" ? 4200 : null,
    width: kind === "photo" ? 640 : null,
    height: kind === "photo" ? 480 : null,
    createdAt: "2026-11-26T10:00:00.000Z",
  };
}

describe("buildPrivateDayOneExport", () => {
  it("opens each item with the key, names it by its clear MD5, leaves out what cannot be opened, and reads back the same", async () => {
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    const other = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    const base = buildEntry({ entryText: "The lighthouse at dusk, and I felt calm.", createdAt: "2026-11-20T18:00:00.000Z" });
    served.set(PHOTO, await sealMedia(key, "user-1", PHOTO, new Blob([PHOTO_BYTES], { type: "image/jpeg" })));
    served.set(AUDIO, await sealMedia(key, "user-1", AUDIO, new Blob([AUDIO_BYTES], { type: "audio/webm" })));
    served.set(LOST, await sealMedia(other, "user-1", LOST, new Blob([PHOTO_BYTES], { type: "image/jpeg" })));
    const sealedSize = (await served.get(PHOTO)!.arrayBuffer()).byteLength;
    const entry = {
      ...base,
      media: [
        item(PHOTO, base.id, "photo", "image/jpeg", sealedSize),
        item(AUDIO, base.id, "audio", "audio/webm", 99),
        item(LOST, base.id, "photo", "image/jpeg", 99),
      ],
    };
    const file = await buildPrivateDayOneExport({
      entries: [entry],
      open: (one) => fetchMedia(one, { key, userId: "user-1" }),
      now,
    });
    expect(file.name).toBe("ripple-export-2026-11-27-dayone.zip");

    const zip = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(["Journal.json", `audios/${md5(AUDIO_BYTES)}.webm`, `photos/${md5(PHOTO_BYTES)}.jpeg`]);
    expect(zip[`photos/${md5(PHOTO_BYTES)}.jpeg`]).toEqual(PHOTO_BYTES);
    expect(zip[`audios/${md5(AUDIO_BYTES)}.webm`]).toEqual(AUDIO_BYTES);
    const journal = JSON.parse(strFromU8(zip["Journal.json"]!)) as { entries: Record<string, unknown>[] };
    expect(journal.entries).toHaveLength(1);
    expect(journal.entries[0]).toMatchObject({
      uuid: base.id.replace(/-/g, "").toUpperCase(),
      photos: [{ md5: md5(PHOTO_BYTES), type: "jpeg", fileSize: PHOTO_BYTES.length, width: 640 }],
      audios: [{ md5: md5(AUDIO_BYTES), format: "webm", duration: 4.2 }],
    });

    // the private import reads it back: the entry, then its photo and recording under the same ids
    const read = await readPrivateImport(
      new File([file.blob], file.name, { type: "application/zip" }),
      "application/zip",
      new Set(),
      new Date("2026-11-27T12:00:00Z"),
    );
    const uploads: PrivateMediaUpload[] = [];
    const summary = await writePrivateImport(read, {
      crisisLines: resolveCrisisLines({ configuredRegion: "GB", locale: "en-GB" }),
      put: async () => undefined,
      putMedia: async (upload) => void uploads.push(upload),
    });
    expect(summary).toMatchObject({ imported: 1, failed: [] });
    expect(uploads.map(({ mediaId, kind }) => [mediaId, kind])).toEqual([
      [PHOTO, "photo"],
      [AUDIO, "audio"],
    ]);
    expect(new Uint8Array(await uploads[0]!.file.arrayBuffer())).toEqual(PHOTO_BYTES);
    expect(uploads[1]!.file.type).toBe("audio/webm");
  });
});
