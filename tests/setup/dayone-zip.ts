// Day One exports made for tests and the benchmark (decision 053): Journal.json with entries listing
// `photos` and `audios`, the files under photos/<md5>.<type> and audios/<md5>.<format> as Day One
// writes them (or named by identifier, as some tools do), written with yazl. A file's bytes may be
// given, or made on demand (random, so they do not compress) and streamed, so a ZIP of hundreds of
// megabytes is never held in memory.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";

export interface FixtureMedia {
  identifier: string;
  /** jpeg, png, heic… for a photo; m4a, aac… for a recording. */
  extension: string;
  /** The bytes, or a size to fill with random bytes as the ZIP is written (named by identifier then). */
  bytes: Uint8Array | number;
  duration?: number;
  width?: number;
  height?: number;
  /** When it was taken or recorded (Day One's `date`). */
  date?: string;
}

export interface FixtureEntry {
  uuid: string;
  creationDate: string;
  text: string;
  photos?: FixtureMedia[];
  audios?: FixtureMedia[];
}

const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");
const stemOf = (media: FixtureMedia) => (typeof media.bytes === "number" ? media.identifier : md5(media.bytes));

/** A random Day One identifier (32 upper-case hex digits). */
export const dayOneIdentifier = () => randomBytes(16).toString("hex").toUpperCase();

function journal(entries: readonly FixtureEntry[]) {
  return {
    metadata: { version: "1.0" },
    entries: entries.map((entry) => ({
      uuid: entry.uuid,
      creationDate: entry.creationDate,
      timeZone: "Europe/Paris",
      text: [entry.text, ...(entry.photos ?? []).map((photo) => `![](dayone-moment://${photo.identifier})`)].join("\n\n"),
      photos: (entry.photos ?? []).map((photo, index) => ({
        identifier: photo.identifier,
        ...(typeof photo.bytes === "number" ? {} : { md5: md5(photo.bytes) }),
        type: photo.extension,
        orderInEntry: index,
        ...(photo.width ? { width: photo.width, height: photo.height } : {}),
        ...(photo.date ? { date: photo.date } : {}),
      })),
      audios: (entry.audios ?? []).map((audio) => ({
        identifier: audio.identifier,
        ...(typeof audio.bytes === "number" ? {} : { md5: md5(audio.bytes) }),
        format: audio.extension,
        duration: audio.duration ?? 3.5,
        ...(audio.date ? { date: audio.date } : {}),
      })),
    })),
  };
}

async function* randomChunks(size: number) {
  const CHUNK = 256 * 1024;
  for (let left = size; left > 0; left -= CHUNK) yield randomBytes(Math.min(CHUNK, left));
}

function zipOf(entries: readonly FixtureEntry[], extra: Record<string, Uint8Array> = {}): yazl.ZipFile {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(journal(entries), null, 2)), "Journal.json");
  for (const entry of entries) {
    for (const [folder, list] of [
      ["photos", entry.photos ?? []],
      ["audios", entry.audios ?? []],
    ] as const) {
      for (const media of list) {
        const path = `${folder}/${stemOf(media)}.${media.extension}`;
        if (typeof media.bytes === "number") {
          const size = media.bytes;
          zip.addReadStreamLazy(path, { compress: false, size }, (done) => done(null, Readable.from(randomChunks(size))));
        } else zip.addBuffer(Buffer.from(media.bytes), path, { compress: false });
      }
    }
  }
  for (const [path, bytes] of Object.entries(extra)) zip.addBuffer(Buffer.from(bytes), path);
  zip.end();
  return zip;
}

/** The ZIP in memory (small fixtures); `extra` adds files as they are (a damaged one, a stray). */
export async function dayOneZip(entries: readonly FixtureEntry[], extra: Record<string, Uint8Array> = {}): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const chunk of zipOf(entries, extra).outputStream as AsyncIterable<Buffer>) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

/** The ZIP written to a file as it is made (large fixtures). */
export async function writeDayOneZip(path: string, entries: readonly FixtureEntry[]): Promise<void> {
  await pipeline(zipOf(entries).outputStream as Readable, createWriteStream(path));
}

/** Day One's path of a media file with these bytes. */
export const dayOnePath = (folder: "photos" | "audios", bytes: Uint8Array, extension: string) => `${folder}/${md5(bytes)}.${extension}`;
