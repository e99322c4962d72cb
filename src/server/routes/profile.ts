// Onboarding consent: GET /api/profile, PUT /api/profile/consent.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { ProfileQueries } from "../db/profile-queries";
import { parseJsonBody } from "../lib/parse";

const ConsentSchema = z
  .object({
    hasAgreedToTerms: z.literal(true, { error: "hasAgreedToTerms must be true" }),
    dataUseAcknowledged: z.literal(true, { error: "dataUseAcknowledged must be true" }),
  })
  .strict();

export function profileRoutes(profiles: ProfileQueries, now: () => Date) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c);
      return c.json(await profiles.get(user.id), 200);
    })
    .put("/consent", async (c) => {
      const user = requireUser(c);
      await parseJsonBody(c, ConsentSchema);
      return c.json(await profiles.recordConsent(user.id, now()), 200);
    });
}
