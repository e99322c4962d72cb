// GET /api/entries (mine, newest first, cursor-paginated), GET /api/entries/changes (what changed since a
// sync cursor, decision 016), POST /api/entries (idempotent on the client id), PATCH /api/entries/:id
// (the author's edit, 409 when stale), POST /api/entries/:id/reanalyse, DELETE /api/entries/:id, and
// for a private journal (decision 021) PUT /api/entries/:id/sealed (an entry sealed in the browser) and
// PUT /api/entries/:id (an ordinary entry in place of a sealed one, while turning it off). While the
// journal is private, the writes that would keep words in the clear answer 409.
// Another user's id answers 404, exactly as a missing one.
import { Hono } from "hono";
import type { Context } from "hono";
import type { z } from "zod";
import type {
  EntryChangesResponse,
  EntryEditConflictSchema,
  EntryPageResponse,
  ReanalysedEntryResponse,
  SavedEntryResponse,
} from "../../domain/contract/entries";
import {
  EntryChangesQuerySchema,
  EntryEditSchema,
  EntryIdSchema,
  EntryInputSchema,
  EntryListQuerySchema,
  OpenedEntryWriteSchema,
  SealedEntryWriteSchema,
} from "../../domain/contract/entries";
import type { SealedEntryWritten } from "../../domain/contract/entries";
import { base64ToBytes } from "../../domain/lib/base64";
import { PRIVATE_JOURNAL_MESSAGES } from "../../domain/private-journal/messages";
import { envelopeOwner, ENVELOPE_OVERHEAD } from "../../domain/entries/envelope";
import type { PrivateJournalQueries } from "../db/private-journal-queries";
import type { PrivateGuard } from "../lib/private-guard";
import { EDIT_MESSAGES } from "../../domain/entries/edit-messages";
import { ENTRY_MESSAGES } from "../../domain/messages";
import type { JournalEntry } from "../../domain/types";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryQueries } from "../db/entry-queries";
import { decodeCursor } from "../db/entry-queries";
import { HttpError, errorBody } from "../lib/http-error";
import { parseJsonBody, parseWith } from "../lib/parse";
import { requestLocale } from "../lib/request-locale";
import type { ReflectionService } from "../reflection/reflection-service";

export interface EntryRouteDeps {
  entries: EntryQueries;
  reflections: Pick<ReflectionService, "reanalyse">;
  journals: Pick<PrivateJournalQueries, "get" | "putSealed">;
  guard: PrivateGuard;
  now: () => Date;
}

/** The :id of the path, or a 404 as for a missing entry. */
function entryId(c: Context<AppEnv>): string {
  const id = EntryIdSchema.safeParse(c.req.param("id"));
  if (!id.success) throw new HttpError(404, "not_found", EDIT_MESSAGES.notFound);
  return id.data;
}

const conflictBody = (entry: JournalEntry, message: string): z.input<typeof EntryEditConflictSchema> => ({
  error: { code: "edit_conflict", message },
  entry,
});

/** The envelope's bytes when it is one the browser sealed; a 400 otherwise. */
function browserEnvelope(base64: string): Buffer {
  const bytes = base64ToBytes(base64);
  if (!bytes || bytes.length < ENVELOPE_OVERHEAD || envelopeOwner(bytes[0]!) !== "browser") {
    throw new HttpError(400, "invalid_input", PRIVATE_JOURNAL_MESSAGES.notABrowserEnvelope);
  }
  return Buffer.from(bytes);
}

