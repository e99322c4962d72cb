// The first-time welcome clip: about 1 s after the
// journaling screen loads, a user with no entries and no 'welcome played' flag hears
// the clip once. Without audio permission the screen shows a tap-to-play panel instead.
import { useEffect, useState } from "react";
import { WELCOME_AUDIO_DELAY_MS } from "../../../domain/constants";
import { useAudio } from "./audio-context";
import { hasWelcomePlayed, markWelcomePlayed, resetWelcomePlayed } from "../storage";

export interface WelcomeClipOptions {
  userId: string | null | undefined;
  /** null/undefined while the entries are still loading: nothing happens until known. */
  hasEntries: boolean | null | undefined;
}

export interface WelcomeClip {
  /** True while the clip plays; block the mic and mode switch meanwhile. */
  playing: boolean;
  /** First-time user, clip not yet played, no audio permission (or no gesture yet): show the tap-to-play panel. */
  needsTap: boolean;
  /** For the tap-to-play button: asks for audio permission, then plays the clip. */
  playNow(): Promise<void>;
  markPlayed(): void;
  resetPlayed(): void;
}

/**
 * Browsers refuse audible autoplay on a page the user has not touched yet (for example
 * right after the sign-in redirect); then the clip waits for a tap instead of failing.
 */
function pageMayAutoplay(): boolean {
  const activation = (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)?.userActivation;
  return activation?.hasBeenActive ?? true;
}

export function useWelcomeClip({ userId, hasEntries }: WelcomeClipOptions): WelcomeClip {
  const audio = useAudio();
  const [playing, setPlaying] = useState(false);
  const firstTime = Boolean(userId) && hasEntries === false && !hasWelcomePlayed(userId ?? "");
  const eligible = firstTime && !audio.welcomeDone && !audio.muted;
  const canAutoplay = audio.audioPermission === "granted" && pageMayAutoplay();
  const autoPlay = eligible && canAutoplay;

  async function play(id: string, manual: boolean): Promise<void> {
    const state = audio.getState();
    if (state.muted || playing) return;
    // Marked before playing: a load or play error must not bring the clip back.
    markWelcomePlayed(id);
    audio.markWelcomeDone();
    setPlaying(true);
    try {
      await audio.playSound("welcome", { skipPermissionCheck: manual });
    } finally {
      setPlaying(false);
    }
  }

  useEffect(() => {
    if (!autoPlay || !userId) return;
    const timer = setTimeout(() => void play(userId, false), WELCOME_AUDIO_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- play reads current state through audio.getState(); only these inputs re-arm the timer
  }, [autoPlay, userId]);

  return {
    playing,
    needsTap: eligible && !playing && !canAutoplay,
    async playNow() {
      if (!userId) return;
      const granted = audio.getState().audioPermission === "granted" || (await audio.requestAudioPermission());
      if (granted) await play(userId, true);
    },
    markPlayed() {
      if (userId) markWelcomePlayed(userId);
      audio.markWelcomeDone();
    },
    resetPlayed() {
      if (userId) resetWelcomePlayed(userId);
    },
  };
}
