// The main journaling screen: top bar, greeting, mode switch, mic area with its
// status text, welcome panel, syncing banner, mic warning, and the reflection results.
import type { ReactNode } from "react";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { useEffect, useRef, useState } from "react";
import { COMING_SOON_TOAST_MS } from "../../../../domain/constants";
import { analysisWithChoice } from "../../../../domain/analysis/emotion-correction";
import { MODE_MESSAGES } from "../../../../domain/messages";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { JournalMode, MicStatus } from "../../../../domain/ui-copy";
import { micStatusText } from "../../../../domain/ui-copy";
import type { JournalEntry } from "../../../../domain/types";
import { Button } from "../../../ui/button";
import { CheckIn } from "./check-in";
import { EmotionCorrection } from "../../../ui/emotion-correction";
import { ErrorBoundary } from "../../../ui/error-boundary";
import { showToast } from "../../../ui/toast";
import { useReflection } from "../hooks/use-reflection";
import { GreetingHeader } from "./greeting-header";
import { KeepRecordingQuestion } from "./keep-recording-question";
import type { JournalVoice, RenderAnalysis, SyncStatus } from "./journal-types";
import { ModeSwitch } from "./mode-switch";
import { MicWarning, SyncingBanner, WelcomePanel } from "./notices";
import { AnalyzingView, HonoredView, SaveFailedView, SavedView } from "./result-views";
import { EntryPhotos } from "../../../ui/entry-photos";
import { TopBar } from "./top-bar";

export interface JournalScreenProps {
  userId: string;
  firstName: string;
  syncStatus: SyncStatus;
  onRetrySync: () => void;
  onOpenRipples: () => void;
  /** Opens 'Your patterns' (decision 018). */
  onOpenPatterns: () => void;
  onSignOut: () => void;
  accountMenu?: ReactNode;
  voice: JournalVoice;
  renderAnalysis: RenderAnalysis;
  /** Conversational mode is available (a chat model is configured) … */
  chatEnabled: boolean;
  /** … and this hook point switches to it; the journal then renders `renderConversational`. */
  onConversational?: () => void;
  /** `onRecordingChange` locks the mode switch while the conversation records, as in Voice Mood. */
  renderConversational?: (exit: () => void, onRecordingChange: (recording: boolean) => void) => ReactNode;
  /** Open in conversational mode (e.g. a conversation is still going after a reload). */
  startConversational?: boolean;
  /** The person's crisis lines for words in this language, for a reflection answered on the device. */
  crisisLinesFor: (language: string | undefined) => CrisisLines;
  /** The server has a cloud AI: a private journal's result offers `Ask the AI about this`. */
  cloudAi?: boolean;
  /** A greeting made on this device (a private journal's, from its opened entries) in place of the server's. */
  greeting?: string;
  /** The journal is private (decision 021): a conversation with the AI is the person's choice, each time. */
  privateJournal?: boolean;
  /** Shown quietly under the microphone while no reflection is under way (On this day, decision 049). */
  aside?: ReactNode;
}

