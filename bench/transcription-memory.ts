// The server's memory while 12 people each send a 24 MB recording to POST /api/transcriptions at
// once, against a transcription provider that reads every byte and never answers (hung). Ripple
// runs in its own process (its RSS is read from /proc, or ps), so the load tool's own buffers do
// not count. Printed: RSS before, at the peak (all 12 uploads through to the provider), after the
// clients gave up, and whether giving up cancelled the provider's calls (decision 040).
//
// BENCH_SERVER_DIR runs another checkout's server (e.g. a worktree of an earlier commit) for a
// before/after comparison.
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// bench switches (process.env is linted out of src/ only)
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? ".");
const UPLOADS = 12;
const UPLOAD_BYTES = 24 * 1024 * 1024;
const MB = 1024 * 1024;

/** A WAV header in front of silence: what the route accepts as audio/wav. */
function recording(bytes: number): Buffer {
  const audio = Buffer.alloc(bytes);
  audio.write("RIFF", 0, "ascii");
  audio.writeUInt32LE(bytes - 8, 4);
  audio.write("WAVEfmt ", 8, "ascii");
  return audio;
}

/** A provider that takes whatever is sent and never answers; counts bytes and open connections. */
async function hungProvider() {
  let received = 0;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    req.on("data", (chunk: Buffer) => (received += chunk.byteLength));
    req.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received: () => received,
    open: () => open.size,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function main() {
  const provider = await hungProvider();
  const port = 3800 + Math.floor(Math.random() * 400);
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverDir, "src/server/index.ts")], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "ripple-bench-transcription-")),
      DATABASE_URL: "",
      LOG_LEVEL: "silent",
      AUTH_RATE_LIMIT_MAX: "100000",
      TRANSCRIPTION_BASE_URL: provider.url,
      TRANSCRIPTION_API_KEY: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += String(chunk)));
  const stop = () => child.kill("SIGKILL");
  try {
    const until = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > until || child.exitCode !== null) throw new Error(`the server did not start\n${errors}`);
      await sleep(200);
    }

    const cookies: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const account = { email: `bench-${randomUUID()}@example.com`, password: "bench password 1" };
      const post = (route: string, body: unknown) =>
        fetch(`${origin}${route}`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(body) });
      await post("/api/auth/sign-up/email", { name: `Bench ${i}`, ...account });
      const signedIn = await post("/api/auth/sign-in/email", account);
      cookies.push(
        signedIn.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      );
    }

    const before = rssMb(child.pid!);
    const audio = recording(UPLOAD_BYTES);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 50);
    const statuses: Array<number | string> = [];
    const requests = cookies.map((cookie) => {
      const request = http.request({
        host: "127.0.0.1",
        port,
        path: "/api/transcriptions?language=en",
        method: "POST",
        headers: { cookie, origin, "content-type": "audio/wav", "content-length": audio.byteLength },
      });
      request.on("response", (response) => {
        statuses.push(response.statusCode ?? 0);
        response.resume();
      });
      request.on("error", (error: NodeJS.ErrnoException) => statuses.push(error.code ?? "error"));
      request.end(audio);
      return request;
    });
    const started = Date.now();
    // Every upload through to the provider (or, for a server that buffers, as far as it goes).
    await waitFor(() => provider.received() >= UPLOADS * UPLOAD_BYTES || Date.now() - started > 30_000, 35_000, "the uploads");
    await sleep(500);
    const during = rssMb(child.pid!);
    peak = Math.max(peak, during);
    const upstreamOpen = provider.open();
    const reached = provider.received() / MB;

    // The clients give up: each provider call should be cancelled with them.
    for (const request of requests) request.destroy();
    await sleep(3_000);
    clearInterval(sampler);
    const after = rssMb(child.pid!);
    const upstreamAfter = provider.open();

    const rejected = statuses.filter((status) => typeof status === "number");
    console.log(`server: ${serverDir}`);
    console.log(`${UPLOADS} concurrent transcriptions of ${UPLOAD_BYTES / MB} MB each, provider hung (reads, never answers)`);
    console.log(`  RSS before            ${before.toFixed(0).padStart(6)} MB`);
    console.log(`  RSS peak              ${peak.toFixed(0).padStart(6)} MB   (+${((peak - before) / UPLOADS).toFixed(1)} MB per upload)`);
    console.log(`  RSS uploads in flight ${during.toFixed(0).padStart(6)} MB   (${reached.toFixed(0)} MB reached the provider)`);
    console.log(`  RSS 3 s after clients left ${after.toFixed(0).padStart(6)} MB`);
    console.log(`  provider calls open: ${upstreamOpen} while waiting, ${upstreamAfter} after the clients left`);
    if (rejected.length > 0) console.log(`  answered before the end: ${rejected.join(", ")}`);
  } finally {
    stop();
    provider.close();
  }
}

await main();
