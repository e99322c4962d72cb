// E-mail + password sign-in and account creation (always available).
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../../domain/account/account-schema";
import { SIGN_IN_COPY } from "../../../../domain/ui-copy";
import { getErrorMessage } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { authErrorMessage } from "../../../lib/auth-error";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";

interface Props {
  securePermission: () => Promise<unknown>;
  onError: (message: string | null) => void;
  onTwoFactor: () => void;
}

type Mode = "sign-in" | "sign-up";

const inputClass =
  "mt-1 block w-full rounded-2xl border-0 bg-slate-50 px-4 py-3 text-slate-800 ring-1 ring-slate-200 placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-violet-400 focus:outline-none";

export function EmailForm({ securePermission, onError, onTwoFactor }: Props) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [loading, setLoading] = useState(false);
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId() };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const name = String(form.get("name") ?? "").trim();
    onError(null);
    setLoading(true);
    try {
      await securePermission();
      if (mode === "sign-up") {
        const created = await authClient.signUp.email({ email, password, name: name || (email.split("@")[0] ?? "") });
        if (created.error) throw new Error(authErrorMessage(created.error, "Could not create your account."));
      }
      // Sign-up answers a new and a known address alike and starts no session (decision 012): sign in now.
      const result = await authClient.signIn.email({ email, password });
      if (result.error) {
        const createdFirst = mode === "sign-up" && result.error.status === 401;
        throw new Error(createdFirst ? ACCOUNT_MESSAGES.signUpThenSignInFailed : authErrorMessage(result.error, "Could not sign you in."));
      }
      if (result.data && "twoFactorRedirect" in result.data && result.data.twoFactorRedirect) {
        onTwoFactor();
      }
      // On success the session updates and the root view moves on.
    } catch (err) {
      onError(getErrorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  const signUp = mode === "sign-up";
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3" aria-label={signUp ? "Create account" : "Sign in with e-mail"}>
      {signUp && (
        <label htmlFor={ids.name} className="text-sm font-medium text-slate-700">
          Name
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            className={inputClass}
            placeholder="What should we call you?"
          />
        </label>
      )}
      <label htmlFor={ids.email} className="text-sm font-medium text-slate-700">
        E-mail
        <input id={ids.email} name="email" type="email" required autoComplete="email" className={inputClass} />
      </label>
      <label htmlFor={ids.password} className="text-sm font-medium text-slate-700">
        Password
        <input
          id={ids.password}
          name="password"
          type="password"
          required
          minLength={signUp ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={signUp ? PASSWORD_MAX_LENGTH : undefined}
          autoComplete={signUp ? "new-password" : "current-password"}
          aria-describedby={signUp ? ids.hint : undefined}
          className={inputClass}
        />
      </label>
      {signUp && (
        <p id={ids.hint} className="-mt-2 text-xs text-slate-500">
          At least {PASSWORD_MIN_LENGTH} characters, and not one of the most common passwords.
        </p>
      )}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={loading} aria-busy={loading}>
        {loading && <Spinner className="size-4" />}
        {loading ? SIGN_IN_COPY.signingIn : signUp ? "Create account" : "Sign in"}
      </Button>
      <p className="text-center text-sm text-slate-500">
        {signUp ? "Already have an account?" : "New to Ripple?"}{" "}
        <button
          type="button"
          className="font-medium text-violet-700 underline-offset-2 hover:underline"
          onClick={() => {
            onError(null);
            setMode(signUp ? "sign-in" : "sign-up");
          }}
        >
          {signUp ? "Sign in" : "Create an account"}
        </button>
      </p>
    </form>
  );
}
