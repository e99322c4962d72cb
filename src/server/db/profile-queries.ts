// user_profiles: consent state, upserted on user id.
import { eq } from "drizzle-orm";
import type { Db } from "./create-db";
import { userProfiles } from "./schema";

export interface Profile {
  hasAgreedToTerms: boolean;
  termsAgreedAt: string | null;
  dataUseAcknowledgedAt: string | null;
  updatedAt: string | null;
}

const EMPTY_PROFILE: Profile = { hasAgreedToTerms: false, termsAgreedAt: null, dataUseAcknowledgedAt: null, updatedAt: null };

export function createProfileQueries(db: Db) {
  return {
    async get(userId: string): Promise<Profile> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      if (!row) return EMPTY_PROFILE;
      return {
        hasAgreedToTerms: row.hasAgreedToTerms,
        termsAgreedAt: row.termsAgreedAt?.toISOString() ?? null,
        dataUseAcknowledgedAt: row.dataUseAcknowledgedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async recordConsent(userId: string, now: Date): Promise<Profile> {
      const values = { hasAgreedToTerms: true, termsAgreedAt: now, dataUseAcknowledgedAt: now, updatedAt: now };
      await db
        .insert(userProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userProfiles.userId, set: values });
      return this.get(userId);
    },
  };
}

export type ProfileQueries = ReturnType<typeof createProfileQueries>;
