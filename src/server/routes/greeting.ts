// GET /api/greeting?hour=H: the personalised prompt line from my last entries, trend and time of day.
import { Hono } from "hono";
import { CONTEXT_ENTRY_COUNT, GREETING_GENERATION } from "../../domain/constants";
import type { GreetingResponse } from "../../domain/contract/greeting";
import { GreetingQuerySchema } from "../../domain/contract/greeting";
import { displayFirstName } from "../../domain/account/display-name";
import {
  acceptGeneratedGreeting,
  buildGreetingPrompt,
  greetingEntryOf,
  localGreeting,
  shouldGenerateGreeting,
} from "../../domain/replies/greeting";
import type { GreetingInput } from "../../domain/replies/greeting";
import { timeOfDay } from "../../domain/lib/time-of-day";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { EntryQueries } from "../db/entry-queries";
import { parseWith } from "../lib/parse";
import type { TextGenerator } from "../providers/types";

const GREETING_DEADLINE_MS = 5_000;

export interface GreetingDeps {
  entries: EntryQueries;
  text?: TextGenerator;
  now: () => Date;
  random: () => number;
  /** Takes one generated greeting from the person's daily AI allowance; false: the local greeting. */
  allowGreeting?: (userId: string) => Promise<boolean>;
}

export function greetingRoutes(deps: GreetingDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = requireUser(c);
    const query = parseWith(GreetingQuerySchema, c.req.query());
    const recent = await deps.entries.recent(user.id, CONTEXT_ENTRY_COUNT);
    const input: GreetingInput = {
      recentEntries: recent.map(greetingEntryOf),
      userName: displayFirstName({ fullName: user.name, email: user.email }),
      timeOfDay: timeOfDay(query.hour ?? deps.now().getHours()),
    };
    const allowed = async () => !deps.allowGreeting || (await deps.allowGreeting(user.id));
    if (deps.text && shouldGenerateGreeting(input.recentEntries) && (await allowed())) {
      try {
        const text = await deps.text.generate(
          { prompt: buildGreetingPrompt(input), ...GREETING_GENERATION },
          { deadline: Date.now() + GREETING_DEADLINE_MS },
        );
        const accepted = acceptGeneratedGreeting(text, input.userName, deps.random);
        if (accepted) return c.json({ greeting: accepted, generated: true } satisfies GreetingResponse, 200);
      } catch {
        // the local greeting below, as on any failure of the generated one
      }
    }
    return c.json({ greeting: localGreeting(input), generated: false } satisfies GreetingResponse, 200);
  });
}
