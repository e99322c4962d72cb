// DELETE /api/account: me and all my data (the export, the other GDPR-style right, is export.ts).
// Deleting asks for the password again (or, for an account without one, a sign-in within the
// last 10 minutes plus the typed word DELETE) and clears the session cookies. Decision 012.
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION, DeleteAccountRequestSchema } from "../../domain/account/account-schema";
import { lockedMessage } from "../../domain/account/account-throttle";
import type { Auth } from "../auth/create-auth";
import type { AppEnv, SessionUser } from "../auth/session";
import { requireUser } from "../auth/session";
import type { Db } from "../db/create-db";
import { account as accountTable, user as userTable } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { parseJsonBody } from "../lib/parse";
import type { MediaService } from "../media/media-service";

/** An account without a password proves it is its owner by a sign-in this recent. */
const FRESH_SIGN_IN_MS = 10 * 60_000;

interface AccountDeps {
  db: Db;
  now: () => Date;
  media: Pick<MediaService, "deleteForUser">;
}

async function passwordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accountTable.password })
    .from(accountTable)
    .where(and(eq(accountTable.userId, userId), eq(accountTable.providerId, "credential")));
  return row?.password ?? null;
}

async function confirmWithPassword(auth: Auth, user: SessionUser, hash: string, password: string | undefined): Promise<void> {
  if (!password) throw new HttpError(400, "password_required", ACCOUNT_MESSAGES.passwordRequired);
  const key = auth.throttle.passwordKey(user.email);
  const verdict = await auth.throttle.begin(key);
  if (!verdict.allowed) throw new HttpError(429, "account_temporarily_locked", lockedMessage(verdict.retryAfterMs));
  const context = await auth.$context;
  if (!(await context.password.verify({ hash, password }))) {
    throw new HttpError(403, "incorrect_password", ACCOUNT_MESSAGES.passwordIncorrect);
  }
  await auth.throttle.succeed(key);
}

function confirmWithFreshSignIn(c: Context<AppEnv>, confirm: string | undefined, now: Date): void {
  if (confirm !== DELETE_CONFIRMATION) throw new HttpError(400, "confirmation_required", ACCOUNT_MESSAGES.confirmationRequired);
  const startedAt = c.get("sessionStartedAt");
  if (!startedAt || now.getTime() - startedAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new HttpError(403, "reauthentication_required", ACCOUNT_MESSAGES.reauthenticate);
  }
}

async function clearSessionCookies(c: Context<AppEnv>, auth: Auth): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    deleteCookie(c, cookie.name, {
      path: cookie.attributes.path ?? "/",
      secure: cookie.name.startsWith("__Secure-") || cookie.attributes.secure === true,
      httpOnly: true,
      sameSite: "Lax",
    });
  }
}

export function accountRoutes({ db, now, auth, media }: AccountDeps & { auth: Auth }) {
  return new Hono<AppEnv>().delete("/", async (c) => {
    const user = requireUser(c);
    const request = await parseJsonBody(c, DeleteAccountRequestSchema);
    const hash = await passwordHash(db, user.id);
    if (hash) await confirmWithPassword(auth, user, hash, request.password);
    else confirmWithFreshSignIn(c, request.confirm, now());
    // Media bytes first (an S3 bucket is outside the database); sessions, accounts, profile,
    // entries, media rows and usage cascade from the user row.
    await media.deleteForUser(user.id);
    await db.delete(userTable).where(eq(userTable.id, user.id));
    await clearSessionCookies(c, auth);
    return c.json({ deleted: true }, 200);
  });
}
