// TOTP two-factor: enable (password → QR code → confirm code) and disable (password).
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { getErrorMessage } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { authErrorMessage } from "../../../lib/auth-error";

type Step = { kind: "idle" } | { kind: "password" } | { kind: "scan"; qr: string; secret: string; backupCodes: string[] };

const input =
  "block w-full rounded-xl border-0 bg-white px-3 py-2 text-slate-800 ring-1 ring-slate-200 focus:ring-2 focus:ring-violet-400 focus:outline-none";

function secretFrom(uri: string): string {
  try {
    return new URL(uri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordId = useId();
  const codeId = useId();

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    void run(async () => {
      if (enabled) {
        const result = await authClient.twoFactor.disable({ password });
        if (result.error) throw new Error(authErrorMessage(result.error, "Could not turn off two-factor."));
        setStep({ kind: "idle" });
        showToast("success", "Two-factor authentication is off.");
        return;
      }
      const result = await authClient.twoFactor.enable({ password });
      if (result.error) throw new Error(authErrorMessage(result.error, "Could not start two-factor setup."));
      const data = result.data;
      if (!data || !("totpURI" in data)) throw new Error("Two-factor setup did not return a code.");
      const { toDataURL } = await import("qrcode");
      const qr = await toDataURL(data.totpURI, { margin: 1, width: 200 });
      setStep({ kind: "scan", qr, secret: secretFrom(data.totpURI), backupCodes: data.backupCodes });
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\D/g, "");
    void run(async () => {
      const result = await authClient.twoFactor.verifyTotp({ code });
      if (result.error) throw new Error(authErrorMessage(result.error, "That code did not work. Please try again."));
      setStep({ kind: "idle" });
      showToast("success", "Two-factor authentication is on.");
    });
  }

  const errorText = error && (
    <p role="alert" className="text-sm text-rose-700">
      {error}
    </p>
  );

  if (step.kind === "idle") {
    return (
      <Button variant="secondary" size="sm" onClick={() => setStep({ kind: "password" })}>
        {enabled ? "Turn off two-factor" : "Turn on two-factor"}
      </Button>
    );
  }

  if (step.kind === "password") {
    return (
      <form onSubmit={submitPassword} className="grid w-full gap-2">
        <label htmlFor={passwordId} className="text-sm text-slate-700">
          Confirm with your password
        </label>
        <input id={passwordId} name="password" type="password" required autoComplete="current-password" className={input} />
        {errorText}
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            {busy && <Spinner className="size-3.5" />}
            Continue
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setStep({ kind: "idle" })}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} className="grid w-full gap-3">
      <p className="text-sm text-slate-700">Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
      <img src={step.qr} alt="QR code for your authenticator app" className="size-44 rounded-xl ring-1 ring-slate-200" />
      {step.secret && (
        <p className="text-xs text-slate-500">
          Or enter this key: <code className="font-mono break-all text-slate-700">{step.secret}</code>
        </p>
      )}
      <details className="text-sm text-slate-600">
        <summary>Backup codes (keep them somewhere safe)</summary>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-xs">
          {step.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </details>
      <label htmlFor={codeId} className="text-sm text-slate-700">
        Code from your app
      </label>
      <input
        id={codeId}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        className={`${input} font-mono tracking-[0.3em]`}
      />
      {errorText}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy && <Spinner className="size-3.5" />}
          Turn on
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setStep({ kind: "idle" })}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
