// The signed-in main screen, lazy-loaded: composes the journal, ripples drawers, 'Your patterns',
// analysis card, account menu and the voice parts (features never import each other). The
// journal's entries come from the browser replica (lib/replica), which loads with this screen.
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import type * as GreetingModuleType from "../../domain/replies/greeting";
import { CONTEXT_ENTRY_COUNT } from "../../domain/constants";
import { timeOfDay } from "../../domain/lib/time-of-day";
import { runtimeTimeZone } from "../../domain/lib/zoned-days";
import { PRIVATE_JOURNAL_COPY } from "../../domain/private-journal/messages";
import type { ExportFormat } from "../../domain/contract/transfer";
import type { JournalEntry } from "../../domain/types";
import { LOADING_COPY } from "../../domain/ui-copy";
import { AnalysisCard } from "../features/analysis/components/analysis-card";
import { AccountMenu } from "../features/account/components/account-menu";
import { ReminderBanner } from "../features/account/components/reminder-banner";
import { ConversationPanel } from "../features/conversation/components/conversation-panel";
import { readStoredSession } from "../features/conversation/lib/session-store";
import { JournalScreen } from "../features/journal/components/journal-screen";
import { OnThisDay } from "../features/patterns/components/on-this-day";
import type { SyncStatus } from "../features/journal/components/journal-types";
import { useSpeech } from "../features/speech/use-speech";
import type { DrawerState } from "../features/ripples/components/ripples-drawers";
import { SwitchBanner } from "../features/private-journal/components/switch-banner";
import { useJournalSwitch } from "../features/private-journal/hooks/use-journal-switch";
import { usePrivateJournalGate } from "../features/private-journal/hooks/use-private-journal-gate";
import { useCaptureSettings } from "../lib/capture-settings";
import { browserCrisisLines } from "../lib/crisis-lines";
import { PrivateJournalContext, sealingKey, usePrivateJournal } from "../lib/private-journal/private-journal-context";
import type { PrivateJournalView } from "../lib/private-journal/private-journal-context";
import { useReplicaEntries } from "../lib/replica/use-replica-entries";
import { saveFile } from "../lib/save-file";
import { forgetUserInBrowser, markUserInteracted } from "../lib/storage";
import { ErrorBoundary } from "../ui/error-boundary";
import { LoadingScreen } from "../ui/loading-screen";
import { showToast } from "../ui/toast";
import type { PublicConfig } from "./use-public-config";
import { useJournalVoice } from "./use-journal-voice";
import { privateImporter } from "./private-import";

const RipplesDrawers = lazy(() => import("../features/ripples/components/ripples-drawers").then((m) => ({ default: m.RipplesDrawers })));
const PatternsView = lazy(() => import("../features/patterns/components/patterns-view").then((m) => ({ default: m.PatternsView })));
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

/** A private journal's export (decision 021), made in the browser from the opened journal; its code loads only now. */
async function exportPrivately(format: ExportFormat, entries: JournalEntry[], openWith: { key: CryptoKey; userId: string }): Promise<void> {
  const { buildPrivateExport, buildPrivateDayOneExport, fetchServerExport } =
    await import("../features/private-journal/lib/private-export");
  if (format === "dayone") {
    // each photo and recording opened here with the journal key (decision 053)
    const { fetchMedia } = await import("../lib/media/media-api");
    const zip = await buildPrivateDayOneExport({ entries, open: (item) => fetchMedia(item, openWith) });
    saveFile(zip.blob, zip.name);
    return;
  }
  const serverExport = format === "json" ? await fetchServerExport() : undefined;
  const timeZone = runtimeTimeZone();
  const file = buildPrivateExport({ format, entries, serverExport, timeZone });
  saveFile(file.blob, file.name);
}

/**
 * A private journal (decision 021) is unlocked before the journal shows; while it is being turned on or
 * off, the switch runs here with its progress above the journal.
 */
type GreetingModule = typeof GreetingModuleType;

