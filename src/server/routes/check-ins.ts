// POST /api/check-ins (decision 048): a feeling and its strength, with an optional line, saved as an
// entry of kind "check-in". Refused (409) while the journal is private, as every write in the clear
// is: a private journal seals its check-ins in the browser.
import { Hono } from "hono";
import type { CheckInResponse } from "../../domain/contract/check-ins";
import { CheckInRequestSchema } from "../../domain/contract/check-ins";
import { ENTRY_MESSAGES } from "../../domain/messages";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { Logger } from "../lib/logger";
import type { PrivateGuard } from "../lib/private-guard";
import { parseJsonBody } from "../lib/parse";
import { requestLocale } from "../lib/request-locale";
import type { CheckInService } from "../reflection/check-in-service";

export interface CheckInRouteDeps {
  checkIns: CheckInService;
  logger: Logger;
  guard: PrivateGuard;
}

export function checkInRoutes({ checkIns, logger, guard }: CheckInRouteDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const user = requireUser(c, ENTRY_MESSAGES.saveNoUser);
    const body = await parseJsonBody(c, CheckInRequestSchema);
    await guard(user.id);
    const { result, entry, created } = await checkIns.checkIn(user.id, body, requestLocale(c, body.locale));
    // the id and whether the line held crisis language; never the line itself
    logger.info({ userId: user.id, entryId: entry.id, crisis: result.analysis.crisis }, "check-in");
    return c.json({ result, entry } satisfies CheckInResponse, created ? 201 : 200);
  });
}
