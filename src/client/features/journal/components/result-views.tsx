// Result views: analysing, 'Your reflection has been saved',
// 'Your moment has been honored', and a failed save that keeps the words.
import { CloudCheck, CloudOff, Heart, History, RotateCw, Sparkles, Volume2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { honoredThankYou } from "../../../../domain/replies/canned-replies";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { OrchestratorResult } from "../../../../domain/types";
import { OFFLINE_COPY, RESULT_COPY } from "../../../../domain/ui-copy";
import { Button } from "../../../ui/button";
import { RippleMark } from "../../../ui/ripple-mark";
import { SupportResources } from "../../../ui/support-resources";
import { Spinner } from "../../../ui/spinner";

const card = "w-full animate-fade-in rounded-[2rem] bg-white/80 p-5 shadow-lg shadow-violet-100 ring-1 ring-white sm:p-8";
const wideCard = "w-full animate-fade-in rounded-[2rem] bg-white/80 px-3 py-6 shadow-lg shadow-violet-100 ring-1 ring-white sm:p-8";

/**
 * Ours: on a result (or its analysis) that an earlier visit left unsaved. "In your journal" only
 * once the server has it: one answered on this device again says only where it is from (the
 * device note beside it says where it is).
 */
function RecoveredNote({ state }: { state: "saving" | "saved" | "on-device" }) {
  const text = {
    saving: "Saving the words from your last visit",
    saved: "From your last visit — now safely in your journal",
    "on-device": "From your last visit",
  }[state];
  return (
    <p className="mx-auto inline-flex items-center gap-2 rounded-2xl bg-ripple-50 px-3 py-1.5 text-left text-sm text-ripple-800 ring-1 ring-ripple-100">
      <History className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** Where a finished reflection from an earlier visit is: the journal, or this device until it syncs. */
const recoveredState = (device: { synced: boolean } | undefined) => (device && !device.synced ? "on-device" : "saved");

/** On a result answered on this device while offline (decision 020), until and once the server has it. */
function DeviceNote({ synced }: { synced: boolean }) {
  const Icon = synced ? CloudCheck : CloudOff;
  return (
    <p
      role="status"
      className="mx-auto inline-flex items-center gap-2 rounded-2xl bg-violet-50 px-3 py-1.5 text-left text-sm text-violet-800 ring-1 ring-violet-100"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {synced ? OFFLINE_COPY.synced : OFFLINE_COPY.savedOnDevice}
    </p>
  );
}

/** While analysing; the companion's reply appears word by word as it is written. */
export function AnalyzingView({ reply = "", recovered = false }: { reply?: string; recovered?: boolean }) {
  return (
    <section className={`${card} flex flex-col items-center gap-4 text-center`} aria-busy="true">
      {recovered && <RecoveredNote state="saving" />}
      <RippleMark animated className={reply ? "size-10" : "size-16"} />
      {reply && <ReplyQuote text={reply} streaming />}
      <p role="status" className={reply ? "text-sm text-slate-500" : "font-display text-xl text-slate-700"}>
        {RESULT_COPY.analyzing}
      </p>
    </section>
  );
}

/**
 * A heading that takes focus when its view appears: the control that was pressed (Save, Stop) is
 * gone, and focus left on <body> strands keyboard and screen-reader users at the top of the page.
 */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ReplyQuote({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return (
    <blockquote
      data-streaming={streaming || undefined}
      className="mx-auto max-w-xl font-display text-xl leading-relaxed text-slate-700 sm:text-2xl"
    >
      “{text.trim()}
      {streaming ? <span aria-hidden="true" className="ml-0.5 inline-block h-5 w-0.5 animate-pulse bg-violet-400 align-middle" /> : "”"}
    </blockquote>
  );
}

/** The reply service failed and a canned reply stands in: say so, quietly. */
function ReplyNote({ error }: { error: string | undefined }) {
  if (!error) return null;
  return <p className="-mt-3 text-xs text-slate-500">{error}</p>;
}

function ReplayButton({ onReplay, muted }: { onReplay: () => Promise<void>; muted: boolean }) {
  const [speaking, setSpeaking] = useState(false);
  return (
    <Button
      variant="soft"
      size="sm"
      disabled={speaking || muted}
      title={muted ? "Unmute to hear the reply" : undefined}
      onClick={() => {
        setSpeaking(true);
        // The speech layer reports its own failures (toast); here the button only comes back.
        onReplay()
          .catch(() => undefined)
          .finally(() => setSpeaking(false));
      }}
    >
      {speaking ? <Spinner className="size-3.5" /> : <Volume2 className="size-4" aria-hidden="true" />}
      {speaking ? "Speaking…" : "Hear it again"}
    </Button>
  );
}

/** A private journal's result (decision 021): this one reflection may go to the cloud AI, if the person asks. */
interface AskAi {
  asking: boolean;
  onAsk: () => void;
}

export function AskAiButton({ asking, onAsk }: AskAi) {
  return (
    <div className="flex flex-col items-center gap-1.5">
      <Button variant="soft" size="sm" disabled={asking} onClick={onAsk}>
        {asking ? <Spinner className="size-3.5" /> : <Sparkles className="size-4" aria-hidden="true" />}
        {asking ? PRIVATE_JOURNAL_COPY.askingAi : PRIVATE_JOURNAL_COPY.askAi}
      </Button>
      <p className="max-w-sm text-xs text-slate-500">{PRIVATE_JOURNAL_COPY.askAiText}</p>
    </div>
  );
}

interface CompleteProps {
  recovered?: boolean;
  /** Answered on this device while offline: whether the server has it yet. */
  device?: { synced: boolean };
  result: OrchestratorResult;
  transcript: string;
  muted: boolean;
  onReplay: () => Promise<void>;
  onContinue: () => void;
  /**
   * What the journal composes under the reply, above `Continue reflecting`: the analysis card (with
   * `crisisShownAbove` from `crisisLinesFirst`), `Ask the AI about this`, the entry's photos and
   * `Add photos` once the server has it (decision 052).
   */
  children?: ReactNode;
}

/**
 * In a crisis the lines come first, above the reply and the analysis (decision 009); other help
 * (a therapist finder, a meditation) stays in the analysis card below.
 */
export function crisisLinesFirst(result: OrchestratorResult) {
  return result.analysis.crisis ? (result.analysis.supportResources ?? []).filter((r) => r.isEmergency) : [];
}

export function SavedView({ recovered, device, result, muted, onReplay, onContinue, children }: Omit<CompleteProps, "transcript">) {
  const crisisLines = crisisLinesFirst(result);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={`${wideCard} grid gap-6 text-center`} aria-labelledby="result-heading">
      {recovered && <RecoveredNote state={recoveredState(device)} />}
      {device && <DeviceNote synced={device.synced} />}
      <div className="flex flex-col items-center gap-2">
        <Heart className="size-7 text-rose-400" aria-hidden="true" />
        <h2 id="result-heading" ref={heading} className="font-display text-2xl text-slate-800 outline-none" tabIndex={-1}>
          {RESULT_COPY.saved}
        </h2>
      </div>
      {crisisLines.length > 0 && <SupportResources resources={crisisLines} crisis />}
      <ReplyQuote text={result.aiResponse} />
      <ReplyNote error={result.responseError} />
      <div className="flex justify-center">
        <ReplayButton onReplay={onReplay} muted={muted} />
      </div>
      <p className="px-2 text-left text-slate-600 sm:px-0">{RESULT_COPY.noticed}</p>
      {children}
      <div className="flex justify-center">
        <Button size="lg" onClick={onContinue}>
          {RESULT_COPY.continueReflecting}
        </Button>
      </div>
    </section>
  );
}

export function HonoredView({ recovered, device, result, transcript, muted, onReplay, onContinue, children }: CompleteProps) {
  const thankYou = honoredThankYou(transcript);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={`${card} grid gap-6 text-center`} aria-labelledby="result-heading">
      {recovered && <RecoveredNote state={recoveredState(device)} />}
      {device && <DeviceNote synced={device.synced} />}
      <div className="flex flex-col items-center gap-3">
        <RippleMark className="size-14" />
        <h2 id="result-heading" ref={heading} className="font-display text-2xl text-slate-800 outline-none" tabIndex={-1}>
          {RESULT_COPY.honored}
        </h2>
      </div>
      {/* after a silence the reply is the thank-you itself: say it once */}
      {result.aiResponse && result.aiResponse !== thankYou && <ReplyQuote text={result.aiResponse} />}
      <div className="flex justify-center">
        <ReplayButton onReplay={onReplay} muted={muted} />
      </div>
      <p className="mx-auto max-w-md leading-relaxed text-slate-600">{thankYou}</p>
      {children}
      <div className="flex justify-center">
        <Button size="lg" onClick={onContinue}>
          {RESULT_COPY.continueReflecting}
        </Button>
      </div>
    </section>
  );
}

interface FailedProps {
  transcript: string;
  message: string;
  onRetry: () => void;
  onDiscard: () => void;
}

export function SaveFailedView({ transcript, message, onRetry, onDiscard }: FailedProps) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={`${card} grid gap-5 text-center`} aria-labelledby="failed-heading">
      <div className="flex flex-col items-center gap-2">
        <CloudOff className="size-7 text-amber-500" aria-hidden="true" />
        <h2 id="failed-heading" ref={heading} className="font-display text-2xl text-slate-800 outline-none" tabIndex={-1}>
          Your words are safe here
        </h2>
        <p role="alert" className="text-sm text-amber-800">
          {message}
        </p>
        <p className="text-sm text-slate-500">Nothing is lost — try again when you're ready.</p>
      </div>
      <blockquote className="rounded-2xl bg-slate-50 p-4 text-left font-display leading-relaxed whitespace-pre-line text-slate-700 italic ring-1 ring-slate-100">
        “{transcript}”
      </blockquote>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" /> Try again
        </Button>
        {confirmDiscard ? (
          <Button variant="danger" size="lg" onClick={onDiscard}>
            Yes, let these words go
          </Button>
        ) : (
          <Button variant="ghost" size="lg" onClick={() => setConfirmDiscard(true)}>
            Discard
          </Button>
        )}
      </div>
    </section>
  );
}
