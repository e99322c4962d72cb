import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    exclude: ["tests/e2e/**", "node_modules/**"],
    setupFiles: ["tests/setup/setup-tests.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    // Threads, one more than the cores: many tests wait on a timer, a child process or a socket,
    // and a spare worker runs another file meanwhile (decision 059).
    pool: "threads",
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: ["src/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/client/**", "tests/e2e/**", "node_modules/**"],
          // A worker's files share its loaded modules instead of importing the server anew for each
          // file; each file still builds its own app, database and fakes (decision 059).
          isolate: false,
        },
      },
      {
        extends: true,
        // The browser's code keeps state in modules and in the (fake) IndexedDB a page opens, and its
        // tests start "a fresh page" by importing anew: each file has its own modules. Component
        // tests are `*.dom.test.tsx` beside their component; each names its DOM
        // (`// @vitest-environment happy-dom`).
        test: { name: "client", include: ["src/client/**/*.test.ts", "src/client/**/*.dom.test.tsx"] },
      },
    ],
  },
});
