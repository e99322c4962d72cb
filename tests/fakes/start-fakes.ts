// Starts the five provider fakes on loopback and hands back their URLs, an env block for
// loadConfig, and one reset()/stop() for all of them. A test switches a provider on by taking its
// part of the env: providerEnv(fakes.env, ["TRANSCRIPTION_"]) for the Whisper-compatible fake.
import { startFakeEkman } from "./fake-ekman";
import { startFakeElevenLabs } from "./fake-elevenlabs";
import { startFakeGemini } from "./fake-gemini";
import { startFakeOpenAi } from "./fake-openai";
import { startFakeWhisper } from "./fake-whisper";
import type { FakeControl } from "./fake-server";

export const FAKE_NAMES = ["ekman", "gemini", "openai", "elevenlabs", "whisper"] as const;
export type FakeName = (typeof FAKE_NAMES)[number];

/** The keys the fakes accept (any other key is refused the way the real service refuses it). */
export const FAKE_KEYS: Record<FakeName, string> = {
  ekman: "test-ekman-key",
  gemini: "test-gemini-key",
  openai: "test-openai-key",
  elevenlabs: "test-elevenlabs-key",
  whisper: "test-whisper-key",
};

export const FAKE_EKMAN_HOST = "ekman-emotion-analysis.p.rapidapi.com";

export interface Fakes extends Record<FakeName, FakeControl> {
  urls: Record<FakeName, string>;
  /** Environment variables that point the app at the fakes (keys, base URLs, fast retries). */
  env: Record<string, string>;
  reset(): void;
  stop(): Promise<void>;
}

export interface StartFakesOptions {
  /** Fixed ports (default: 0, any free port). */
  ports?: Partial<Record<FakeName, number>>;
  host?: string;
}

export async function startFakes(options: StartFakesOptions = {}): Promise<Fakes> {
  const common = (name: FakeName) => ({ port: options.ports?.[name] ?? 0, host: options.host, apiKey: FAKE_KEYS[name] });
  const started = await Promise.allSettled([
    startFakeEkman(common("ekman")),
    startFakeGemini(common("gemini")),
    startFakeOpenAi(common("openai")),
    startFakeElevenLabs(common("elevenlabs")),
    startFakeWhisper(common("whisper")),
  ]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(started.map((result) => (result.status === "fulfilled" ? result.value.close() : undefined)));
    throw (failed as PromiseRejectedResult).reason;
  }
  const [ekman, gemini, openai, elevenlabs, whisper] = started.map((result) => (result as PromiseFulfilledResult<FakeControl>).value) as [
    FakeControl,
    FakeControl,
    FakeControl,
    FakeControl,
    FakeControl,
  ];
  const all = { ekman, gemini, openai, elevenlabs, whisper };
  const urls = { ekman: ekman.url, gemini: gemini.url, openai: openai.url, elevenlabs: elevenlabs.url, whisper: whisper.url };
  return {
    ...all,
    urls,
    env: {
      EKMAN_API_KEY: FAKE_KEYS.ekman,
      EKMAN_BASE_URL: urls.ekman,
      EKMAN_HOST: FAKE_EKMAN_HOST,
      GEMINI_API_KEY: FAKE_KEYS.gemini,
      GEMINI_BASE_URL: urls.gemini,
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: urls.openai,
      ELEVENLABS_API_KEY: FAKE_KEYS.elevenlabs,
      ELEVENLABS_BASE_URL: urls.elevenlabs,
      TRANSCRIPTION_API_KEY: FAKE_KEYS.whisper,
      TRANSCRIPTION_BASE_URL: urls.whisper,
      AI_RETRY_BASE_MS: "1",
    },
    reset() {
      for (const fake of Object.values(all)) fake.reset();
    },
    async stop() {
      await Promise.all(Object.values(all).map((fake) => fake.close()));
    },
  };
}

/** The part of the fakes' environment for some providers ("EKMAN_", "GEMINI_", "TRANSCRIPTION_"…), retry base included. */
export function providerEnv(env: Record<string, string>, prefixes: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key === "AI_RETRY_BASE_MS" || prefixes.some((p) => key.startsWith(p))));
}
