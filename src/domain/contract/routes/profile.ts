// A person's onboarding consent. Part of the route table (../routes.ts, decision 056).
import { ConsentRequestSchema, ProfileSchema } from "../profile";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

export const profileRoutes = {
  profile: {
    method: "GET",
    path: "/api/profile",
    summary: "My onboarding consent.",
    signedIn: true,
    statuses: ok,
    response: ProfileSchema,
  },
  profileConsent: {
    method: "PUT",
    path: "/api/profile/consent",
    summary: "Agree to the terms and the use of data.",
    signedIn: true,
    body: ConsentRequestSchema,
    statuses: ok,
    response: ProfileSchema,
  },
} as const satisfies Record<string, RouteDefinition>;
