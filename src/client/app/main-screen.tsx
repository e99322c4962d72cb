// The signed-in main screen, lazy-loaded: a private journal (decision 021) is unlocked before the
// journal shows; while it is being turned on or off, the switch runs here with its progress above the
// journal (main-journal.tsx composes the journal itself).
import { Suspense, lazy } from "react";
import { PRIVATE_JOURNAL_COPY } from "../../domain/private-journal/messages";
import { LOADING_COPY } from "../../domain/ui-copy";
import type { SyncStatus } from "../features/journal/components/journal-types";
import { SwitchBanner } from "../features/private-journal/components/switch-banner";
import { useJournalSwitch } from "../features/private-journal/hooks/use-journal-switch";
import { usePrivateJournalGate } from "../features/private-journal/hooks/use-private-journal-gate";
import { PrivateJournalContext } from "../lib/private-journal/private-journal-context";
import type { PrivateJournalView } from "../lib/private-journal/private-journal-context";
import { ErrorBoundary } from "../ui/error-boundary";
import { LoadingScreen } from "../ui/loading-screen";
import { showToast } from "../ui/toast";
import { MainJournal } from "./main-journal";
import type { PublicConfig } from "./use-public-config";

// The private journal's screens carry Argon2 and a passphrase estimator: loaded when needed.
const UnlockJournal = lazy(() =>
  import("../features/private-journal/components/unlock-journal").then((m) => ({ default: m.UnlockJournal })),
);
const PrivateJournalSettings = lazy(() =>
  import("../features/private-journal/components/private-journal-settings").then((m) => ({ default: m.PrivateJournalSettings })),
);

export interface MainScreenProps {
  user: { id: string; email: string; name: string; twoFactorEnabled: boolean };
  firstName: string;
  config: PublicConfig;
  syncStatus: SyncStatus;
  onRetrySync: () => void;
  onSignOut: () => void;
}

export function MainScreen(props: MainScreenProps) {
  const { user, onSignOut } = props;
  const privateJournal = usePrivateJournalGate(user.id);
  const journalSwitch = useJournalSwitch(user.id, privateJournal, (on) =>
    showToast("success", on ? PRIVATE_JOURNAL_COPY.nowOn : PRIVATE_JOURNAL_COPY.nowOff),
  );
  const { gate } = privateJournal;
  if (gate.phase === "loading") return <LoadingScreen message={LOADING_COPY.preparing} />;
  if (gate.phase === "locked") {
    return (
      <ErrorBoundary region="unlocking your journal" fullPage>
        <Suspense fallback={<LoadingScreen message={LOADING_COPY.preparing} />}>
          <UnlockJournal
            userId={user.id}
            email={user.email}
            state={gate.state}
            onUnlocked={privateJournal.keepKey}
            onState={privateJournal.setState}
            onSignOut={onSignOut}
          />
        </Suspense>
      </ErrorBoundary>
    );
  }
  const view: PrivateJournalView = gate.phase === "open" ? { status: gate.state.status, key: gate.key } : { status: "off", key: null };
  return (
    <PrivateJournalContext.Provider value={view}>
      <SwitchBanner progress={journalSwitch.progress} onRetry={journalSwitch.retry} onDeleteUnopened={journalSwitch.deleteUnopened} />
      <MainJournal
        {...props}
        privateSettings={
          <Suspense fallback={null}>
            <PrivateJournalSettings
              userId={user.id}
              email={user.email}
              gate={gate}
              progress={journalSwitch.progress}
              keepKey={privateJournal.keepKey}
              onState={privateJournal.setState}
            />
          </Suspense>
        }
      />
    </PrivateJournalContext.Provider>
  );
}
