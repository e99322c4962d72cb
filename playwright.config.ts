import { defineConfig, devices } from "@playwright/test";

// Browser tests drive Debian's Chromium; the project never downloads a browser.
const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  "--autoplay-policy=no-user-gesture-required",
];

export const LOCAL_APP = "http://localhost:3210";
export const OIDC_PORT = 3290;

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: "production",
  PORT: String(port),
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: `.e2e-data/${port}`,
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_MAX: "1000",
  ...extra,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: LOCAL_APP,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx tests/fakes/serve-oidc.ts ${OIDC_PORT}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "rm -rf .e2e-data/3210 && npx tsx src/server/index.ts",
      url: `${LOCAL_APP}/api/health`,
      env: serverEnv(3210, {
        OIDC_ISSUER: `http://localhost:${OIDC_PORT}`,
        OIDC_CLIENT_ID: "ripple-e2e",
        OIDC_CLIENT_SECRET: "ripple-e2e-secret",
        OIDC_NAME: "Test SSO",
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
