// A copy of the built client served on its own loopback port (no API behind it), for the specs that
// must change what the server hands out mid-test, such as a new build of the service worker. Every
// path without a file answers the page, as the app server does; nothing is cached by HTTP.
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".mp3": "audio/mpeg",
  ".woff2": "font/woff2",
};

export interface StaticClient {
  origin: string;
  /** The served copy's folder: change a file here and the next request sees it. */
  dir: string;
  close(): Promise<void>;
}

export async function serveBuiltClient(): Promise<StaticClient> {
  const dir = mkdtempSync(path.join(tmpdir(), "ripple-client-copy-"));
  cpSync(path.resolve("dist/client"), dir, { recursive: true });
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    if (pathname.startsWith("/api/")) {
      response.writeHead(503, { "content-type": "application/json" }).end('{"error":{"code":"unavailable","message":"No API here."}}');
      return;
    }
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !isFile(file)) file = path.join(dir, "index.html");
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    dir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
