// One switch that silences everything: sound effects, the welcome clip and speech.
// Players register how to stop themselves; mute calls stopAllAudio().

type StopHandler = () => void;

const handlers = new Set<StopHandler>();

/** Registers a way to stop a player; returns the unregister function. */
export function addStopHandler(handler: StopHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function stopAllAudio(): void {
  for (const handler of handlers) {
    try {
      handler();
    } catch {
      // one player failing to stop must not keep the others playing
    }
  }
  globalThis.speechSynthesis?.cancel();
}
