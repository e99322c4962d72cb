// Onboarding consent: GET /api/profile, PUT /api/profile/consent.
import { api } from "../../../lib/api-client";

export interface Profile {
  hasAgreedToTerms: boolean;
  termsAgreedAt: string | null;
  dataUseAcknowledgedAt: string | null;
}

export function getProfile(): Promise<Profile> {
  return api.get<Profile>("/api/profile");
}

export function putConsent(): Promise<Profile> {
  return api.put<Profile>("/api/profile/consent", { hasAgreedToTerms: true, dataUseAcknowledged: true });
}
