// A sound file that fails to load is replaced by a generated tone
// (300–1200 Hz, 44100 Hz sample rate). Sample rendering is pure and tested.
import { FALLBACK_TONE_MAX_HZ, FALLBACK_TONE_MIN_HZ, FALLBACK_TONE_SAMPLE_RATE } from "../../../domain/voice/voice-settings";
import type { SoundName } from "../../../domain/voice/voice-settings";
import { addStopHandler } from "./audio-bus";
import { getAudioContext } from "./web-audio";

interface ToneRecipe {
  hz: number;
  seconds: number;
}

const TONES: Readonly<Record<SoundName, ToneRecipe>> = {
  micClick: { hz: 1000, seconds: 0.08 },
  recordStart: { hz: 660, seconds: 0.35 },
  recordStop: { hz: 440, seconds: 0.35 },
  waterDrop: { hz: 1200, seconds: 0.25 },
  gentle: { hz: 523, seconds: 0.6 },
  welcome: { hz: 392, seconds: 1.5 },
  conversationalClick: { hz: 880, seconds: 0.3 },
};

export function clampToneHz(hz: number): number {
  return Math.min(FALLBACK_TONE_MAX_HZ, Math.max(FALLBACK_TONE_MIN_HZ, hz));
}

export function toneRecipe(name: SoundName): ToneRecipe {
  const recipe = TONES[name];
  return { hz: clampToneHz(recipe.hz), seconds: recipe.seconds };
}

/** A sine tone with a 5 ms attack and an exponential decay to silence. */
export function renderToneSamples(hz: number, seconds: number, sampleRate: number = FALLBACK_TONE_SAMPLE_RATE): Float32Array<ArrayBuffer> {
  const length = Math.max(1, Math.round(seconds * sampleRate));
  const attack = Math.min(length, Math.round(0.005 * sampleRate));
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const t = i / sampleRate;
    const envelope = i < attack ? i / attack : Math.exp((-5 * (i - attack)) / (length - attack || 1));
    samples[i] = Math.sin(2 * Math.PI * hz * t) * envelope;
  }
  return samples;
}

const playing = new Set<AudioBufferSourceNode>();

addStopHandler(() => {
  for (const source of playing) {
    try {
      source.stop();
    } catch {
      // already stopped
    }
  }
  playing.clear();
});

/** Plays the fallback tone for a sound; resolves when it ends or is stopped. */
export function playFallbackTone(name: SoundName, volume: number): Promise<void> {
  const ctx = getAudioContext();
  if (!ctx) return Promise.resolve();
  const { hz, seconds } = toneRecipe(name);
  const samples = renderToneSamples(hz, seconds);
  const buffer = ctx.createBuffer(1, samples.length, FALLBACK_TONE_SAMPLE_RATE);
  buffer.copyToChannel(samples, 0);
  const source = ctx.createBufferSource();
  const gain = ctx.createGain();
  source.buffer = buffer;
  gain.gain.value = volume;
  source.connect(gain).connect(ctx.destination);
  if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  return new Promise((resolve) => {
    source.onended = () => {
      playing.delete(source);
      resolve();
    };
    playing.add(source);
    source.start();
  });
}
