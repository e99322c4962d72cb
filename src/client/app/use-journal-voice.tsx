// The bridge between the journal screen and the voice engineer's parts (recorder,
// speech, audio, welcome clip). The one place that changes when those parts land.
import { useState } from "react";
import type { JournalVoice } from "../features/journal/components/journal-types";
import { PlaceholderRecorder, placeholderSpeak } from "./voice-placeholders";

export function useJournalVoice(_args: { userId: string; hasEntries: boolean }): JournalVoice {
  const [muted, setMuted] = useState(false);
  return {
    muted,
    toggleMute: () => {
      if (!muted) window.speechSynthesis?.cancel();
      setMuted(!muted);
    },
    speak: (text) => (muted ? Promise.resolve() : placeholderSpeak(text)),
    welcome: { playing: false, needsTap: false, playNow: () => undefined },
    renderRecorder: (props) => <PlaceholderRecorder {...props} />,
    renderAutoSpeak: () => null,
  };
}
