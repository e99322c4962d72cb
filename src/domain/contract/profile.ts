// Onboarding consent: GET /api/profile, PUT /api/profile/consent.
import { z } from "zod";

export const ConsentRequestSchema = z.strictObject({
  hasAgreedToTerms: z.literal(true, { error: "hasAgreedToTerms must be true" }),
  dataUseAcknowledged: z.literal(true, { error: "dataUseAcknowledged must be true" }),
});
export type ConsentRequest = z.input<typeof ConsentRequestSchema>;

/** Time stamps are ISO strings, null until consent is given. */
export const ProfileSchema = z.object({
  hasAgreedToTerms: z.boolean(),
  termsAgreedAt: z.string().nullable(),
  dataUseAcknowledgedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Profile = z.output<typeof ProfileSchema>;
