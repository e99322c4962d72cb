// Onboarding consent: GET /api/profile, PUT /api/profile/consent.
import type { ConsentRequest, Profile } from "../../../../domain/contract/profile";
import { ProfileSchema } from "../../../../domain/contract/profile";
import { api } from "../../../lib/api-client";

export type { Profile };

export function getProfile(): Promise<Profile> {
  return api.get("/api/profile", ProfileSchema);
}

export function putConsent(): Promise<Profile> {
  const consent: ConsentRequest = { hasAgreedToTerms: true, dataUseAcknowledged: true };
  return api.put("/api/profile/consent", ProfileSchema, consent);
}
