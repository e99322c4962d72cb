import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    setupFiles: ["tests/setup/setup-tests.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
