// Sound effects through howler, loaded on first use so it stays out of the landing bundle.
// HTML5 audio (howler's pool of 10, its 30 s auto-suspend); a file that fails to load is
// replaced by a generated tone from then on.
import type { Howl } from "howler";
import type * as howler from "howler";
import { AUDIO_POOL_SIZE, SOUND_FILES } from "../../../domain/voice/voice-settings";
import type { SoundName } from "../../../domain/voice/voice-settings";
import { addStopHandler } from "./audio-bus";
import { playFallbackTone } from "./fallback-tone";

type HowlerModule = typeof howler;

let howlerModule: Promise<HowlerModule> | null = null;
const howls = new Map<SoundName, Howl>();
const failed = new Set<SoundName>();
/** Bumped by stopAllSounds so a sound still waiting for howler never starts. */
let stopEpoch = 0;

function loadHowler(): Promise<HowlerModule> {
  howlerModule ??= import("howler").then((mod) => {
    // CommonJS interop: the classes may sit on the namespace or on its default export.
    const lib = ("Howl" in mod ? mod : (mod as { default: HowlerModule }).default) as HowlerModule;
    lib.Howler.html5PoolSize = AUDIO_POOL_SIZE;
    return lib;
  });
  return howlerModule;
}

/** Starts fetching howler and the sound files (call when the journaling screen mounts). */
export function preloadSounds(names: readonly SoundName[]): void {
  void loadHowler()
    .then((lib) => names.forEach((name) => getHowl(lib, name)))
    .catch(() => undefined);
}

/** The one Howl of a sound, made on first use; its volume is set by each play. */
function getHowl(lib: HowlerModule, name: SoundName): Howl {
  const existing = howls.get(name);
  if (existing) return existing;
  const howl = new lib.Howl({ src: [SOUND_FILES[name]], format: ["mp3"], html5: true, preload: true });
  howl.once("loaderror", () => {
    failed.add(name);
    howls.delete(name);
  });
  howls.set(name, howl);
  return howl;
}

/** Plays a sound; resolves when it ends, is stopped or cannot play. Never rejects. */
export async function playSoundFile(name: SoundName, volume: number): Promise<void> {
  const epoch = stopEpoch;
  if (failed.has(name)) return playFallbackTone(name, volume);
  let lib: HowlerModule;
  try {
    lib = await loadHowler();
  } catch {
    return playFallbackTone(name, volume);
  }
  if (epoch !== stopEpoch) return;
  const howl = getHowl(lib, name);
  howl.volume(volume);
  return new Promise<void>((resolve) => {
    const id = howl.play();
    const cleanup = () => {
      howl.off("end", finish, id);
      howl.off("stop", finish, id);
      howl.off("playerror", finish, id);
      howl.off("loaderror", onLoadError);
    };
    function finish() {
      cleanup();
      resolve();
    }
    function onLoadError() {
      cleanup();
      if (epoch !== stopEpoch) resolve();
      else void playFallbackTone(name, volume).then(resolve);
    }
    howl.once("end", finish, id);
    howl.once("stop", finish, id);
    howl.once("playerror", finish, id);
    howl.once("loaderror", onLoadError);
  });
}

export function stopAllSounds(): void {
  stopEpoch += 1;
  for (const howl of howls.values()) howl.stop();
}

addStopHandler(stopAllSounds);
