// Reading a spooled ZIP with yauzl (decision 053): its central directory is read first (every
// member's name and sizes, no bytes), then any member is streamed on demand, inflated and checked
// against its CRC-32 and declared size as it is read. A file that is not a ZIP, or whose directory
// is damaged, is a ZipError; a member whose bytes are damaged fails its own stream.
import { Transform } from "node:stream";
import type { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import yauzl from "yauzl";

/** The bytes as they pass, failing at the end when their CRC-32 is not the one the directory gives (yauzl checks sizes, not CRCs). */
function checkedCrc(expected: number): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc >>> 0 === expected >>> 0 ? null : new ZipError("CRC-32 mismatch"));
    },
  });
}

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipError";
  }
}

interface ZipMember {
  name: string;
  /** Declared size once inflated (checked while reading). */
  size: number;
  entry: yauzl.Entry;
}

export interface OpenZip {
  members: ZipMember[];
  /** The member's bytes, inflated; a damaged member's stream errors. */
  open(member: ZipMember): Promise<Readable>;
  /** The member's bytes as chunks (for the domain's readers). */
  chunks(member: ZipMember): AsyncIterable<Uint8Array>;
  close(): void;
}

export function openZip(file: string): Promise<OpenZip> {
  return new Promise((resolve, reject) => {
    // names are decoded here rather than by yauzl, which refuses the whole archive for one unsafe
    // name: the import lists such a member and reads the rest (sniff.ts)
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new ZipError(error?.message ?? "not a zip"));
      const members: ZipMember[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
        if (!name.endsWith("/")) members.push({ name, size: entry.uncompressedSize, entry });
        zip.readEntry();
      });
      zip.once("error", (failure: Error) => {
        zip.close();
        reject(new ZipError(failure.message));
      });
      zip.once("end", () => {
        const open = (member: ZipMember) =>
          new Promise<Readable>((done, fail) => {
            if (member.entry.isEncrypted()) return fail(new ZipError("encrypted member"));
            zip.openReadStream(member.entry, (failure, stream) => {
              if (failure || !stream) return fail(new ZipError(failure?.message ?? "unreadable"));
              const checked = checkedCrc(member.entry.crc32);
              stream.on("error", (error: Error) => checked.destroy(new ZipError(error.message)));
              done(stream.pipe(checked));
            });
          });
        resolve({
          members,
          open,
          async *chunks(member) {
            const stream = await open(member);
            try {
              for await (const chunk of stream as AsyncIterable<Uint8Array>) yield chunk;
            } catch (failure) {
              throw new ZipError((failure as Error).message);
            } finally {
              stream.destroy();
            }
          },
          close: () => zip.close(),
        });
      });
      zip.readEntry();
    });
  });
}
