// The account menu's `Private journal` (decision 021). Off: turning it on (turn-on-private-journal.tsx).
// Turning on or off: how far it has got. On: change the passphrase, or turn it off after a confirmation.
import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../../domain/private-journal/messages";
import { getErrorMessage } from "../../../lib/api-client";
import { changePassphrase, measureKdf } from "../../../lib/private-journal/journal-keys";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { privateJournalApi } from "../api/private-journal-api";
import type { PrivateJournalGate } from "../hooks/use-private-journal-gate";
import type { SwitchProgress } from "../hooks/use-journal-switch";
import { FormError } from "./form-parts";
import { PassphraseFields, fieldClass } from "./passphrase-fields";
import { TurnOnPrivateJournal } from "./turn-on-private-journal";
import { progressText } from "./switch-banner";

interface Props {
  userId: string;
  email: string;
  gate: PrivateJournalGate;
  progress: SwitchProgress;
  keepKey: (key: CryptoKey, remember: boolean) => Promise<void>;
  onState: (state: PrivateJournalState) => void;
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
      <FormError message={error} />
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
      <FormError message={error} />
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
  if (gate.phase === "off") return <TurnOnPrivateJournal {...props} />;
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
