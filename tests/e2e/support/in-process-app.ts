// The production server run by tsx in a child process (support/serve-inspectable.ts: a fresh PGlite
// folder, the built client), for the specs that must look inside the server afterwards: every
// table, and every log line it wrote (its stdout).
import { spawn } from "node:child_process";
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

export async function startInspectableApp(): Promise<InspectableApp> {
  const port = await freePort();
  const child = spawn("npx", ["tsx", "tests/e2e/support/serve-inspectable.ts", String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  const controlPort = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready \d+ (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once("exit", (code) => reject(new Error(`the inspectable app exited (${code}) before it was ready`)));
  });
  const control = async (path: string) => (await fetch(`http://127.0.0.1:${controlPort}${path}`)).text();
  return {
    origin: `http://localhost:${port}`,
    tables: () => control("/tables"),
    logs: async () => out,
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
