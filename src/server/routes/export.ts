// GET /api/export?format=json|markdown|csv (&tz=Europe/Paris): all my data, to keep or to take
// elsewhere. `json` (the default) is Ripple's lossless export (RippleExportSchema), which
// POST /api/import reads back exactly; `markdown` a ZIP of one note per entry (Obsidian-ready,
// file names and dates in `tz`, UTC without it); `csv` one row per entry (RFC 4180, UTF-8 with a
// BOM); `dayone` a ZIP in Day One's layout (Journal.json, photos/, audios/) with every photo and
// recording, which Day One and Ripple both read (decision 053): written by yazl as it is sent, each
// item's bytes read from the media store only when its turn comes, so memory stays flat however
// large the media is. Day One names files by their MD5, so the items are read once to hash them
// before the ZIP starts. The formatting is src/domain/transfer's; this file wraps it in HTTP.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { zipSync } from "fflate";
import yazl from "yazl";
import type { Context } from "hono";
import { Hono } from "hono";
import type { RippleExport } from "../../domain/contract/transfer";
import { ExportQuerySchema } from "../../domain/contract/transfer";
import { entriesToCsv } from "../../domain/transfer/csv-export";
import { markdownExportFiles } from "../../domain/transfer/markdown-export";
import { RIPPLE_EXPORT_FORMAT, RIPPLE_EXPORT_VERSION } from "../../domain/transfer/ripple-import";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryQueries } from "../db/entry-queries";
import type { ProfileQueries } from "../db/profile-queries";
import { HttpError } from "../lib/http-error";
import { parseWith } from "../lib/parse";
import { PRIVATE_JOURNAL_MESSAGES } from "../../domain/private-journal/messages";
import type { MediaItem } from "../../domain/contract/media";
import type { HashedMedia } from "../../domain/transfer/dayone-export";
import { dayOneExport } from "../../domain/transfer/dayone-export";
import type { JournalEntry } from "../../domain/types";
import type { Logger } from "../lib/logger";
import type { MediaService } from "../media/media-service";

interface ExportDeps {
  entries: Pick<EntryQueries, "all">;
  profiles: Pick<ProfileQueries, "get">;
  now: () => Date;
  /** The entries' photos and recordings (the Day One export carries them). */
  media?: Pick<MediaService, "open" | "listForEntries">;
  logger?: Pick<Logger, "error">;
}

/** Entry ids looked up per query. */
const MEDIA_LOOKUP_BATCH = 500;

async function mediaOf(media: ExportDeps["media"], userId: string, entries: readonly JournalEntry[]): Promise<Map<string, MediaItem[]>> {
  const all = new Map<string, MediaItem[]>();
  if (!media) return all;
  for (let at = 0; at < entries.length; at += MEDIA_LOOKUP_BATCH) {
    const found = await media.listForEntries(
      userId,
      entries.slice(at, at + MEDIA_LOOKUP_BATCH).map((entry) => entry.id),
    );
    for (const [entryId, items] of found) all.set(entryId, items);
  }
  return all;
}

/** The item's bytes as a stream, read from the store as they are sent. */
async function itemStream(
  media: NonNullable<ExportDeps["media"]>,
  userId: string,
  item: { entryId: string; id: string },
): Promise<Readable> {
  const opened = await media.open(userId, item.entryId, item.id);
  if (!opened) throw new Error("media item gone");
  return Readable.from(opened.body);
}

async function md5Of(media: NonNullable<ExportDeps["media"]>, userId: string, item: MediaItem): Promise<string> {
  const hash = createHash("md5");
  for await (const chunk of await itemStream(media, userId, item)) hash.update(chunk as Uint8Array);
  return hash.digest("hex");
}

function attachment(c: Context, name: string): void {
  c.header("content-disposition", `attachment; filename="${name}"`);
}

export function exportRoutes({ entries, profiles, now, media, logger }: ExportDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = requireUser(c);
    const { format, tz } = parseWith(ExportQuerySchema, c.req.query());
    const exportedAt = now().toISOString();
    const base = `ripple-export-${exportedAt.slice(0, 10)}`;
    // readable entries, and those that could not be opened or were sealed in the browser (decision 013)
    const set = await entries.all(user.id);
    // A private journal's entries are ciphertext to this server (decision 021): it says so in the file.
    const notice = set.sealed.length > 0 ? PRIVATE_JOURNAL_MESSAGES.exportSealed(set.sealed.length) : undefined;
    if (format === "markdown") {
      const notes = markdownExportFiles(set.entries, tz);
      if (notice) notes.push({ name: "PRIVATE-JOURNAL.txt", text: `${notice}\n` });
      const files = Object.fromEntries(notes.map((file) => [file.name, new TextEncoder().encode(file.text)] as const));
      const zip = zipSync(files, { level: 6, mtime: now() });
      attachment(c, `${base}.zip`);
      c.header("content-type", "application/zip");
      return c.body(zip, 200);
    }
    if (format === "dayone") {
      if (notice) throw new HttpError(409, "private_journal", notice);
      const byEntry = await mediaOf(media, user.id, set.entries);
      const hashed: { entry: JournalEntry; media: HashedMedia[] }[] = [];
      // oldest first, as Day One lists a journal
      for (const entry of [...set.entries].reverse()) {
        const items: HashedMedia[] = [];
        // sealed items are a private journal's, opened only in the browser
        for (const item of (byEntry.get(entry.id) ?? []).filter((one) => !one.sealed)) {
          items.push({ ...item, md5: await md5Of(media!, user.id, item) });
        }
        hashed.push({ entry, media: items });
      }
      const { journal, files } = dayOneExport(hashed);
      const zip = new yazl.ZipFile();
      const mtime = now();
      zip.addBuffer(Buffer.from(JSON.stringify(journal, null, 2), "utf8"), "Journal.json", { mtime, compress: true });
      for (const file of files) {
        // photos and recordings are compressed already: stored as they are
        zip.addReadStreamLazy(file.path, { mtime, compress: false, size: file.byteSize }, (done) => {
          itemStream(media!, user.id, { entryId: file.entryId, id: file.mediaId }).then(
            (stream) => done(null, stream),
            (error: unknown) => done(error, Readable.from([])),
          );
        });
      }
      zip.end();
      const output = zip.outputStream as Readable;
      zip.on("error", (error: Error) => {
        logger?.error({ err: { name: error.name } }, "day one export failed");
        output.destroy(error);
      });
      attachment(c, `${base}-dayone.zip`);
      c.header("content-type", "application/zip");
      return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>, 200);
    }
    if (format === "csv") {
      if (notice) throw new HttpError(409, "private_journal", notice);
      attachment(c, `${base}.csv`);
      c.header("content-type", "text/csv; charset=utf-8");
      return c.body(entriesToCsv(set.entries), 200);
    }
    const body: RippleExport = {
      format: RIPPLE_EXPORT_FORMAT,
      version: RIPPLE_EXPORT_VERSION,
      exportedAt,
      user: { id: user.id, email: user.email, name: user.name },
      profile: await profiles.get(user.id),
      ...set,
      ...(notice ? { notice } : {}),
    };
    attachment(c, `${base}.json`);
    return c.json(body, 200);
  });
}
