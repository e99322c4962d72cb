// The per-account attempt limit, stored in auth_throttle so it holds across instances
// (policy: src/domain/account/account-throttle.ts). Keys are HMACs, so no e-mail address is stored.
import { createHmac } from "node:crypto";
import { and, eq, lt, or, isNull } from "drizzle-orm";
import { lockRemainingMs, recordFailure } from "../../domain/account/account-throttle";
import type { Db } from "../db/create-db";
import { authThrottle } from "../db/schema";

/** Rows quiet for this long are removed when a new key is first seen. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface AccountThrottle {
  /** Key for password attempts on an e-mail address (whether or not an account has it). */
  passwordKey(email: string): string;
  /** Key for two-factor codes of one user. */
  twoFactorKey(userId: string): string;
  /** Counts the attempt as failed until `succeed` says otherwise; refuses (counting nothing) while locked. */
  begin(key: string): Promise<ThrottleVerdict>;
  /** The attempt succeeded: the account's failures are forgotten. */
  succeed(key: string): Promise<void>;
}

export function createAccountThrottle({ db, secret, now }: { db: Db; secret: string; now: () => Date }): AccountThrottle {
  const digest = (value: string) => createHmac("sha256", secret).update(value).digest("base64url");

  return {
    passwordKey: (email) => `password:${digest(email.trim().toLowerCase())}`,
    twoFactorKey: (userId) => `two-factor:${digest(userId)}`,

    begin(key) {
      return db.transaction(async (tx) => {
        const at = now();
        const created = await tx
          .insert(authThrottle)
          .values({ key, failures: 0, windowStartedAt: at, lockouts: 0 })
          .onConflictDoNothing()
          .returning({ key: authThrottle.key });
        if (created.length > 0) {
          const cutoff = new Date(at.getTime() - PRUNE_AFTER_MS);
          await tx
            .delete(authThrottle)
            .where(
              and(lt(authThrottle.windowStartedAt, cutoff), or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, cutoff))),
            );
        }
        const [row] = await tx.select().from(authThrottle).where(eq(authThrottle.key, key)).for("update");
        if (!row) return { allowed: true } as const;
        const retryAfterMs = lockRemainingMs(row, at);
        if (retryAfterMs > 0) return { allowed: false, retryAfterMs } as const;
        const next = recordFailure(row, at);
        await tx.update(authThrottle).set(next).where(eq(authThrottle.key, key));
        return { allowed: true } as const;
      });
    },

    async succeed(key) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}
