// The production server run by tsx in a child process (support/serve-inspectable.ts: a fresh PGlite
// folder, the built client), for the specs that must look inside the server afterwards: every
// table, and every log line it wrote (its stdout).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface InspectableApp {
  origin: string;
  /** Every row of every table, as the database holds it (byte columns as latin1 text), and every journal opened with the server's key. */
  tables(): Promise<string>;
  /** Every line the server logged. */
  logs(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Ends the server's whole process group (node with tsx's loader, and anything it started), once.
 * Also on the test worker's exit, so a spec that fails before its afterAll leaves nothing running.
 */
function stopper(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const signalGroup = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // the group has already gone
    }
  };
  process.once("exit", signalGroup);
  return async () => {
    process.off("exit", signalGroup);
    signalGroup();
    await exited;
  };
}

export async function startInspectableApp(): Promise<InspectableApp> {
  const port = await freePort();
  // Node itself with tsx's loader, not `npx tsx` (npx and tsx's CLI each add a process of their own,
  // which a signal to the first did not reach), in a process group of its own (`detached`) so the
  // group can be ended as one.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/serve-inspectable.ts", String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const stop = stopper(child);
  let out = "";
  const controlPort = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready \d+ (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once("exit", (code) => reject(new Error(`the inspectable app exited (${code}) before it was ready`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const control = async (path: string) => (await fetch(`http://127.0.0.1:${controlPort}${path}`)).text();
  return {
    origin: `http://localhost:${port}`,
    tables: () => control("/tables"),
    logs: async () => out,
    close: stop,
  };
}