export function JournalScreen(props: JournalScreenProps) {
  const { userId, firstName, voice, renderAnalysis } = props;
  const [mode, setMode] = useState<JournalMode>(
    props.startConversational && props.chatEnabled && props.renderConversational ? "conversational" : "voice",
  );
  const [recording, setRecording] = useState(false);
  const [composing, setComposing] = useState(false);
  // `Continue reflecting` brings focus back where the next reflection starts: the field for
  // writing when the last one was typed, else the microphone (the result and its button are gone).
  const typedLast = useRef(false);
  const [returning, setReturning] = useState(false);
  const recorderArea = useRef<HTMLElement>(null);
  // A new result is marked by a sound and its reply is read aloud once (useReflection's onSuccess).
  const reflection = useReflection(userId, mode, {
    playSound: voice.playSound,
    autoSpeak: voice.autoSpeak,
    crisisLinesFor: props.crisisLinesFor,
  });
  const { state } = reflection;
  // The feeling the person chose on this result (decision 026), shown in place of the analyser's.
  const [corrected, setCorrected] = useState<JournalEntry | null>(null);
  function continueReflecting(): void {
    setReturning(true);
    reflection.reset();
  }
  useEffect(() => {
    if (!returning || state.phase !== "idle") return;
    setReturning(false);
    if (typedLast.current) return; // the field focuses itself
    recorderArea.current?.querySelector<HTMLElement>("button:not([disabled]), textarea")?.focus();
  }, [returning, state.phase]);

  const welcomeBlocks = voice.welcome.playing;
  const micStatus: MicStatus = state.phase === "analyzing" ? "processing" : recording ? "recording" : "idle";

  // A private journal's conversation goes to the AI turn by turn: asked each time (the per-conversation switch).
  const [askingConversation, setAskingConversation] = useState(false);

  function chooseConversational(confirmed = false): void {
    if (welcomeBlocks || recording) return;
    if (props.chatEnabled && props.onConversational && props.privateJournal && !confirmed) {
      setAskingConversation(true);
      return;
    }
    setAskingConversation(false);
    if (props.chatEnabled && props.onConversational) {
      setMode("conversational");
      props.onConversational();
      voice.playSound("conversational");
      return;
    }
    showToast("info", MODE_MESSAGES.conversationalComingSoon, { duration: COMING_SOON_TOAST_MS });
  }

  const conversational = mode === "conversational" && props.renderConversational;
  // Photos join a saved reflection once the server has it (decision 052): not one kept on this device only.
  const resultPhotos =
    state.phase === "complete" && (!state.savedOnDevice || state.synced) ? (
      <EntryPhotos key={state.input.id} userId={userId} entry={{ id: state.input.id }} titled />
    ) : undefined;

  return (
    <div className="min-h-dvh">
      <TopBar
        syncStatus={props.syncStatus}
        onRetrySync={props.onRetrySync}
        muted={voice.muted}
        onToggleMute={voice.toggleMute}
        onOpenRipples={props.onOpenRipples}
        onOpenPatterns={props.onOpenPatterns}
        onSignOut={props.onSignOut}
        accountMenu={props.accountMenu}
        privateJournal={props.privateJournal}
      />
      <main className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 pt-8 pb-16 sm:gap-8 sm:pt-12">
        <GreetingHeader userId={userId} firstName={firstName} local={props.greeting} />
        <ModeSwitch
          mode={mode}
          disabled={welcomeBlocks || recording || state.phase === "analyzing"}
          onVoice={() => setMode("voice")}
          onConversational={() => chooseConversational()}
        />
        {askingConversation && (
          <section
            aria-label={PRIVATE_JOURNAL_COPY.conversationTitle}
            className="grid w-full gap-3 rounded-2xl bg-violet-50 p-4 text-sm text-violet-900 ring-1 ring-violet-100"
          >
            <p>{PRIVATE_JOURNAL_COPY.conversationText}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => chooseConversational(true)}>
                {PRIVATE_JOURNAL_COPY.conversationYes}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setAskingConversation(false)}>
                {PRIVATE_JOURNAL_COPY.cancel}
              </Button>
            </div>
          </section>
        )}
        {props.syncStatus === "syncing" && <SyncingBanner />}
        <WelcomePanel playing={voice.welcome.playing} needsTap={voice.welcome.needsTap} onPlay={voice.welcome.playNow} />
        {voice.micWarning && <MicWarning message={voice.micWarning} />}

        {reflection.askKeepRecording && !conversational && <KeepRecordingQuestion onAnswer={reflection.answerKeepRecording} />}
        <ErrorBoundary region="the reflection area">
          {conversational ? (
            props.renderConversational?.(() => setMode("voice"), setRecording)
          ) : state.phase === "idle" ? (
            <section ref={recorderArea} aria-label="Record a reflection" className="flex w-full flex-col items-center gap-4">
              {voice.renderRecorder({
                onComplete: reflection.submit,
                disabled: welcomeBlocks,
                onRecordingChange: (on) => {
                  if (on) typedLast.current = false;
                  setRecording(on);
                },
                onComposingChange: setComposing,
                onTyped: () => (typedLast.current = true),
                keepAudio: mode === "voice",
                startTyping: returning && typedLast.current,
              })}
              {!composing && (
                <p role="status" className="text-center text-slate-600">
                  {micStatusText(micStatus, mode)}
                </p>
              )}
              {!composing && (
                <CheckIn
                  userId={userId}
                  crisisLinesFor={props.crisisLinesFor}
                  kickOutbox={reflection.kickOutbox}
                  disabled={welcomeBlocks || recording}
                />
              )}
            </section>
          ) : state.phase === "analyzing" ? (
            <div className="flex w-full flex-col items-center gap-4">
              <p className="text-center text-slate-600">{micStatusText(micStatus, mode)}</p>
              <AnalyzingView reply={state.reply} recovered={state.recovered} />
            </div>
          ) : state.phase === "failed" ? (
            <SaveFailedView
              transcript={state.input.transcript}
              message={state.message}
              onRetry={reflection.retry}
              onDiscard={reflection.discard}
            />
          ) : state.result.shouldShowAnalysis ? (
            <SavedView
              recovered={state.recovered}
              device={state.savedOnDevice ? { synced: state.synced } : undefined}
              result={state.result}
              transcript={state.input.transcript}
              muted={voice.muted}
              onReplay={() => voice.speak(state.result.aiResponse)}
              onContinue={continueReflecting}
              renderAnalysis={(analysis, transcript, options) => {
                const id = state.input.id;
                const chosen = corrected?.id === id ? corrected : null;
                const shown = chosen ? analysisWithChoice(analysis, chosen) : analysis;
                return (
                  <>
                    {renderAnalysis(shown, transcript, options)}
                    {/* answered on this device and not yet on the server: nothing there to change yet */}
                    {!state.savedOnDevice && (
                      <EmotionCorrection
                        userId={userId}
                        entryId={id}
                        emotion={shown.primaryEmotion}
                        intensity={shown.emotionIntensity}
                        setByPerson={chosen !== null}
                        onCorrected={setCorrected}
                      />
                    )}
                  </>
                );
              }}
              photos={resultPhotos}
              askAi={
                props.cloudAi && (reflection.canAskAi || reflection.asking)
                  ? {
                      asking: reflection.asking,
                      onAsk: () =>
                        void reflection.askAi().then((answered) => {
                          if (answered) showToast("success", PRIVATE_JOURNAL_COPY.aiAnswered);
                          else showToast("error", PRIVATE_JOURNAL_COPY.aiFailed);
                        }),
                    }
                  : undefined
              }
            />
          ) : (
            <HonoredView
              recovered={state.recovered}
              device={state.savedOnDevice ? { synced: state.synced } : undefined}
              result={state.result}
              transcript={state.input.transcript}
              muted={voice.muted}
              onReplay={() => voice.speak(state.result.aiResponse)}
              onContinue={continueReflecting}
              photos={resultPhotos}
            />
          )}
        </ErrorBoundary>
        {state.phase === "idle" && !conversational && props.aside}
      </main>
    </div>
  );
}
