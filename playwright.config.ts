import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS as QUIET_CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from "./tests/setup/chromium";

// Browser tests drive Debian's Chromium with a fake microphone and sound allowed without a gesture.
const CHROMIUM_ARGS = [
  ...QUIET_CHROMIUM_ARGS,
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  "--autoplay-policy=no-user-gesture-required",
];

/**
 * Specs that need the full browser: the headless shell the others run on denies notifications
 * whatever the permission says, and reminders.spec.ts shows one (decision 060).
 */
const NEEDS_FULL_BROWSER = /reminders\.spec\.ts$/;

export const LOCAL_APP = "http://localhost:3210";
export const OIDC_PORT = 3290;
/**
 * Browsers run side by side, each in a Playwright worker with an app of its own wired to provider
 * fakes of its own (tests/e2e/support/cloud.ts): a test scripts and reads fakes no other running
 * test touches, so the specs that script them run in parallel with the rest. Three on two cores:
 * a test often waits on the app or a fake, and a third browser works meanwhile (decision 059).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/** Worker i's app with every cloud provider pointed at its loopback fakes (ports fakesBasePort(i)…+4; +4 is the Whisper fake). */
const cloudAppPort = (worker: number) => 3220 + worker;
export const cloudAppUrl = (worker: number) => `http://localhost:${cloudAppPort(worker)}`;
export const fakesBasePort = (worker: number) => 4310 + 10 * worker;
const workerIndexes = Array.from({ length: E2E_WORKERS }, (_, worker) => worker);

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: "production",
  PORT: String(port),
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: `.e2e-data/${port}`,
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_MAX: "1000",
  ...extra,
});

/**
 * The servers the browser tests use, started by tests/e2e/support/serve-all.ts: each a TypeScript
 * file run by node through tsx, with the address that answers once it is ready. An app's DATA_DIR
 * is emptied first.
 */
export const SERVERS: { name: string; script: string; args?: string[]; readyUrl: string; env?: Record<string, string> }[] = [
  {
    name: "oidc",
    script: "tests/fakes/serve-oidc.ts",
    args: [String(OIDC_PORT)],
    readyUrl: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
  },
  {
    name: "app",
    script: "src/server/index.ts",
    readyUrl: `${LOCAL_APP}/api/health`,
    env: serverEnv(3210, {
      OIDC_ISSUER: `http://localhost:${OIDC_PORT}`,
      OIDC_CLIENT_ID: "ripple-e2e",
      OIDC_CLIENT_SECRET: "ripple-e2e-secret",
      OIDC_NAME: "Test SSO",
    }),
  },
  ...workerIndexes.flatMap((worker) => {
    const fakeUrl = (offset: number, path = "") => `http://127.0.0.1:${fakesBasePort(worker) + offset}${path}`;
    const port = cloudAppPort(worker);
    return [
      {
        name: `fakes-${worker}`,
        script: "tests/fakes/serve.ts",
        args: [`--base-port=${fakesBasePort(worker)}`],
        readyUrl: `${fakeUrl(0)}/__control/requests`,
      },
      {
        name: `cloud-app-${worker}`,
        script: "src/server/index.ts",
        readyUrl: `${cloudAppUrl(worker)}/api/health`,
        env: serverEnv(port, {
          EKMAN_API_KEY: "test-ekman-key",
          EKMAN_BASE_URL: fakeUrl(0),
          EKMAN_HOST: "ekman-emotion-analysis.p.rapidapi.com",
          GEMINI_API_KEY: "test-gemini-key",
          GEMINI_BASE_URL: fakeUrl(1),
          OPENAI_API_KEY: "test-openai-key",
          OPENAI_BASE_URL: fakeUrl(2, "/v1"),
          ELEVENLABS_API_KEY: "test-elevenlabs-key",
          ELEVENLABS_BASE_URL: fakeUrl(3),
          TRANSCRIPTION_API_KEY: "test-whisper-key",
          TRANSCRIPTION_BASE_URL: fakeUrl(4, "/v1"),
          AI_RETRY_BASE_MS: "1",
          REFLECTION_DEADLINE_MS: "4000",
        }),
      },
    ];
  }),
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: LOCAL_APP,
    // A trace records the page all along (frames, snapshots): kept for a failing test's retry
    // only, as CI retries once; `--trace on` asks for one locally (decision 059).
    trace: "on-first-retry",
    // The app's service worker would answer some requests before page.route sees them; the
    // specs about installing and offline use (pwa.spec.ts) allow it.
    serviceWorkers: "block",
    // The app honours prefers-reduced-motion (styles.css); every spec runs with it asked for, so the
    // endless ripples and pulses are not composited in software for a whole run on two cores
    // (decision 059). motion.spec.ts checks the motion that is then left out.
    reducedMotion: "reduce",
  },
  projects: [
    // first, so that its serial spec (a server of its own) is not the last thing the run waits for
    {
      name: "chromium-full",
      testMatch: NEEDS_FULL_BROWSER,
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: "chromium",
      testIgnore: NEEDS_FULL_BROWSER,
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  // One launcher starts every server in SERVERS at once and says when all answer; Playwright would
  // wait for each entry's address before starting the next (decision 060).
  webServer: {
    command: "node --import tsx tests/e2e/support/serve-all.ts",
    wait: { stdout: /^servers ready$/m },
    reuseExistingServer: false,
    timeout: 120_000,
    // the launcher stops its servers (each closes its database) and then exits
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
