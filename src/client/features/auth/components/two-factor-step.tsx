// Second step of sign-in for accounts with TOTP two-factor.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { getErrorMessage } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";

interface Props {
  onError: (message: string | null) => void;
  onBack: () => void;
}

export function TwoFactorStep({ onError, onBack }: Props) {
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [loading, setLoading] = useState(false);
  const codeId = useId();
  const trustId = useId();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (loading) return;
    onError(null);
    setLoading(true);
    try {
      const result = await authClient.twoFactor.verifyTotp({ code: code.trim(), trustDevice });
      if (result.error) throw new Error(result.error.message ?? "That code did not work. Please try again.");
    } catch (err) {
      onError(getErrorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-5 grid gap-3" aria-label="Two-factor verification">
      <label htmlFor={codeId} className="text-sm font-medium text-slate-700">
        Authentication code
        <input
          id={codeId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
          className="mt-1 block w-full rounded-2xl border-0 bg-slate-50 px-4 py-3 text-center font-mono text-2xl tracking-[0.4em] text-slate-800 ring-1 ring-slate-200 focus:bg-white focus:ring-2 focus:ring-violet-400 focus:outline-none"
        />
      </label>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 accent-violet-600"
        />
        <label htmlFor={trustId}>Trust this device for 30 days</label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={loading || code.length !== 6} aria-busy={loading}>
        {loading && <Spinner className="size-4" />}
        Verify
      </Button>
      <button type="button" onClick={onBack} className="text-sm text-slate-500 hover:text-slate-700">
        Use a different account
      </button>
    </form>
  );
}
