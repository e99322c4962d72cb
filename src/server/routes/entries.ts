// GET /api/entries (mine, newest first, cursor-paginated), POST /api/entries (idempotent on the client id),
// DELETE /api/entries/:id (another user's id answers 404, exactly as a missing one).
import { Hono } from "hono";
import type { EntryPageResponse, SavedEntryResponse } from "../../domain/contract/entries";
import { EntryIdSchema, EntryInputSchema, EntryListQuerySchema } from "../../domain/contract/entries";
import { ENTRY_MESSAGES } from "../../domain/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryQueries } from "../db/entry-queries";
import { decodeCursor } from "../db/entry-queries";
import { HttpError, errorBody } from "../lib/http-error";
import { parseJsonBody, parseWith } from "../lib/parse";

export function entryRoutes(entries: EntryQueries) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.loadNoUser);
      const query = parseWith(EntryListQuerySchema, c.req.query());
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (cursor === null) throw new HttpError(400, "invalid_input", "cursor: not a cursor this server issued");
      const page: EntryPageResponse = await entries.list(user.id, { limit: query.limit, cursor });
      return c.json(page, 200);
    })
    .post("/", async (c) => {
      const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
      const input = await parseJsonBody(c, EntryInputSchema);
      const saved = await entries.save(user.id, input);
      if (!saved) return c.json(errorBody("conflict", "An entry with this id already exists."), 409);
      return c.json({ entry: saved.entry } satisfies SavedEntryResponse, saved.created ? 201 : 200);
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
