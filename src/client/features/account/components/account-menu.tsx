// Account area: how speech becomes words (Private transcription, language), gentle reminders (decision 047), export the journal (a choice of format), import one (a private journal's both made in the browser), two-factor, sign out other devices, delete my account.
import * as Dialog from "@radix-ui/react-dialog";
import { Bell, Download, FileUp, LockKeyhole, LogOut, Mic, ShieldCheck, Trash2, UserRound, X } from "lucide-react";
import { useState } from "react";
import { getErrorMessage } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { authErrorMessage } from "../../../lib/auth-error";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { showToast } from "../../../ui/toast";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { ExportFormat } from "../../../../domain/contract/transfer";
import { TRANSFER_COPY } from "../../../../domain/ui-copy";
import { CaptureSettings } from "./capture-settings";
import { DeleteAccount } from "./delete-account";
import { ExportData } from "./export-data";
import { ImportData } from "./import-data";
import { ReminderSettingsForm } from "./reminder-settings";
import { REMINDER_COPY } from "../../../../domain/reminders/copy";
import type { InBrowserImport } from "./import-data";
import { TwoFactorSettings } from "./two-factor-settings";

interface Props {
  email: string;
  twoFactorEnabled: boolean;
  /** The server transcribes recordings (/api/config): Private transcription can be turned on. */
  transcriptionAvailable: boolean;
  /** Called after the account is deleted (the app clears state and reloads). */
  onDeleted: () => void;
  /** The `Private journal` controls (decision 021), composed by the app. */
  privateJournal?: React.ReactNode;
  /** The journal is private: its words are sealed on the device. */
  privateOn?: boolean;
  /** A private journal's export, made in the browser. */
  exportInBrowser?: (format: ExportFormat) => Promise<void>;
  /** A private journal's import, read, analysed and sealed in the browser. */
  importInBrowser?: InBrowserImport;
}

function Row({ icon, title, text, children }: { icon: React.ReactNode; title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-2xl bg-slate-50/80 p-4 ring-1 ring-slate-100">
      <div className="flex gap-3">
        <span className="mt-0.5 text-violet-600">{icon}</span>
        <div>
          <h3 className="font-medium text-slate-800">{title}</h3>
          <p className="text-sm text-slate-600">{text}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-8">{children}</div>
    </section>
  );
}

export function AccountMenu({
  email,
  twoFactorEnabled,
  transcriptionAvailable,
  onDeleted,
  privateJournal,
  privateOn = false,
  exportInBrowser,
  importInBrowser,
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOutOthers(): Promise<void> {
    setBusy(true);
    try {
      const result = await authClient.revokeOtherSessions();
      if (result.error) throw new Error(authErrorMessage(result.error, "Could not sign out other devices."));
      showToast("success", "Signed out of all other devices.");
    } catch (error) {
      showToast("error", getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Your account"
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-white/80 hover:text-slate-800"
      >
        <UserRound className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[2rem] bg-white p-6 shadow-2xl outline-none sm:p-8">
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className="font-display text-2xl text-slate-800">Your account</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm break-all text-slate-500">Signed in as {email}</Dialog.Description>

          <div className="mt-6 grid gap-3">
            <Row icon={<Mic className="size-5" aria-hidden="true" />} title="Speaking" text="How your spoken reflections become words.">
              <CaptureSettings transcriptionAvailable={transcriptionAvailable} />
            </Row>

            <Row icon={<Bell className="size-5" aria-hidden="true" />} title={REMINDER_COPY.title} text={REMINDER_COPY.text}>
              <ReminderSettingsForm />
            </Row>

            {privateJournal && (
              <Row
                icon={<LockKeyhole className="size-5" aria-hidden="true" />}
                title={PRIVATE_JOURNAL_COPY.title}
                text={privateOn ? PRIVATE_JOURNAL_COPY.menuTextOn : PRIVATE_JOURNAL_COPY.menuText}
              >
                {privateJournal}
              </Row>
            )}

            <Row
              icon={<Download className="size-5" aria-hidden="true" />}
              title={TRANSFER_COPY.exportTitle}
              text={TRANSFER_COPY.exportText}
            >
              <ExportData inBrowser={exportInBrowser} />
            </Row>

            <Row
              icon={<FileUp className="size-5" aria-hidden="true" />}
              title={TRANSFER_COPY.importTitle}
              text={importInBrowser ? TRANSFER_COPY.importPrivateText : TRANSFER_COPY.importText}
            >
              <ImportData inBrowser={importInBrowser} />
            </Row>

            <Row
              icon={<ShieldCheck className="size-5" aria-hidden="true" />}
              title="Two-factor authentication"
              text={
                twoFactorEnabled
                  ? "On: sign-in asks for a code from your authenticator app."
                  : "Add a code from an authenticator app to every sign-in."
              }
            >
              <TwoFactorSettings enabled={twoFactorEnabled} />
            </Row>

            <Row icon={<LogOut className="size-5" aria-hidden="true" />} title="Other devices" text="End every session except this one.">
              <Button variant="secondary" size="sm" onClick={() => void signOutOthers()} disabled={busy}>
                {busy && <Spinner className="size-3.5" />}
                Sign out of all other devices
              </Button>
            </Row>

            <Row
              icon={<Trash2 className="size-5 text-rose-600" aria-hidden="true" />}
              title="Delete my account"
              text="Permanently erase your account and every reflection. This cannot be undone."
            >
              <DeleteAccount email={email} onDeleted={onDeleted} />
            </Row>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
