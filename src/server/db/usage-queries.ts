// Cloud-AI calls per user per day, for the optional AI_DAILY_LIMIT allowance.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./create-db";
import { aiUsage } from "./schema";

export function createUsageQueries(db: Db) {
  return {
    /** Takes one use if fewer than `limit` were taken today; false when the allowance is used up. */
    async tryTake(userId: string, day: string, limit: number): Promise<boolean> {
      const taken = await db
        .insert(aiUsage)
        .values({ userId, day, count: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { count: sql`${aiUsage.count} + 1` },
          setWhere: sql`${aiUsage.count} < ${limit}`,
        })
        .returning({ count: aiUsage.count });
      return limit > 0 && taken.length > 0;
    },

    async usedOn(userId: string, day: string): Promise<number> {
      const [row] = await db.select().from(aiUsage).where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
      return row?.count ?? 0;
    },
  };
}

export type UsageQueries = ReturnType<typeof createUsageQueries>;
