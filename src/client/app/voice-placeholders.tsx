// Stand-ins for the voice engineer's parts (recorder, speech, audio) until they land.
// Replaced in use-journal-voice.tsx by the real VoiceRecorder, useSpeech, useAudio and
// useWelcomeClip; nothing else in the app refers to these.
import { Mic } from "lucide-react";
import { useState } from "react";
import type { RecorderSlotProps } from "../features/journal/components/journal-types";

export function PlaceholderRecorder({ onComplete, disabled, onRecordingChange }: RecorderSlotProps) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [text, setText] = useState("");

  if (startedAt === null) {
    return (
      <button
        type="button"
        disabled={disabled}
        aria-label="Start recording"
        onClick={() => {
          setStartedAt(Date.now());
          onRecordingChange?.(true);
        }}
        className="relative inline-flex size-28 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-ripple-500 text-white shadow-xl shadow-violet-200 transition hover:scale-105 disabled:opacity-50"
      >
        <Mic className="size-11" aria-hidden="true" />
      </button>
    );
  }
  return (
    <form
      className="grid w-full gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const duration = Math.round((Date.now() - startedAt) / 1000);
        setStartedAt(null);
        onRecordingChange?.(false);
        onComplete({ transcript: text, duration, speechDetected: text.trim().length > 0 });
        setText("");
      }}
    >
      <label className="text-sm text-slate-600">
        Your reflection
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          className="mt-1 block w-full rounded-2xl bg-white p-3 ring-1 ring-slate-200"
        />
      </label>
      <button type="submit" className="justify-self-center rounded-full bg-rose-500 px-5 py-2 font-medium text-white">
        Stop
      </button>
    </form>
  );
}

export function placeholderSpeak(text: string): Promise<void> {
  return new Promise((resolve) => {
    if (!("speechSynthesis" in window)) return resolve();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = 0.9;
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    window.speechSynthesis.speak(utterance);
  });
}
