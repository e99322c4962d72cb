// Conversational mode, whole: the conversation so far, the recorder for the next turn with
// its status line, the flow prompt, saving as one ripple and the result view. The journal
// screen renders it in place of its recorder (JournalScreen's renderConversational slot). The saved
// conversation's analysis card is the app's AnalysisSlot (decision 058).
import { CloudOff, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useRef, useState } from "react";
import type { ChatMessage, SupportRecommendation } from "../../../../domain/types";
import type { MicStatus } from "../../../../domain/ui-copy";
import { CONVERSATION_COPY, RESULT_COPY, micStatusText } from "../../../../domain/ui-copy";
import { AnalysisSlot } from "../../../ui/analysis-slot";
import { Button } from "../../../ui/button";
import { RippleMark } from "../../../ui/ripple-mark";
import type { SpokenTurn } from "../hooks/use-conversation-flow";
import { useConversationFlow } from "../hooks/use-conversation-flow";
import { hasUserMessages } from "../lib/conversation-session";
import type { ConversationSpeak } from "../lib/conversation-speech";
import { CONVERSATION_SPEECH } from "../lib/conversation-speech";
import { ConversationResult } from "./conversation-result";
import { ConversationView } from "./conversation-view";

/** Structurally the journal's RecorderSlotProps, so `voice.renderRecorder` fits as is. */
interface ConversationRecorderProps {
  onComplete: (turn: SpokenTurn) => void;
  disabled?: boolean;
  onRecordingChange?: (recording: boolean) => void;
}

/** The journal's recorder for the next turn, and what the journal needs of it. */
interface ConversationRecorder {
  render: (props: ConversationRecorderProps) => ReactNode;
  /** Blocks the mic (e.g. while the welcome clip plays). */
  disabled?: boolean;
  /** Told when recording starts and stops (e.g. to lock the mode switch). */
  onRecordingChange?: (recording: boolean) => void;
}

export interface ConversationPanelProps {
  userId: string;
  muted: boolean;
  /** Speaks a companion message (cloud voice with browser fallback); gets pitch 1.1 and the chat voice style. */
  speak: ConversationSpeak;
  recorder: ConversationRecorder;
  /** After 'Not today' (the panel is back to idle); e.g. return to Voice Mood. */
  onNotToday?: () => void;
  /** The person's regional crisis lines, shown inline after a reply to a message in crisis. */
  crisisLines: readonly SupportRecommendation[];
}

const card = "w-full animate-fade-in rounded-[2rem] bg-white/80 p-5 shadow-lg shadow-violet-100 ring-1 ring-white sm:p-8";

export function ConversationPanel(props: ConversationPanelProps) {
  const { muted, speak } = props;
  const flow = useConversationFlow(props.userId, speak);
  const [recording, setRecording] = useState(false);
  const speakArea = useRef<HTMLElement>(null);
  const { phase, session } = flow;
  const stored: readonly ChatMessage[] = session?.messages ?? [];
  // The user's words show at once; the analysis adds them to the session a moment later (same id).
  const pending = phase.kind === "analysing" && !stored.some((m) => m.id === phase.pending.id) ? phase.pending : null;
  const messages = pending ? [...stored, pending] : stored;
  const play = (message: ChatMessage) => speak(message.content, { ...CONVERSATION_SPEECH, manual: true });

  if (phase.kind === "saved") {
    const { result, entry } = phase;
    return (
      <ConversationResult
        messages={phase.messages}
        analysisCard={result.shouldShowAnalysis ? <AnalysisSlot analysis={result.analysis} transcript={entry.entryText} /> : undefined}
        muted={muted}
        onPlay={play}
        onTalkMore={flow.reset}
        onNotToday={() => {
          flow.reset();
          props.onNotToday?.();
        }}
      />
    );
  }

  const micStatus: MicStatus = recording ? "recording" : phase.kind === "analysing" || phase.kind === "replying" ? "processing" : "idle";
  const canRecord = phase.kind === "ready" || phase.kind === "prompt";

  return (
    <div className="flex w-full flex-col items-center gap-5">
      <div className={card}>
        <ConversationView
          conversation={{
            messages,
            loading: phase.kind === "analysing" || phase.kind === "replying",
            flow: phase.kind === "prompt" ? phase.flow : null,
            notice: flow.notice,
          }}
          muted={muted}
          onPlay={play}
          onFlowAction={(action) => {
            flow.chooseFlow(action);
            // The prompt's buttons are gone; the next step is the mic.
            if (action !== "complete") speakArea.current?.querySelector<HTMLButtonElement>("button:enabled")?.focus();
          }}
          crisisLines={props.crisisLines}
        />
        {phase.kind === "ready" && phase.hint && (
          <p role="status" className="mt-3 text-center font-display text-lg text-slate-600">
            {phase.hint}
          </p>
        )}
        {phase.kind === "ready" && !recording && hasUserMessages(session) && (
          <div className="mt-3 flex justify-center">
            <Button variant="ghost" size="sm" onClick={() => flow.chooseFlow("complete")}>
              {CONVERSATION_COPY.feelsComplete}
            </Button>
          </div>
        )}
      </div>

      {phase.kind === "saving" ? (
        <section className={`${card} flex flex-col items-center gap-4 text-center`} aria-busy="true">
          <RippleMark animated className="size-14" />
          <p role="status" className="font-display text-xl text-slate-700">
            {RESULT_COPY.analyzing}
          </p>
        </section>
      ) : phase.kind === "save-failed" ? (
        <section className={`${card} grid gap-4 text-center`} aria-labelledby="conversation-save-failed">
          <CloudOff className="mx-auto size-7 text-amber-500" aria-hidden="true" />
          <h2 id="conversation-save-failed" className="font-display text-xl text-slate-800">
            Your conversation is safe here
          </h2>
          <p role="alert" className="text-sm text-amber-800">
            {phase.message}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={flow.retrySave}>
              <RotateCw className="size-4" aria-hidden="true" /> Try again
            </Button>
            <Button variant="ghost" onClick={flow.keepTalking}>
              Keep talking
            </Button>
          </div>
        </section>
      ) : (
        <section ref={speakArea} aria-label="Speak to Ripple" className="flex w-full flex-col items-center gap-4">
          {props.recorder.render({
            onComplete: flow.submit,
            disabled: Boolean(props.recorder.disabled) || !canRecord,
            onRecordingChange: (value) => {
              setRecording(value);
              props.recorder.onRecordingChange?.(value);
            },
          })}
          <p role="status" className="text-center text-slate-600">
            {micStatusText(micStatus, "conversational")}
          </p>
        </section>
      )}
    </div>
  );
}
