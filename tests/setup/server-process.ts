// The real server (src/server/index.ts) in a child process of its own, for tests that kill it
// (node --import tsx: one process, so SIGKILL reaches the server itself, not a launcher). Resolves
// once it prints its "listening" line; `env` adds to the test's own environment. A server the test
// has not stopped (one that never said it was listening, a test that failed before its afterAll)
// is killed when the test file's process ends.
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { spawn } from "node:child_process";

export interface Server {
  child: ChildProcessWithoutNullStreams;
  origin: string;
  exited: Promise<void>;
}

export async function startServerProcess(port: number, env: Record<string, string>): Promise<Server> {
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", APP_URL: origin, LOG_LEVEL: "info", ...env },
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      process.off("exit", killOnExit);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ripple is listening")) {
        child.stdout.off("data", onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output.slice(-2000)}`)));
  });
  return { child, origin, exited };
}
