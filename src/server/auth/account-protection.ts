// A better-auth plugin that applies the per-account attempt limit to password sign-in and to
// two-factor codes (TOTP and backup codes) at sign-in. Before the endpoint runs, the attempt is
// counted (or refused with 429 while the account waits); a success forgets the failures.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { lockedMessage } from "../../domain/account/account-throttle";
import type { AccountThrottle } from "./account-throttle";

const SIGN_IN_PATH = "/sign-in/email";
const TWO_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
/** better-auth's two-factor plugin keeps the pending sign-in in this signed cookie. */
const TWO_FACTOR_COOKIE = "two_factor";

const ACCOUNT_LOCKED_CODE = "ACCOUNT_TEMPORARILY_LOCKED";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const guarded = (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH || TWO_FACTOR_PATHS.has(ctx.path ?? "");

async function pendingTwoFactorUser(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null; // a signed-in person confirming set-up, or no pending sign-in at all
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

async function attemptKey(ctx: HookContext, throttle: AccountThrottle): Promise<string | null> {
  if (ctx.path === SIGN_IN_PATH) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? throttle.passwordKey(email) : null;
  }
  const userId = await pendingTwoFactorUser(ctx);
  return userId ? throttle.twoFactorKey(userId) : null;
}

function successKey(ctx: HookContext, throttle: AccountThrottle): string | null {
  if (ctx.path === SIGN_IN_PATH) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? throttle.passwordKey(email) : null;
  }
  const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
  return typeof returned?.user?.id === "string" ? throttle.twoFactorKey(returned.user.id) : null;
}

export function accountProtection(throttle: AccountThrottle) {
  return {
    id: "ripple-account-protection",
    hooks: {
      before: [
        {
          matcher: guarded,
          handler: createAuthMiddleware(async (ctx) => {
            const key = await attemptKey(ctx, throttle);
            if (!key) return;
            const verdict = await throttle.begin(key);
            if (verdict.allowed) return;
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: ACCOUNT_LOCKED_CODE, message: lockedMessage(verdict.retryAfterMs) },
              { "retry-after": String(Math.ceil(verdict.retryAfterMs / 1000)) },
            );
          }),
        },
      ],
      after: [
        {
          matcher: guarded,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned === undefined || isAPIError(ctx.context.returned)) return;
            const key = successKey(ctx, throttle);
            if (key) await throttle.succeed(key);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
