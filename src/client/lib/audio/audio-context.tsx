// Audio for the whole client: mute, audio permission and sound effects, at
// the volumes in domain/voice/voice-settings.ts. Put <AudioProvider> above every screen.
import { createContext, useContext, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { SOUND_VOLUMES } from "../../../domain/voice/voice-settings";
import type { SoundName } from "../../../domain/voice/voice-settings";
import { stopAllAudio } from "./audio-bus";
import { createAudioStore } from "./audio-store";
import type { AudioState, AudioStore } from "./audio-store";
import type { AudioPermission } from "../storage";
import { unlockAudio } from "./audio-unlock";

/** 'conversational' is accepted as a short name for 'conversationalClick'. */
type PlayableSound = SoundName | "conversational";

interface PlaySoundOptions {
  /** Play even without stored audio permission (the caller holds a user gesture). */
  skipPermissionCheck?: boolean;
}

export interface AudioControls {
  toggleMute(): void;
  /** Resolves when the sound ends, is stopped, or is skipped (muted, no permission). */
  playSound(name: PlayableSound, options?: PlaySoundOptions): Promise<void>;
  /** Call from a user gesture; stores 'granted' or 'denied' and resolves true when granted. */
  requestAudioPermission(): Promise<boolean>;
  resetAudioPermission(): void;
  markWelcomeDone(): void;
  /** Fetches howler and the effect files ahead of the first sound (journaling screen). */
  preloadSounds(): void;
  /** Current state, for callbacks that run later (timers, promises). */
  getState(): AudioState;
}

export interface AudioValue extends AudioControls {
  muted: boolean;
  audioPermission: AudioPermission | null;
  welcomeDone: boolean;
}

interface AudioContextValue {
  store: AudioStore;
  controls: AudioControls;
}

const PRELOADED_SOUNDS: readonly SoundName[] = ["micClick", "recordStart", "recordStop", "waterDrop", "gentle", "conversationalClick"];

const AudioCtx = createContext<AudioContextValue | null>(null);

function createControls(store: AudioStore): AudioControls {
  return {
    toggleMute() {
      const muted = !store.getState().muted;
      if (muted) stopAllAudio();
      store.update(muted ? { muted, welcomeDone: true } : { muted });
    },
    async playSound(name, options) {
      const { muted, audioPermission } = store.getState();
      if (muted) return;
      if (!options?.skipPermissionCheck && audioPermission !== "granted") return;
      const sound: SoundName = name === "conversational" ? "conversationalClick" : name;
      const { playSoundFile } = await import("./sound-player");
      if (store.getState().muted) return;
      await playSoundFile(sound, SOUND_VOLUMES[sound]);
    },
    async requestAudioPermission() {
      const granted = await unlockAudio();
      store.update({ audioPermission: granted ? "granted" : "denied" });
      return granted;
    },
    resetAudioPermission() {
      store.update({ audioPermission: null });
    },
    markWelcomeDone() {
      store.update({ welcomeDone: true });
    },
    preloadSounds() {
      void import("./sound-player").then(({ preloadSounds }) => preloadSounds(PRELOADED_SOUNDS));
    },
    getState: () => store.getState(),
  };
}

export function AudioProvider({ children }: { children: ReactNode }) {
  const [value] = useState<AudioContextValue>(() => {
    const store = createAudioStore();
    return { store, controls: createControls(store) };
  });
  return <AudioCtx.Provider value={value}>{children}</AudioCtx.Provider>;
}

export function useAudio(): AudioValue {
  const value = useContext(AudioCtx);
  if (!value) throw new Error("useAudio must be used inside <AudioProvider>");
  const state = useSyncExternalStore(value.store.subscribe, value.store.getState);
  return { ...value.controls, ...state };
}
