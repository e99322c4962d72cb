// The bridge between the journal screen and the voice parts (recorder, speech, audio,
// welcome clip): the app composes them so features never import each other.
import { useEffect } from "react";
import type { JournalVoice } from "../features/journal/components/journal-types";
import { VoiceRecorder } from "../features/recorder/components/voice-recorder";
import { useCaptureEngine } from "../features/recorder/hooks/use-capture-engine";
import { useMicrophoneCheck } from "../features/recorder/hooks/use-microphone-check";
import { useSpeech } from "../features/speech/use-speech";
import { useAudio } from "../lib/audio/audio-context";
import { useWelcomeClip } from "../lib/audio/welcome";

/**
 * `hasEntries` is null while the entries are loading (the welcome clip waits). `transcription`:
 * the server transcribes recordings (/api/config), so a browser without a recogniser can still record.
 */
export function useJournalVoice({
  userId,
  hasEntries,
  transcription,
}: {
  userId: string;
  hasEntries: boolean | null;
  transcription: boolean;
}): JournalVoice {
  const audio = useAudio();
  const speech = useSpeech();
  const welcome = useWelcomeClip({ userId, hasEntries });
  const engine = useCaptureEngine(transcription);
  const microphone = useMicrophoneCheck(engine !== "transcription");
  const { preloadSounds } = audio;

  useEffect(() => {
    preloadSounds();
  }, [preloadSounds]);

  return {
    muted: audio.muted,
    toggleMute: () => {
      if (!audio.muted) speech.stop();
      audio.toggleMute();
    },
    playSound: (name) => void audio.playSound(name),
    speak: (text) =>
      speech.speak(text, { manual: true }).catch((error: unknown) => {
        console.warn(`[speech] replay failed: ${error instanceof Error ? error.message : "unknown"}`);
      }),
    welcome: { playing: welcome.playing, needsTap: welcome.needsTap, playNow: () => void welcome.playNow() },
    micWarning: microphone.warning,
    // Once the user starts speaking, the welcome has had its moment: it must not start over them
    // (it waits for a gesture when the page could not autoplay, and that gesture may be the mic).
    renderRecorder: (props) => (
      <VoiceRecorder
        {...props}
        capture={{ engine }}
        onRecordingChange={(recording) => {
          if (recording && !welcome.playing) welcome.markPlayed();
          props.onRecordingChange?.(recording);
        }}
      />
    ),
    autoSpeak: (text) => speech.speak(text),
  };
}
