// Starts every server the browser tests use at once (SERVERS in playwright.config.ts: the OIDC fake,
// the app without keys, and per worker the provider fakes and the app wired to them), and says
// "servers ready" once each answers its ready address. Playwright waits for one web server's
// address before it starts the next, so eight entries started one after another (decision 060).
//
// A port already in use is refused before anything starts, as Playwright refuses it for an entry
// of its own. If a server exits, the others are stopped and this exits 1. On SIGTERM (Playwright's
// stop at the end of the run) or SIGINT, each server is asked to stop and waited for; one still
// running after STOP_WITHIN_MS is killed.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { SERVERS } from "../../../playwright.config";

const READY_WITHIN_MS = 90_000;
const STOP_WITHIN_MS = 5_000;
const POLL_MS = 50;

function portInUse(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function prefixed(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream): void {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

const taken = (await Promise.all(SERVERS.map(async (server) => ((await portInUse(server.readyUrl)) ? server.readyUrl : null)))).filter(
  (url) => url !== null,
);
if (taken.length > 0) {
  process.stderr.write(`Already in use: ${taken.join(", ")}. Stop whatever answers there (an earlier run?) and try again.\n`);
  process.exit(1);
}

const children: ChildProcess[] = [];
let stopping = false;

/** Asks every server to stop, waits for them (an app closes its database), and kills what is left. */
async function stopAll(code: number): Promise<never> {
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  const timer = setTimeout(() => running.forEach((child) => child.kill("SIGKILL")), STOP_WITHIN_MS);
  await Promise.all(exited);
  clearTimeout(timer);
  process.exit(code);
}
process.once("SIGTERM", () => void stopAll(143));
process.once("SIGINT", () => void stopAll(130));

for (const server of SERVERS) {
  if (server.env?.DATA_DIR) rmSync(server.env.DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", server.script, ...(server.args ?? [])], {
    env: { ...process.env, ...server.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  prefixed(server.name, child.stdout!, process.stdout);
  prefixed(server.name, child.stderr!, process.stderr);
  child.once("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${server.name} exited (${signal ?? `code ${code}`}); stopping the others.\n`);
    void stopAll(1);
  });
}

const deadline = Date.now() + READY_WITHIN_MS;
const waiting = new Set(SERVERS);
while (waiting.size > 0) {
  if (Date.now() > deadline) {
    process.stderr.write(`Not ready within ${READY_WITHIN_MS / 1000} s: ${[...waiting].map((server) => server.name).join(", ")}.\n`);
    await stopAll(1);
  }
  for (const server of [...waiting]) if (await answers(server.readyUrl)) waiting.delete(server);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
process.stdout.write("servers ready\n");
