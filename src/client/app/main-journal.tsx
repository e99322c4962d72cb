// The signed-in journal, composed (features never import each other; docs/decisions/058): the top bar
// with the account menu, the journal screen with its greeting, On this day and the conversation,
// the ripples drawers and 'Your patterns'. The analysis card is provided here once, for every
// feature that shows an analysis (AnalysisSlot). The journal's entries come from the browser
// replica (lib/replica), which loads with this screen.
import { Suspense, lazy, useState } from "react";
import type { ReactNode } from "react";
import { AnalysisCard } from "../features/analysis/components/analysis-card";
import { ReminderBanner } from "../features/account/components/reminder-banner";
import { ConversationPanel } from "../features/conversation/components/conversation-panel";
import { readStoredSession } from "../features/conversation/lib/session-store";
import { GreetingHeader } from "../features/journal/components/greeting-header";
import { JournalScreen } from "../features/journal/components/journal-screen";
import { TopBar } from "../features/journal/components/top-bar";
import { OnThisDay } from "../features/patterns/components/on-this-day";
import type { DrawerState } from "../features/ripples/components/ripples-drawers";
import { useSpeech } from "../features/speech/use-speech";
import { useCaptureSettings } from "../lib/capture-settings";
import { browserCrisisLines } from "../lib/crisis-lines";
import { usePrivateJournal } from "../lib/private-journal/private-journal-context";
import { useReplicaEntries } from "../lib/replica/use-replica-entries";
import { markUserInteracted } from "../lib/storage";
import { AnalysisSlotProvider } from "../ui/analysis-slot";
import type { RenderAnalysis } from "../ui/analysis-slot";
import { ErrorBoundary } from "../ui/error-boundary";
import { JournalAccountMenu } from "./journal-account-menu";
import type { MainScreenProps } from "./main-screen";
import { useJournalVoice } from "./use-journal-voice";
import { useLocalGreeting } from "./use-local-greeting";

const RipplesDrawers = lazy(() => import("../features/ripples/components/ripples-drawers").then((m) => ({ default: m.RipplesDrawers })));
const PatternsView = lazy(() => import("../features/patterns/components/patterns-view").then((m) => ({ default: m.PatternsView })));

export function MainJournal(props: MainScreenProps & { privateSettings: ReactNode }) {
  const { user, firstName, config, onSignOut } = props;
  const [drawer, setDrawer] = useState<DrawerState>({ kind: "closed" });
  // A conversation still going (e.g. before a reload) reopens conversational mode.
  const [resumeConversation] = useState(() => readStoredSession(user.id) !== null);
  // Loaded on first open, then kept mounted so it can animate closed.
  const [patterns, setPatterns] = useState({ loaded: false, open: false });
  const entries = useReplicaEntries(user.id);
  const privateView = usePrivateJournal();
  // A private journal's greeting is made here from its opened entries: the server cannot read them.
  const localGreetingText = useLocalGreeting(Boolean(privateView.key), entries.entries, firstName);
  // null until the list has loaded: the welcome clip waits rather than greet a returning user.
  const hasEntries = entries.entries && !entries.loading ? entries.entries.length > 0 : null;
  const voice = useJournalVoice({ userId: user.id, hasEntries, transcription: config.transcription });
  const speech = useSpeech();
  // The lines shown on screen follow the language reflections are spoken in now; one answered on
  // this device follows its own language (crisisLinesFor), as the server would choose them.
  const captureLanguage = useCaptureSettings().language;
  const crisisLinesFor = (language: string | undefined) => browserCrisisLines({ configuredRegion: config.crisisRegion, language });
  const crisisLines = crisisLinesFor(captureLanguage);
  // From On this day, the calendar or the week: the ripple's detail, in place of the patterns sheet.
  const openEntry = (id: string) => {
    setPatterns((shown) => ({ ...shown, open: false }));
    setDrawer({ kind: "detail", entryId: id });
  };
  const renderAnalysis: RenderAnalysis = ({ analysis, transcript, crisisShownAbove, transcriptShownAbove }) => (
    <ErrorBoundary region="the analysis">
      <AnalysisCard
        analysis={analysis}
        transcript={transcript}
        lines={crisisLines}
        crisisShownAbove={crisisShownAbove}
        transcriptShownAbove={transcriptShownAbove}
      />
    </ErrorBoundary>
  );

  return (
    <AnalysisSlotProvider value={renderAnalysis}>
      <div onPointerDownCapture={markUserInteracted} onKeyDownCapture={markUserInteracted}>
        <ReminderBanner />
        <div className="min-h-dvh">
          <TopBar
            syncStatus={props.syncStatus}
            onRetrySync={props.onRetrySync}
            muted={voice.muted}
            onToggleMute={voice.toggleMute}
            onOpenRipples={() => setDrawer({ kind: "history" })}
            onOpenPatterns={() => setPatterns({ loaded: true, open: true })}
            onSignOut={onSignOut}
          >
            <JournalAccountMenu
              user={user}
              config={config}
              journal={entries}
              privateSettings={props.privateSettings}
              onSignOut={onSignOut}
            />
          </TopBar>
          <JournalScreen
            userId={user.id}
            voice={voice}
            crisisLinesFor={crisisLinesFor}
            cloudAi={config.providers.emotion !== "local" || config.providers.text !== "local"}
            syncing={props.syncStatus === "syncing"}
            aside={<OnThisDay entries={entries.entries} onOpen={openEntry} />}
            conversation={{
              enabled: config.providers.chat !== "none",
              resume: resumeConversation,
              render: (exit, onRecordingChange) => (
                <ConversationPanel
                  userId={user.id}
                  muted={voice.muted}
                  speak={(text, options) => speech.speak(text, options)}
                  recorder={{ render: voice.renderRecorder, disabled: voice.welcome.playing, onRecordingChange }}
                  onNotToday={exit}
                  crisisLines={crisisLines.lines}
                />
              ),
            }}
          >
            <GreetingHeader userId={user.id} firstName={firstName} local={localGreetingText} />
          </JournalScreen>
        </div>
        {drawer.kind !== "closed" && (
          <ErrorBoundary region="your ripples" fallback={() => null}>
            <Suspense fallback={null}>
              <RipplesDrawers userId={user.id} state={drawer} onStateChange={setDrawer} journal={entries} />
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
                onOpenEntry={openEntry}
                cloudText={config.providers.text !== "local"}
                privateJournal={privateView.status !== "off"}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </AnalysisSlotProvider>
  );
}
