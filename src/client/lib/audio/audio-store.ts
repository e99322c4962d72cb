// Mute, audio permission and whether the welcome clip is done, shared by every hook
// under one AudioProvider. An external store so delayed callbacks read current values.
import { getAudioPermission, resetAudioPermission, setAudioPermission } from "../storage";
import type { AudioPermission } from "../storage";

export interface AudioState {
  muted: boolean;
  audioPermission: AudioPermission | null;
  /** Mute marks the welcome clip done for this page. */
  welcomeDone: boolean;
}

export interface AudioStore {
  getState(): AudioState;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<AudioState>): void;
}

export function createAudioStore(initial?: Partial<AudioState>): AudioStore {
  let state: AudioState = {
    muted: false,
    audioPermission: getAudioPermission(),
    welcomeDone: false,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      state = { ...state, ...patch };
      if (patch.audioPermission === null) resetAudioPermission();
      else if (patch.audioPermission) setAudioPermission(patch.audioPermission);
      listeners.forEach((listener) => listener());
    },
  };
}
