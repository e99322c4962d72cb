// The fake server's wire: a request read into a RecordedRequest, a scripted body or SSE stream
// written out (with stalls and delays between events). Used by fake-server.ts only.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FakeResponse, RecordedRequest, RenderedBody, RenderedStream } from "./fake-server";

export async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString("utf8");
  const url = new URL(req.url ?? "/", "http://fake");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  let body: unknown = rawBody === "" ? undefined : rawBody;
  if (rawBody !== "") {
    try {
      body = JSON.parse(rawBody);
    } catch {
      // Not JSON: keep the text.
    }
  }
  return {
    method: req.method ?? "GET",
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
    rawBody,
    receivedAt: Date.now(),
  };
}

export function write(res: ServerResponse, rendered: RenderedBody, extra?: Record<string, string>) {
  if (res.destroyed) return;
  res.writeHead(rendered.status, { ...rendered.headers, ...extra });
  res.end(rendered.body);
}

export async function writeSse(res: ServerResponse, rendered: RenderedStream, response: FakeResponse) {
  res.writeHead(rendered.status ?? 200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
    ...rendered.headers,
    ...response.headers,
  });
  res.flushHeaders();
  for (const [index, event] of rendered.events.entries()) {
    if (response.stallAfter !== undefined && index >= response.stallAfter) return;
    if (index > 0 && response.chunkDelayMs) await sleep(response.chunkDelayMs);
    if (res.destroyed) return;
    res.write(`data: ${event}\r\n\r\n`);
  }
  res.end();
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
