// GDPR-style rights: GET /api/export (all my data as JSON), DELETE /api/account (me and all my data).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { Db } from "../db/create-db";
import type { EntryQueries } from "../db/entry-queries";
import type { ProfileQueries } from "../db/profile-queries";
import { user as userTable } from "../db/schema";

interface AccountDeps {
  db: Db;
  entries: EntryQueries;
  profiles: ProfileQueries;
  now: () => Date;
}

export function exportRoutes({ entries, profiles, now }: AccountDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = requireUser(c);
    const body = {
      exportedAt: now().toISOString(),
      user: { id: user.id, email: user.email, name: user.name },
      profile: await profiles.get(user.id),
      // readable entries, and those that could not be opened or were sealed in the browser (decision 013)
      ...(await entries.all(user.id)),
    };
    c.header("content-disposition", `attachment; filename="ripple-export-${body.exportedAt.slice(0, 10)}.json"`);
    return c.json(body, 200);
  });
}

export function accountRoutes({ db }: AccountDeps) {
  return new Hono<AppEnv>().delete("/", async (c) => {
    const user = requireUser(c);
    // Sessions, accounts, profile, entries and usage cascade from the user row.
    await db.delete(userTable).where(eq(userTable.id, user.id));
    return c.json({ deleted: true }, 200);
  });
}
