// The account menu's `Private journal` (issue 12). Off: what changes, in plain words; a passphrase
// twice with a strength meter; then the `Recovery key` (Copy, Download), `I have saved my recovery
// key`, `Remember this device` and `Turn on private journal`. The keys are made here and only their
// wrapped forms leave the device; the sealing itself runs on the main screen (use-journal-switch),
// which also resumes it after a reload. On: change the passphrase, or turn it off after a confirmation.
import { Copy, Download } from "lucide-react";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";
import { getErrorMessage } from "../../../lib/api-client";
import { changePassphrase, createJournalKeys, measureKdf } from "../../../lib/private-journal/journal-keys";
import type { NewPrivateJournal } from "../../../lib/private-journal/journal-keys";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { privateJournalApi } from "../api/private-journal-api";
import type { PrivateJournalGate } from "../hooks/use-private-journal-gate";
import type { SwitchProgress } from "../hooks/use-journal-switch";
import { PassphraseFields, fieldClass } from "./passphrase-fields";
import { progressText } from "./switch-banner";

interface Props {
  userId: string;
  email: string;
  gate: PrivateJournalGate;
  progress: SwitchProgress;
  keepKey: (key: CryptoKey, remember: boolean) => Promise<void>;
  onState: (state: PrivateJournalState) => void;
}

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

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function TurnOn({ userId, email, keepKey, onState }: Pick<Props, "userId" | "email" | "keepKey" | "onState">) {
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
          {error && (
            <p role="alert" className="text-rose-700">
              {error}
            </p>
          )}
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
                onClick={() => download(recoveryFile(email, created.recoveryKey), "ripple-recovery-key.txt")}
              >
                <Download className="size-3.5" aria-hidden="true" /> {COPY.download}
              </Button>
            </div>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} className="mt-1" />
              {COPY.savedCheckbox}
            </label>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="mt-1" />
              <span>
                {COPY.rememberDevice}
                <span className="block text-xs text-slate-500">{COPY.rememberDeviceHint}</span>
              </span>
            </label>
            {error && (
              <p role="alert" className="text-rose-700">
                {error}
              </p>
            )}
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

function ChangePassphrase({ userId, email, gate, onState }: Pick<Props, "userId" | "email" | "gate" | "onState">) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (gate.phase !== "open") return null;
  const { keys } = gate.state;

  async function change(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const current = String(new FormData(event.currentTarget).get("current") ?? "");
    if (!next || !current || busy) return;
    setBusy(true);
    setError(null);
    try {
      const changed = await changePassphrase(userId, keys, current, next, await measureKdf());
      if (!changed) {
        setError(COPY.wrongPassphrase);
        return;
      }
      onState(await privateJournalApi.replaceKeys(changed));
      showToast("success", COPY.passphraseChanged);
      setOpen(false);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {COPY.changePassphrase}
      </Button>
    );
  }
  return (
    <form onSubmit={(event) => void change(event)} className="grid w-full gap-2 text-sm" aria-label={COPY.changePassphrase}>
      <label htmlFor={`${id}-current`} className="font-medium text-slate-700">
        {COPY.currentPassphrase}
      </label>
      <input id={`${id}-current`} name="current" type="password" autoComplete="current-password" required className={fieldClass} />
      <PassphraseFields label={COPY.newPassphrase} context={[email]} onChange={setNext} />
      {error && (
        <p role="alert" className="text-rose-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!next || busy}>
          {busy && <Spinner className="size-3.5" />}
          {COPY.changePassphrase}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {COPY.cancel}
        </Button>
      </div>
    </form>
  );
}

function TurnOff({ onState }: Pick<Props, "onState">) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function turnOff(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      onState(await privateJournalApi.disable());
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!confirming) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {COPY.turnOff}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={COPY.turnOff} className="grid w-full gap-2 text-sm text-slate-700">
      <p>{COPY.turnOffConfirm}</p>
      {error && (
        <p role="alert" className="text-rose-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" size="sm" disabled={busy} onClick={() => void turnOff()}>
          {busy && <Spinner className="size-3.5" />}
          {COPY.turnOffYes}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
          {COPY.cancel}
        </Button>
      </div>
    </div>
  );
}

export function PrivateJournalSettings(props: Props) {
  const { gate, progress } = props;
  if (gate.phase === "off") return <TurnOn {...props} />;
  if (gate.phase !== "open") return null;
  const status = gate.state.status;
  if (status !== "on") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-3.5" /> {progressText(progress) ?? (status === "enabling" ? COPY.sealing(0, 0) : COPY.opening(0, 0))}
      </p>
    );
  }
  return (
    <>
      <ChangePassphrase {...props} />
      <TurnOff onState={props.onState} />
    </>
  );
}
