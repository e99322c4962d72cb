// "Delete my account": confirmed with the password, or for an account that signs in through
// Google or single sign-on with the typed word DELETE (the server also wants a recent sign-in).
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { DELETE_CONFIRMATION } from "../../../../domain/account/account-schema";
import { getErrorMessage } from "../../../lib/api-client";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { useDeleteAccount, useSignInMethods } from "../api/account";

const input =
  "block w-full rounded-xl border-0 bg-white px-3 py-2 text-slate-800 ring-1 ring-slate-200 focus:ring-2 focus:ring-rose-300 focus:outline-none";

export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const methods = useSignInMethods(email, confirming);
  const remove = useDeleteAccount(onDeleted);
  const fieldId = useId();

  if (!confirming) {
    return (
      <Button variant="secondary" size="sm" className="text-rose-700!" onClick={() => setConfirming(true)}>
        Delete my account
      </Button>
    );
  }
  if (methods.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-3.5" /> Checking how you sign in…
      </p>
    );
  }
  const hasPassword = methods.data?.hasPassword ?? true;

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("confirmation") ?? "");
    remove.mutate(hasPassword ? { password: value } : { confirm: value.trim() as typeof DELETE_CONFIRMATION });
  }

  return (
    <form onSubmit={submit} className="grid w-full gap-2" aria-label="Confirm account deletion">
      <label htmlFor={fieldId} className="text-sm text-slate-700">
        {hasPassword ? "Enter your password to confirm" : `Type ${DELETE_CONFIRMATION} to confirm`}
      </label>
      <input
        id={fieldId}
        name="confirmation"
        type={hasPassword ? "password" : "text"}
        autoComplete={hasPassword ? "current-password" : "off"}
        required
        autoFocus
        className={input}
      />
      {remove.isError && (
        <p role="alert" className="text-sm text-rose-700">
          {getErrorMessage(remove.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={remove.isPending}>
          {remove.isPending && <Spinner className="size-3.5" />}
          Yes, delete everything
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          Keep my account
        </Button>
      </div>
    </form>
  );
}
