// The real server process (src/server/index.ts) refusing to start: a second process on one PGlite
// data folder (decision 041) and secrets other than the database's (decision 011).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "./db/data-dir-lock";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Servers still running at the end of a test are killed, whatever the test's outcome. */
const running = new Set<() => void>();
afterEach(() => {
  for (const kill of running) kill();
  running.clear();
});

/** Starts `node --import tsx src/server/index.ts` with only these variables (in an empty folder: no .env is read). */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", TSX, path.resolve("src/server/index.ts")], {
    cwd: mkdtempSync(path.join(tmpdir(), "ripple-cwd-")),
    env: { NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
  const kill = () => child.kill("SIGKILL");
  running.add(kill);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(kill);
      resolve(code);
    }),
  );
  /** Resolves true once it listens, false if it exits first. */
  const listening = new Promise<boolean>((resolve) => {
    child.stdout.on("data", () => {
      if (stdout.includes("Ripple is listening")) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  return {
    pid: child.pid!,
    port,
    listening,
    exited,
    output: () => ({ stdout, stderr }),
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

describe("starting the server", () => {
  it(
    "refuses a second process on the same PGlite data folder, naming the folder and the first one's pid",
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "ripple-two-"));
      const first = await startServer({ DATA_DIR: dataDir });
      expect(await first.listening, first.output().stderr).toBe(true);
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

      const second = await startServer({ DATA_DIR: dataDir });
      expect(await second.listening, "the second process must not start").toBe(false);
      expect(await second.exited).toBe(1);
      expect(second.output().stderr).toBe(
        `Ripple cannot start.\nThe data folder ${dataDir} is in use by another Ripple process (pid ${first.pid}). ` +
          "Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL to share one database).\n",
      );
      // the first one is unharmed
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

      // a clean stop lets go of the folder
      expect(await first.stop()).toBe(0);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    },
  );

  it("refuses to start with another ENCRYPTION_KEY than the database was set up with, saying which", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ripple-key-"));
    const secrets = { DATA_DIR: dataDir, ENCRYPTION_KEY: "aa".repeat(32), AUTH_SECRET: "a-long-enough-auth-secret-for-the-test-0001" };
    const first = await startServer(secrets);
    expect(await first.listening, first.output().stderr).toBe(true);
    await first.stop();

    const wrongKey = await startServer({ ...secrets, ENCRYPTION_KEY: "bb".repeat(32) });
    expect(await wrongKey.listening, "a start with the wrong key must not listen").toBe(false);
    expect(await wrongKey.exited).toBe(1);
    const { stderr } = wrongKey.output();
    expect(stderr).toMatch(/^Ripple cannot start\.\nENCRYPTION_KEY is not the one this database was set up with: /);
    expect(stderr).not.toContain("AUTH_SECRET is not");
    expect(stderr).not.toContain("bb".repeat(32));
    // the refused start let go of the data folder
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