export function entryRoutes({ entries, reflections, journals, guard, now }: EntryRouteDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.loadNoUser);
      const query = parseWith(EntryListQuerySchema, c.req.query());
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (cursor === null) throw new HttpError(400, "invalid_input", "cursor: not a cursor this server issued");
      const page: EntryPageResponse = await entries.list(user.id, { limit: query.limit, cursor });
      return c.json(page, 200);
    })
    .get("/changes", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.loadNoUser);
      const query = parseWith(EntryChangesQuerySchema, c.req.query());
      const since = entries.openChangeCursor(user.id, query.since);
      if (since === null)
        throw new HttpError(400, "invalid_input", "since: not a sync cursor this server issued; sync again from the beginning");
      const changes: EntryChangesResponse = await entries.changes(user.id, { since, limit: query.limit });
      return c.json(changes, 200);
    })
    .post("/", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
      const input = await parseJsonBody(c, EntryInputSchema);
      await guard(user.id);
      const saved = await entries.save(user.id, input);
      if (!saved) return c.json(errorBody("conflict", "An entry with this id already exists."), 409);
      return c.json({ entry: saved.entry } satisfies SavedEntryResponse, saved.created ? 201 : 200);
    })
    .patch("/:id", async (c) => {
      const user = requireUser(c, EDIT_MESSAGES.editNoUser);
      const id = entryId(c);
      const edit = await parseJsonBody(c, EntryEditSchema);
      await guard(user.id);
      const outcome = await entries.edit(user.id, id, { ...edit, at: now() });
      if (outcome.kind === "not_found") throw new HttpError(404, "not_found", EDIT_MESSAGES.notFound);
      if (outcome.kind === "not_editable") throw new HttpError(422, "not_editable", EDIT_MESSAGES.notEditable);
      if (outcome.kind === "conflict") return c.json(conflictBody(outcome.entry, EDIT_MESSAGES.conflict), 409);
      return c.json({ entry: outcome.entry } satisfies SavedEntryResponse, 200);
    })
    .post("/:id/reanalyse", async (c) => {
      const user = requireUser(c, EDIT_MESSAGES.editNoUser);
      const id = entryId(c);
      await guard(user.id);
      const outcome = await reflections.reanalyse(user.id, id, requestLocale(c, undefined));
      if (outcome.kind === "not_found") throw new HttpError(404, "not_found", EDIT_MESSAGES.notFound);
      if (outcome.kind === "not_editable") throw new HttpError(422, "not_editable", EDIT_MESSAGES.notEditable);
      if (outcome.kind === "conflict") return c.json(conflictBody(outcome.entry, EDIT_MESSAGES.changedWhileAnalysing), 409);
      return c.json({ entry: outcome.entry, aiResponse: outcome.result.aiResponse } satisfies ReanalysedEntryResponse, 200);
    })
    .put("/:id/sealed", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
      const id = entryId(c);
      const body = await parseJsonBody(c, SealedEntryWriteSchema);
      const envelope = browserEnvelope(body.envelope);
      if (!(await journals.get(user.id))) throw new HttpError(409, "no_private_journal", PRIVATE_JOURNAL_MESSAGES.notOn);
      const written = await journals.putSealed(user.id, id, envelope, body.createdAt ? new Date(body.createdAt) : undefined);
      const { created, ...stamps } = written;
      return c.json(stamps satisfies SealedEntryWritten, created ? 201 : 200);
    })
    .put("/:id", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
      const id = entryId(c);
      const input = await parseJsonBody(c, OpenedEntryWriteSchema);
      if (input.id !== id) throw new HttpError(400, "invalid_input", "id: must be the id in the path");
      if ((await journals.get(user.id))?.status !== "disabling") {
        throw new HttpError(409, "not_disabling", PRIVATE_JOURNAL_MESSAGES.notDisabling);
      }
      const { id: _id, ...payload } = input;
      const entry = await entries.unseal(user.id, id, payload);
      if (!entry) throw new HttpError(404, "not_found", EDIT_MESSAGES.notFound);
      return c.json({ entry } satisfies SavedEntryResponse, 200);
    })
    .delete("/:id", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.deleteNoUser);
      const id = EntryIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return c.json(errorBody("not_found", "Entry not found."), 404);
      const removed = await entries.remove(user.id, id.data);
      if (!removed) return c.json(errorBody("not_found", "Entry not found."), 404);
      return c.body(null, 204);
    });
}
