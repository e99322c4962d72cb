// The main journaling screen below the top bar: what the app puts first (the greeting), the mode
// switch, the mic area with its status text, welcome panel, syncing banner, mic warning, and the
// reflection results. The app composes the top bar above it (docs/decisions/058).
import type { ReactNode } from "react";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { useEffect, useRef, useState } from "react";
import { COMING_SOON_TOAST_MS } from "../../../../domain/constants";
import { MODE_MESSAGES } from "../../../../domain/messages";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { JournalMode, MicStatus } from "../../../../domain/ui-copy";
import { micStatusText } from "../../../../domain/ui-copy";
import { usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { Button } from "../../../ui/button";
import { CheckIn } from "./check-in";
import { ErrorBoundary } from "../../../ui/error-boundary";
import { showToast } from "../../../ui/toast";
import { useReflection } from "../hooks/use-reflection";
import { KeepRecordingQuestion } from "./keep-recording-question";
import type { JournalVoice } from "./journal-types";
import { ModeSwitch } from "./mode-switch";
import { MicWarning, SyncingBanner, WelcomePanel } from "./notices";
import { ReflectionResult } from "./reflection-result";
import { AnalyzingView, SaveFailedView } from "./result-views";

/** Conversational mode, as the app composes it. */
interface ConversationSlot {
  /** A chat model is configured: the mode switch opens the conversation (else it says it is coming soon). */
  enabled: boolean;
  /** Open in conversational mode (e.g. a conversation is still going after a reload). */
  resume: boolean;
  /** The conversation; `onRecordingChange` locks the mode switch while it records, as in Voice Mood. */
  render: (exit: () => void, onRecordingChange: (recording: boolean) => void) => ReactNode;
}

export interface JournalScreenProps {
  userId: string;
  voice: JournalVoice;
  conversation: ConversationSlot;
  /** The person's crisis lines for words in this language, for a reflection answered on the device. */
  crisisLinesFor: (language: string | undefined) => CrisisLines;
  /** The server has a cloud AI: a private journal's result offers `Ask the AI about this`. */
  cloudAi?: boolean;
  /** The journal is syncing: a banner says so. */
  syncing?: boolean;
  /** Shown quietly under the microphone while no reflection is under way (On this day, decision 049). */
  aside?: ReactNode;
  /** What opens the screen, above the mode switch (the greeting). */
  children?: ReactNode;
}

export function JournalScreen(props: JournalScreenProps) {
  const { userId, voice, conversation } = props;
  const [mode, setMode] = useState<JournalMode>(conversation.resume && conversation.enabled ? "conversational" : "voice");
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

  // The journal is private (decision 021): a conversation with the AI is the person's choice, each time.
  const privateJournal = ["enabling", "on"].includes(usePrivateJournal().status);
  // A private journal's conversation goes to the AI turn by turn: asked each time (the per-conversation switch).
  const [askingConversation, setAskingConversation] = useState(false);

  function chooseConversational(confirmed = false): void {
    if (welcomeBlocks || recording) return;
    if (conversation.enabled && privateJournal && !confirmed) {
      setAskingConversation(true);
      return;
    }
    setAskingConversation(false);
    if (conversation.enabled) {
      setMode("conversational");
      voice.playSound("conversational");
      return;
    }
    showToast("info", MODE_MESSAGES.conversationalComingSoon, { duration: COMING_SOON_TOAST_MS });
  }

  const conversational = mode === "conversational";

  return (
    <main className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 pt-8 pb-16 sm:gap-8 sm:pt-12">
      {props.children}
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
      {props.syncing && <SyncingBanner />}
      <WelcomePanel playing={voice.welcome.playing} needsTap={voice.welcome.needsTap} onPlay={voice.welcome.playNow} />
      {voice.micWarning && <MicWarning message={voice.micWarning} />}

      {reflection.askKeepRecording && !conversational && <KeepRecordingQuestion onAnswer={reflection.answerKeepRecording} />}
      <ErrorBoundary region="the reflection area">
        {conversational ? (
          conversation.render(() => setMode("voice"), setRecording)
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
        ) : (
          <ReflectionResult
            userId={userId}
            done={state}
            reflection={reflection}
            voice={voice}
            cloudAi={props.cloudAi}
            onContinue={continueReflecting}
          />
        )}
      </ErrorBoundary>
      {state.phase === "idle" && !conversational && props.aside}
    </main>
  );
}
