// Cloud-AI use per user per day, for the optional AI_DAILY_LIMIT allowance: reflections and chat
// turns (count), generated greetings (greetings) and characters sent to the cloud voice (speech_chars).
import { and, eq, sql } from "drizzle-orm";
import { SPEECH_CHARS_PER_AI_USE } from "../../domain/voice/speech-limits";
import type { Db } from "./create-db";
import { aiUsage } from "./schema";

type Counter = "count" | "greetings" | "speechChars";

/** The allowance's day: the UTC date. */
export function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function createUsageQueries(db: Db) {
  /** Adds `amount` to today's counter if it stays within `limit`; false (nothing taken) otherwise. */
  async function take(counter: Counter, userId: string, day: string, amount: number, limit: number): Promise<boolean> {
    if (amount > limit) return false;
    const column = aiUsage[counter];
    const taken = await db
      .insert(aiUsage)
      .values({ userId, day, [counter]: amount })
      .onConflictDoUpdate({
        target: [aiUsage.userId, aiUsage.day],
        set: { [counter]: sql`${column} + ${amount}` },
        setWhere: sql`${column} + ${amount} <= ${limit}`,
      })
      .returning({ value: column });
    return taken.length > 0;
  }

  return {
    /** Takes one use (a reflection or a chat turn) if fewer than `limit` were taken today; false when used up. */
    tryTake: (userId: string, day: string, limit: number) => take("count", userId, day, 1, limit),

    /** Takes one generated greeting if fewer than `limit` were generated today. */
    tryTakeGreeting: (userId: string, day: string, limit: number) => take("greetings", userId, day, 1, limit),

    /** Takes `chars` characters of cloud voice if today's total stays within `limitChars`. */
    tryTakeSpeech: (userId: string, day: string, chars: number, limitChars: number) => take("speechChars", userId, day, chars, limitChars),

    async usedOn(userId: string, day: string): Promise<{ count: number; greetings: number; speechChars: number }> {
      const [row] = await db
        .select()
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
      return { count: row?.count ?? 0, greetings: row?.greetings ?? 0, speechChars: row?.speechChars ?? 0 };
    },
  };
}

export type UsageQueries = ReturnType<typeof createUsageQueries>;

export interface AiAllowanceDeps {
  usage: UsageQueries;
  /** AI_DAILY_LIMIT; undefined: no allowance, everything is allowed. */
  dailyLimit?: number;
  now: () => Date;
}

/** The greeting's and the cloud voice's shares of AI_DAILY_LIMIT (reflections and chat take theirs in reflection-service). */
export function createAiAllowance({ usage, dailyLimit, now }: AiAllowanceDeps) {
  return {
    /** One generated greeting a day per use of the allowance. */
    greeting: async (userId: string): Promise<boolean> =>
      dailyLimit === undefined || usage.tryTakeGreeting(userId, usageDay(now()), dailyLimit),
    /** SPEECH_CHARS_PER_AI_USE characters of cloud voice a day per use of the allowance. */
    speech: async (userId: string, chars: number): Promise<boolean> =>
      dailyLimit === undefined || usage.tryTakeSpeech(userId, usageDay(now()), chars, dailyLimit * SPEECH_CHARS_PER_AI_USE),
  };
}
