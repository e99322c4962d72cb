// GET /api/export?format=json|markdown|csv (&tz=Europe/Paris): all my data, to keep or to take
// elsewhere. `json` (the default) is Ripple's lossless export (RippleExportSchema), which
// POST /api/import reads back exactly; `markdown` a ZIP of one note per entry (Obsidian-ready,
// file names and dates in `tz`, UTC without it); `csv` one row per entry (RFC 4180, UTF-8 with a
// BOM). The formatting is src/domain/transfer's; this file wraps it in HTTP.
import { zipSync } from "fflate";
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

interface ExportDeps {
  entries: Pick<EntryQueries, "all">;
  profiles: Pick<ProfileQueries, "get">;
  now: () => Date;
}

function attachment(c: Context, name: string): void {
  c.header("content-disposition", `attachment; filename="${name}"`);
}

export function exportRoutes({ entries, profiles, now }: ExportDeps) {
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
