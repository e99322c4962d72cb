// Onboarding consent: GET /api/profile, PUT /api/profile/consent.
import { Hono } from "hono";
import type { Profile } from "../../domain/contract/profile";
import { ConsentRequestSchema } from "../../domain/contract/profile";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import type { ProfileQueries } from "../db/profile-queries";
import { parseJsonBody } from "../lib/parse";

export function profileRoutes(profiles: ProfileQueries, now: () => Date) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c);
      const profile: Profile = await profiles.get(user.id);
      return c.json(profile, 200);
    })
    .put("/consent", async (c) => {
      const user = requireUser(c);
      await parseJsonBody(c, ConsentRequestSchema);
      const profile: Profile = await profiles.recordConsent(user.id, now());
      return c.json(profile, 200);
    });
}
