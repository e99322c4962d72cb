// The signed-in main screen, lazy-loaded: composes the journal, ripples drawers, 'Your patterns',
// analysis card, account menu and the voice parts (features never import each other). The
// journal's entries come from the browser replica (lib/replica), which loads with this screen.
import { Suspense, lazy, useState } from "react";
import { resolveCrisisLines } from "../../domain/crisis-lines";
import { AnalysisCard } from "../features/analysis/components/analysis-card";
import { AccountMenu } from "../features/account/components/account-menu";
import { ConversationPanel } from "../features/conversation/components/conversation-panel";
import { readStoredSession } from "../features/conversation/lib/session-store";
import { JournalScreen } from "../features/journal/components/journal-screen";
import type { SyncStatus } from "../features/journal/components/journal-types";
import { useSpeech } from "../features/speech/use-speech";
import type { DrawerState } from "../features/ripples/components/ripples-drawers";
import { useReplicaEntries } from "../lib/replica/use-replica-entries";
import { forgetUserInBrowser, markUserInteracted } from "../lib/storage";
import { ErrorBoundary } from "../ui/error-boundary";
import type { PublicConfig } from "./use-public-config";
import { useJournalVoice } from "./use-journal-voice";

const RipplesDrawers = lazy(() => import("../features/ripples/components/ripples-drawers").then((m) => ({ default: m.RipplesDrawers })));
const PatternsView = lazy(() => import("../features/patterns/components/patterns-view").then((m) => ({ default: m.PatternsView })));

export interface MainScreenProps {
  user: { id: string; email: string; name: string; twoFactorEnabled: boolean };
  firstName: string;
  config: PublicConfig;
  syncStatus: SyncStatus;
  onRetrySync: () => void;
  onSignOut: () => void;
}

export function MainScreen({ user, firstName, config, syncStatus, onRetrySync, onSignOut }: MainScreenProps) {
  const [drawer, setDrawer] = useState<DrawerState>({ kind: "closed" });
  // A conversation still going (e.g. before a reload) reopens conversational mode.
  const [resumeConversation] = useState(() => readStoredSession(user.id) !== null);
  // Loaded on first open, then kept mounted so it can animate closed.
  const [patterns, setPatterns] = useState({ loaded: false, open: false });
  const entries = useReplicaEntries(user.id);
  // null until the list has loaded: the welcome clip waits rather than greet a returning user.
  const hasEntries = entries.entries && !entries.loading ? entries.entries.length > 0 : null;
  const voice = useJournalVoice({ userId: user.id, hasEntries, transcription: config.transcription });
  const speech = useSpeech();
  const crisisLines = resolveCrisisLines({ configuredRegion: config.crisisRegion, locale: navigator.language });
  const renderAnalysis = (
    analysis: Parameters<typeof AnalysisCard>[0]["analysis"],
    transcript: string,
    options?: { crisisShownAbove?: boolean },
  ) => (
    <ErrorBoundary region="the analysis">
      <AnalysisCard analysis={analysis} transcript={transcript} lines={crisisLines} crisisShownAbove={options?.crisisShownAbove} />
    </ErrorBoundary>
  );

  return (
    <div onPointerDownCapture={markUserInteracted} onKeyDownCapture={markUserInteracted}>
      <JournalScreen
        userId={user.id}
        firstName={firstName}
        syncStatus={syncStatus}
        onRetrySync={onRetrySync}
        onOpenRipples={() => setDrawer({ kind: "history" })}
        onOpenPatterns={() => setPatterns({ loaded: true, open: true })}
        onSignOut={onSignOut}
        accountMenu={
          <ErrorBoundary region="the account menu" fallback={() => null}>
            <AccountMenu
              email={user.email}
              twoFactorEnabled={user.twoFactorEnabled}
              transcriptionAvailable={config.transcription}
              onDeleted={() => {
                forgetUserInBrowser(user.id);
                onSignOut();
              }}
            />
          </ErrorBoundary>
        }
        voice={voice}
        renderAnalysis={renderAnalysis}
        crisisLines={crisisLines}
        chatEnabled={config.providers.chat !== "none"}
        startConversational={resumeConversation}
        onConversational={() => undefined}
        renderConversational={(exit, onRecordingChange) => (
          <ConversationPanel
            userId={user.id}
            muted={voice.muted}
            speak={(text, options) => speech.speak(text, options)}
            renderRecorder={voice.renderRecorder}
            renderAnalysis={renderAnalysis}
            disabled={voice.welcome.playing}
            onNotToday={exit}
            onRecordingChange={onRecordingChange}
            crisisLines={crisisLines.lines}
          />
        )}
      />
      {drawer.kind !== "closed" && (
        <ErrorBoundary region="your ripples" fallback={() => null}>
          <Suspense fallback={null}>
            <RipplesDrawers
              userId={user.id}
              state={drawer}
              onStateChange={setDrawer}
              entries={entries.entries}
              loading={entries.loading}
              error={entries.error}
              onRetry={entries.retry}
              waitingIds={entries.waitingIds}
              renderAnalysis={renderAnalysis}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {patterns.loaded && (
        <ErrorBoundary region="your patterns" fallback={() => null}>
          <Suspense fallback={null}>
            <PatternsView
              entries={entries.entries ?? []}
              open={patterns.open}
              onOpenChange={(open) => setPatterns({ loaded: true, open })}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
