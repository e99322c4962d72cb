// `Unlock your journal` (decision 021): a private journal on a device that does not hold its key (a
// new device, a cleared browser, a tab after sign-in without `Remember this device`). The
// passphrase unlocks it; a wrong one says only that. The recovery key unlocks it too, and leads to
// a new passphrase (the old one stops working). Signing out is always there.
import { KeyRound, LockKeyhole } from "lucide-react";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";
import { getErrorMessage } from "../../../lib/api-client";
import { measureKdf, recoverWithKey, unlockWithPassphrase } from "../../../lib/private-journal/journal-keys";
import { Button } from "../../../ui/button";
import { RippleMark } from "../../../ui/ripple-mark";
import { Spinner } from "../../../ui/spinner";
import { privateJournalApi } from "../api/private-journal-api";
import type { PrivateState } from "../hooks/use-private-journal-gate";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import { FormError, RememberDevice } from "./form-parts";
import { PassphraseFields, fieldClass } from "./passphrase-fields";

interface Props {
  userId: string;
  email: string;
  state: PrivateState;
  onUnlocked: (key: CryptoKey, remember: boolean) => Promise<void>;
  onState: (state: PrivateJournalState) => void;
  onSignOut: () => void;
}

export function UnlockJournal({ userId, email, state, onUnlocked, onState, onSignOut }: Props) {
  const id = useId();
  const [mode, setMode] = useState<"passphrase" | "recovery">("passphrase");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const [newPassphrase, setNewPassphrase] = useState<string | null>(null);

  async function unlock(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const passphrase = String(new FormData(event.currentTarget).get("passphrase") ?? "");
    if (!passphrase || busy) return;
    setBusy(true);
    setError(null);
    try {
      const key = await unlockWithPassphrase(userId, state.keys, passphrase);
      if (!key) setError(COPY.wrongPassphrase);
      else await onUnlocked(key, remember);
    } finally {
      setBusy(false);
    }
  }

  async function recover(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("recovery") ?? "");
    if (!code.trim() || !newPassphrase || busy) return;
    setBusy(true);
    setError(null);
    try {
      const recovered = await recoverWithKey(userId, state.keys, code, newPassphrase, await measureKdf());
      if (!recovered) {
        setError(COPY.wrongRecoveryKey);
        return;
      }
      onState(await privateJournalApi.replaceKeys(recovered.keys));
      await onUnlocked(recovered.key, remember);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const rememberBox = <RememberDevice checked={remember} onChange={setRemember} />;

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <section
        aria-labelledby={`${id}-title`}
        className="grid w-full max-w-md gap-5 rounded-[2rem] bg-white/85 p-6 shadow-lg shadow-violet-100 ring-1 ring-white sm:p-8"
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <RippleMark className="size-12" />
          <h1 id={`${id}-title`} className="font-display text-2xl text-slate-800">
            {COPY.unlockTitle}
          </h1>
          <p className="text-sm text-slate-600">{mode === "passphrase" ? COPY.unlockText : COPY.recoverText}</p>
          <p className="text-xs break-all text-slate-500">{email}</p>
        </div>

        {mode === "passphrase" ? (
          <form onSubmit={(event) => void unlock(event)} className="grid gap-3" aria-label={COPY.unlockTitle}>
            <label htmlFor={`${id}-passphrase`} className="text-sm font-medium text-slate-700">
              {COPY.passphrase}
            </label>
            <input
              id={`${id}-passphrase`}
              name="passphrase"
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              className={fieldClass}
            />
            {rememberBox}
            <FormError message={error} />
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner className="size-4" /> : <LockKeyhole className="size-4" aria-hidden="true" />}
              {busy ? COPY.unlocking : COPY.unlock}
            </Button>
          </form>
        ) : (
          <form onSubmit={(event) => void recover(event)} className="grid gap-3" aria-label={COPY.useRecoveryKey}>
            <label htmlFor={`${id}-recovery`} className="text-sm font-medium text-slate-700">
              {COPY.recoveryKeyLabel}
            </label>
            <input
              id={`${id}-recovery`}
              name="recovery"
              autoComplete="off"
              spellCheck={false}
              autoFocus
              required
              className={`${fieldClass} font-mono tracking-wide`}
            />
            <PassphraseFields label={COPY.newPassphrase} context={[email]} onChange={setNewPassphrase} />
            {rememberBox}
            <FormError message={error} />
            <Button type="submit" disabled={busy || !newPassphrase}>
              {busy ? <Spinner className="size-4" /> : <KeyRound className="size-4" aria-hidden="true" />}
              {busy ? COPY.unlocking : COPY.unlockWithRecovery}
            </Button>
          </form>
        )}

        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setError(null);
              setMode(mode === "passphrase" ? "recovery" : "passphrase");
            }}
          >
            {mode === "passphrase" ? COPY.useRecoveryKey : COPY.usePassphrase}
          </Button>
          <Button variant="ghost" size="sm" onClick={onSignOut}>
            {COPY.signOut}
          </Button>
        </div>
      </section>
    </main>
  );
}
