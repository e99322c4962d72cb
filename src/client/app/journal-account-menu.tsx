// The account menu as the main screen composes it: the private journal's settings, and a private
// journal's export and import made in the browser (decision 021) in place of the server's.
import { useMemo, useRef } from "react";
import type { ReactNode } from "react";
import { AccountMenu } from "../features/account/components/account-menu";
import { browserCrisisLines } from "../lib/crisis-lines";
import { sealingKey, usePrivateJournal } from "../lib/private-journal/private-journal-context";
import type { ReplicaEntries } from "../lib/replica/use-replica-entries";
import { forgetUserInBrowser } from "../lib/storage";
import { ErrorBoundary } from "../ui/error-boundary";
import { exportPrivately } from "./private-export";
import { privateImporter } from "./private-import";
import type { PublicConfig } from "./use-public-config";

interface Props {
  user: { id: string; email: string; twoFactorEnabled: boolean };
  config: PublicConfig;
  journal: ReplicaEntries;
  /** The private journal's settings, composed by the main screen. */
  privateSettings: ReactNode;
  onSignOut: () => void;
}

export function JournalAccountMenu({ user, config, journal, privateSettings, onSignOut }: Props) {
  const privateView = usePrivateJournal();
  // the ids an import checks against, read when a file is chosen
  const journalRef = useRef(journal);
  journalRef.current = journal;
  // While the journal is private, an import is read, analysed and sealed here (decision 021); its
  // entries carry no language of their own, so the lines are the browser's.
  const importKey = sealingKey(privateView);
  const exportKey = privateView.key;
  const importInBrowser = useMemo(
    () =>
      importKey
        ? privateImporter({
            key: importKey,
            userId: user.id,
            crisisLines: browserCrisisLines({ configuredRegion: config.crisisRegion }),
            knownIds: () =>
              new Set([
                ...(journalRef.current.entries ?? []).map((entry) => entry.id),
                ...journalRef.current.unopened.map((entry) => entry.id),
              ]),
          })
        : undefined,
    [importKey, user.id, config.crisisRegion],
  );
  return (
    <ErrorBoundary region="the account menu" fallback={() => null}>
      <AccountMenu
        email={user.email}
        twoFactorEnabled={user.twoFactorEnabled}
        transcriptionAvailable={config.transcription}
        privateJournal={privateSettings}
        privateOn={privateView.status !== "off"}
        exportInBrowser={
          exportKey ? (format) => exportPrivately(format, journal.entries ?? [], { key: exportKey, userId: user.id }) : undefined
        }
        importInBrowser={importInBrowser}
        onDeleted={() => {
          forgetUserInBrowser(user.id);
          onSignOut();
        }}
      />
    </ErrorBoundary>
  );
}
