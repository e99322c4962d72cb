// DELETE /api/account: the password again (or, without one, the typed word after a recent
// sign-in; request rules in domain/account/account-schema.ts) → {deleted: true}.
import { z } from "zod";

export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true) }).strict();
export type DeleteAccountResponse = z.output<typeof DeleteAccountResponseSchema>;