/** The local greeting's module (with the crisis detector it reads entries with), loaded when needed. */
function useGreetingModule(needed: boolean): GreetingModule | undefined {
  const [module, setModule] = useState<GreetingModule>();
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void import("../../domain/replies/greeting").then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module;
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

function MainJournal({
  user,
  firstName,
  config,
  syncStatus,
  onRetrySync,
  onSignOut,
  privateSettings,
}: MainScreenProps & { privateSettings: ReactNode }) {
  const [drawer, setDrawer] = useState<DrawerState>({ kind: "closed" });
  // A conversation still going (e.g. before a reload) reopens conversational mode.
  const [resumeConversation] = useState(() => readStoredSession(user.id) !== null);
  // Loaded on first open, then kept mounted so it can animate closed.
  const [patterns, setPatterns] = useState({ loaded: false, open: false });
  const entries = useReplicaEntries(user.id);
  // the ids an import checks against, read when a file is chosen
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const privateView = usePrivateJournal();
  // A private journal's greeting is made here from its opened entries: the server cannot read them.
  const journalEntries = entries.entries;
  // It reads recent entries for crisis language, so it waits for the detector's chunk.
  const greeting = useGreetingModule(Boolean(privateView.key));
  const localGreetingText = useMemo(
    () =>
      privateView.key && greeting
        ? greeting.localGreeting({
            recentEntries: (journalEntries ?? []).slice(0, CONTEXT_ENTRY_COUNT).map(greeting.greetingEntryOf),
            userName: firstName,
            timeOfDay: timeOfDay(new Date().getHours()),
          })
        : undefined,
    [privateView.key, greeting, journalEntries, firstName],
  );
  // null until the list has loaded: the welcome clip waits rather than greet a returning user.
  const hasEntries = entries.entries && !entries.loading ? entries.entries.length > 0 : null;
  const voice = useJournalVoice({ userId: user.id, hasEntries, transcription: config.transcription });
  const speech = useSpeech();
  // The lines shown on screen follow the language reflections are spoken in now; one answered on
  // this device follows its own language (crisisLinesFor), as the server would choose them.
  const captureLanguage = useCaptureSettings().language;
  const crisisLinesFor = (language: string | undefined) => browserCrisisLines({ configuredRegion: config.crisisRegion, language });
  const crisisLines = crisisLinesFor(captureLanguage);
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
                ...(entriesRef.current.entries ?? []).map((entry) => entry.id),
                ...entriesRef.current.unopened.map((entry) => entry.id),
              ]),
          })
        : undefined,
    [importKey, user.id, config.crisisRegion],
  );
  // From On this day, the calendar or the week: the ripple's detail, in place of the patterns sheet.
  const openEntry = (id: string) => {
    setPatterns((shown) => ({ ...shown, open: false }));
    setDrawer({ kind: "detail", entryId: id });
  };
  const renderAnalysis = (
    analysis: Parameters<typeof AnalysisCard>[0]["analysis"],
    transcript: string,
    options?: { crisisShownAbove?: boolean; transcriptShownAbove?: boolean },
  ) => (
    <ErrorBoundary region="the analysis">
      <AnalysisCard
        analysis={analysis}
        transcript={transcript}
        lines={crisisLines}
        crisisShownAbove={options?.crisisShownAbove}
        transcriptShownAbove={options?.transcriptShownAbove}
      />
    </ErrorBoundary>
  );

  return (
    <div onPointerDownCapture={markUserInteracted} onKeyDownCapture={markUserInteracted}>
      <ReminderBanner />
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
              privateJournal={privateSettings}
              privateOn={privateView.status !== "off"}
              exportInBrowser={
                exportKey ? (format) => exportPrivately(format, entries.entries ?? [], { key: exportKey, userId: user.id }) : undefined
              }
              importInBrowser={importInBrowser}
              onDeleted={() => {
                forgetUserInBrowser(user.id);
                onSignOut();
              }}
            />
          </ErrorBoundary>
        }
        voice={voice}
        renderAnalysis={renderAnalysis}
        crisisLinesFor={crisisLinesFor}
        greeting={localGreetingText}
        privateJournal={privateView.status === "enabling" || privateView.status === "on"}
        aside={<OnThisDay entries={entries.entries} onOpen={openEntry} />}
        cloudAi={config.providers.emotion !== "local" || config.providers.text !== "local"}
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
              unopened={entries.unopened}
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
              onOpenEntry={openEntry}
              cloudText={config.providers.text !== "local"}
              privateJournal={privateView.status !== "off"}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
