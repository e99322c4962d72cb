import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Component tests are `*.dom.test.tsx` beside their component; each names its DOM
    // (`// @vitest-environment happy-dom`), so every other test keeps the plain Node environment.
    include: ["src/**/*.test.ts", "src/**/*.dom.test.tsx", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    setupFiles: ["tests/setup/setup-tests.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
