// Turning the private journal on (decision 021), in the account menu: what changes, in plain words; a
// passphrase twice with a strength meter; then the `Recovery key` (Copy, Download), `I have saved my
// recovery key`, `Remember this device` and `Turn on private journal`. The keys are made here and
// only their wrapped forms leave the device; the sealing runs on the main screen (use-journal-switch).
import { Copy, Download } from "lucide-react";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";
import { getErrorMessage } from "../../../lib/api-client";
import { createJournalKeys, measureKdf } from "../../../lib/private-journal/journal-keys";
import type { NewPrivateJournal } from "../../../lib/private-journal/journal-keys";
import { saveFile } from "../../../lib/save-file";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { privateJournalApi } from "../api/private-journal-api";
import { FormError, RememberDevice } from "./form-parts";
import { PassphraseFields } from "./passphrase-fields";

/** The recovery key as a small text file to keep: what it is, for which account, and the key. */
function recoveryFile(email: string, recoveryKey: string): Blob {
  const text = [
    "Ripple — recovery key for your private journal",
    `Account: ${email}`,
    "",
    recoveryKey,
    "",
    "If you forget your passphrase, this key opens your journal and lets you set a new passphrase.",
    "Keep it somewhere safe, away from your devices. Nobody else — Ripple included — can open your journal without it.",
    "",
  ].join("\n");
  return new Blob([text], { type: "text/plain;charset=utf-8" });
}

interface Props {
  userId: string;
  email: string;
  keepKey: (key: CryptoKey, remember: boolean) => Promise<void>;
  onState: (state: PrivateJournalState) => void;
}

export function TurnOnPrivateJournal({ userId, email, keepKey, onState }: Props) {
  const id = useId();
  const [step, setStep] = useState<"closed" | "passphrase" | "recovery">("closed");
  const [passphrase, setPassphrase] = useState<string | null>(null);
  const [created, setCreated] = useState<NewPrivateJournal | null>(null);
  const [saved, setSaved] = useState(false);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function prepare(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!passphrase || busy) return;
    setBusy(true);
    setError(null);
    try {
      setCreated(await createJournalKeys(userId, passphrase, await measureKdf()));
      setStep("recovery");
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function turnOn(): Promise<void> {
    if (!created || !saved || busy) return;
    setBusy(true);
    setError(null);
    try {
      const state = await privateJournalApi.start(created.keys);
      await keepKey(created.key, remember);
      onState(state);
    } catch (failure) {
      setError(getErrorMessage(failure));
      setBusy(false);
    }
  }

  if (step === "closed") {
    return (
      <Button variant="secondary" size="sm" onClick={() => setStep("passphrase")}>
        {COPY.title}…
      </Button>
    );
  }

  return (
    <div className="grid w-full gap-3 text-sm text-slate-700">
      <ul className="grid list-disc gap-1.5 pl-5">
        {COPY.explainChanges.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{COPY.notSealed}</p>
      {step === "passphrase" ? (
        <form onSubmit={(event) => void prepare(event)} className="grid gap-3" aria-label={COPY.title}>
          <PassphraseFields context={[email, ...email.split(/[@.]/)]} onChange={setPassphrase} />
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!passphrase || busy}>
              {busy && <Spinner className="size-3.5" />}
              {busy ? COPY.preparing : COPY.continue}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setStep("closed")}>
              {COPY.cancel}
            </Button>
          </div>
        </form>
      ) : (
        created && (
          <div className="grid gap-3">
            <h4 id={`${id}-recovery`} className="font-medium text-slate-800">
              {COPY.recoveryKey}
            </h4>
            <p>{COPY.recoveryKeyText}</p>
            <output
              aria-labelledby={`${id}-recovery`}
              data-testid="recovery-key"
              className="rounded-xl bg-white p-3 text-center font-mono text-base tracking-wider break-words text-slate-900 ring-1 ring-violet-200"
            >
              {created.recoveryKey}
            </output>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(created.recoveryKey)
                    .then(() => showToast("success", COPY.copied))
                    .catch(() => undefined)
                }
              >
                <Copy className="size-3.5" aria-hidden="true" /> {COPY.copy}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => saveFile(recoveryFile(email, created.recoveryKey), "ripple-recovery-key.txt")}
              >
                <Download className="size-3.5" aria-hidden="true" /> {COPY.download}
              </Button>
            </div>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} className="mt-1" />
              {COPY.savedCheckbox}
            </label>
            <RememberDevice checked={remember} onChange={setRemember} />
            <FormError message={error} />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={!saved || busy} onClick={() => void turnOn()}>
                {busy && <Spinner className="size-3.5" />}
                {COPY.turnOn}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setStep("closed")}>
                {COPY.cancel}
              </Button>
            </div>
          </div>
        )
      )}
    </div>
  );
}
