// Second step of sign-in for accounts with TOTP two-factor: the 6-digit code from the
// authenticator app, or one of the backup codes shown at set-up (each works once).
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { getErrorMessage } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { authErrorMessage } from "../../../lib/auth-error";

interface Props {
  onError: (message: string | null) => void;
  onBack: () => void;
}

type Method = "app" | "backup";

/** Backup codes look like "Ab3dE-fG7hJ": ten letters and digits around a hyphen. */
const BACKUP_CODE_LENGTH = 11;

export function TwoFactorStep({ onError, onBack }: Props) {
  const [method, setMethod] = useState<Method>("app");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [loading, setLoading] = useState(false);
  const codeId = useId();
  const trustId = useId();
  const backup = method === "backup";

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (loading) return;
    onError(null);
    setLoading(true);
    try {
      const body = { code: code.trim(), trustDevice };
      const result = backup ? await authClient.twoFactor.verifyBackupCode(body) : await authClient.twoFactor.verifyTotp(body);
      if (result.error) throw new Error(authErrorMessage(result.error, "That code did not work. Please try again."));
    } catch (err) {
      onError(getErrorMessage(err));
    } finally {
      setLoading(false);
    }
  }

  function switchMethod(): void {
    onError(null);
    setCode("");
    setMethod(backup ? "app" : "backup");
  }

  const ready = backup ? code.trim().length >= BACKUP_CODE_LENGTH - 1 : code.length === 6;
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-5 grid gap-3" aria-label="Two-factor verification">
      <label htmlFor={codeId} className="text-sm font-medium text-slate-700">
        {backup ? "Backup code" : "Authentication code"}
        {backup ? (
          <input
            key="backup"
            id={codeId}
            name="backup-code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={BACKUP_CODE_LENGTH + 4}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ""))}
            className="mt-1 block w-full rounded-2xl border-0 bg-slate-50 px-4 py-3 text-center font-mono text-xl tracking-widest text-slate-800 ring-1 ring-slate-200 focus:bg-white focus:ring-2 focus:ring-violet-400 focus:outline-none"
          />
        ) : (
          <input
            key="app"
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
        )}
      </label>
      {backup && <p className="-mt-1 text-xs text-slate-500">Each backup code works once.</p>}
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
      <Button type="submit" size="lg" className="w-full" disabled={loading || !ready} aria-busy={loading}>
        {loading && <Spinner className="size-4" />}
        Verify
      </Button>
      <button type="button" onClick={switchMethod} className="text-sm font-medium text-violet-700 hover:text-violet-800">
        {backup ? "Use the code from my authenticator app" : "Use a backup code instead"}
      </button>
      <button type="button" onClick={onBack} className="text-sm text-slate-500 hover:text-slate-700">
        Use a different account
      </button>
    </form>
  );
}
