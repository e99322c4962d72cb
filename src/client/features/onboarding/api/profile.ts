// Onboarding consent: GET /api/profile, PUT /api/profile/consent.
import type { ConsentRequest, Profile } from "../../../../domain/contract/profile";
import { ProfileSchema } from "../../../../domain/contract/profile";
import { api } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

export type { Profile };

export function getProfile(): Promise<Profile> {
  return api.get(pathOf(routes.profile), ProfileSchema);
}

export function putConsent(): Promise<Profile> {
  const consent: ConsentRequest = { hasAgreedToTerms: true, dataUseAcknowledged: true };
  return api.put(pathOf(routes.profileConsent), ProfileSchema, consent);
}
