// Account rights: deletion (DELETE /api/account), which asks for
// the password again, or for an account without one the typed word DELETE after a recent sign-in.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { DeleteAccountRequest } from "../../../../domain/account/account-schema";
import { DeleteAccountResponseSchema } from "../../../../domain/contract/account";
import type { DeleteAccountResponse } from "../../../../domain/contract/account";
import { requestJson } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { authErrorMessage } from "../../../lib/auth-error";
import { accountKeys } from "../../../lib/query-keys";
import { pathOf, routes } from "../../../../domain/contract/routes";

function deleteAccount(input: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return requestJson(routes.accountDelete.method, pathOf(routes.accountDelete), DeleteAccountResponseSchema, input);
}

export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
}

interface SignInMethods {
  hasPassword: boolean;
}

async function getSignInMethods(): Promise<SignInMethods> {
  const result = await authClient.listAccounts();
  if (result.error) throw new Error(authErrorMessage(result.error, "Could not read how you sign in."));
  return { hasPassword: result.data.some((account) => account.providerId === "credential") };
}

/** Whether this account has a password (read when the deletion is being confirmed). */
export function useSignInMethods(email: string, enabled: boolean) {
  return useQuery({ queryKey: accountKeys.signInMethods(email), queryFn: getSignInMethods, enabled, retry: false });
}
