// Speaking replies aloud: the cloud voice through
// POST /api/speech when the server has one, else — and after any cloud failure (playback
// included), until resetMode() — the browser's voice. Muted: silent. Without stored audio
// permission only `manual` speech plays, after asking for it.
import { useSyncExternalStore } from "react";
import { SPEECH_SYNTHESIS_MESSAGES } from "../../../domain/messages";
import { NATIVE_SPEECH } from "../../../domain/voice/voice-settings";
import { useAudio } from "../../lib/audio/audio-context";
import { getErrorMessage } from "../../lib/api-client";
import { useSpeechProvider } from "./api/get-speech-provider";
import { CloudSpeechUnavailable, postSpeech } from "./api/post-speech";
import type { SpeechStyle } from "./api/post-speech";
import { speakNative } from "./lib/native-speech";
import { beginSpeech, playSpeechAudio, stopSpeech } from "./lib/speech-player";
import { cloudFallback, isNativeSpeechAvailable, resolveVoiceMode } from "./lib/voice-mode";
import type { VoiceMode } from "./lib/voice-mode";

interface SpeakOptions {
  /** Native voice pitch; 1 by default, 1.1 in the conversation view. */
  pitch?: number;
  /** Cloud voice settings: 'chat' (conversation) or 'mindfulness' (default). */
  style?: SpeechStyle;
  voiceId?: string;
  /** A direct user action (replay button): asks for audio permission first if needed. */
  manual?: boolean;
}

export interface Speech {
  /** Resolves when speech ends, is stopped or is skipped; rejects with the speech messages (domain/messages.ts). */
  speak(text: string, options?: SpeakOptions): Promise<void>;
  stop(): void;
  mode: VoiceMode;
  /** Back to the cloud voice after a fallback (when the server has one). */
  resetMode(): void;
}

export function useSpeech(): Speech {
  const audio = useAudio();
  const { provider, readProvider } = useSpeechProvider();
  const fellBack = useSyncExternalStore(cloudFallback.subscribe, cloudFallback.get, cloudFallback.get);
  const mode = resolveVoiceMode(provider, fellBack, isNativeSpeechAvailable());

  async function mayPlay(manual: boolean): Promise<boolean> {
    const state = audio.getState();
    if (state.muted) return false;
    if (state.audioPermission === "granted") return true;
    return manual && (await audio.requestAudioPermission());
  }

  async function speak(text: string, options: SpeakOptions = {}): Promise<void> {
    const clean = text.trim();
    if (!clean || !(await mayPlay(options.manual ?? false))) return;
    const signal = beginSpeech();
    const current = resolveVoiceMode(readProvider(), cloudFallback.get(), isNativeSpeechAvailable());
    if (current === "cloud") {
      try {
        const blob = await postSpeech({ text: clean, voiceId: options.voiceId, style: options.style }, signal);
        return await playSpeechAudio(blob, signal);
      } catch (error) {
        if (signal.aborted) return;
        // Any failure — the service refused, the network dropped, the audio would not play
        // ('Audio playback failed') — hands this reply and the ones after it to the browser.
        const reason = error instanceof CloudSpeechUnavailable ? error.code : getErrorMessage(error);
        console.warn(`[speech] cloud voice failed (${reason}); using the browser's voice`);
        cloudFallback.set(true);
      }
    }
    if (!isNativeSpeechAvailable()) throw new Error(SPEECH_SYNTHESIS_MESSAGES.nativeUnsupported);
    await speakNative(clean, options.pitch ?? NATIVE_SPEECH.pitch, signal);
  }

  return { speak, stop: stopSpeech, mode, resetMode: () => cloudFallback.set(false) };
}
