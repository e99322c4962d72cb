// The loopback HTTP server under every provider fake: records requests, plays scripted
// responses (latency, hang, stalls) and exposes the control API in-process and at /__control.
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { record, sleep, write, writeSse } from "./fake-wire";

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else the raw text (undefined when empty). */
  body: unknown;
  rawBody: string;
  receivedAt: number;
}

/** One scripted answer. Everything is optional; `{}` is the provider's normal success. */
export interface FakeResponse {
  /** The content to answer with: the reply text (Gemini, OpenAI), the prediction label (Ekman). */
  text?: string;
  /** Streaming: the text chunks, one per event (default: `text` split into a few pieces). */
  chunks?: string[];
  /** Ekman: the top prediction's probability (default 0.82). */
  probability?: number;
  /** A well-formed answer with nothing in it: no candidates / choices / predictions, zero-byte audio. */
  empty?: boolean;
  /** Answer with this exact JSON body instead of the provider format (status defaults to 200). */
  json?: unknown;
  /** An error status answered with the provider's own error body. */
  status?: number;
  /** The message inside that error body. */
  message?: string;
  /** Extra response headers (e.g. retry-after). */
  headers?: Record<string, string>;
  /** A 200 whose body is not what the provider sends (HTML; for streams a non-JSON event). */
  garbage?: boolean;
  /** Accept the request and never answer. */
  hang?: boolean;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Streaming: wait this long between events. */
  chunkDelayMs?: number;
  /** Streaming: send this many events, then go silent without ending the response. */
  stallAfter?: number;
  /** Apply only to requests whose raw body contains this string. */
  match?: string;
  /** How many matching requests this answers (default 1). */
  times?: number;
}

export type RenderedBody = { kind: "body"; status: number; headers?: Record<string, string>; body: string | Uint8Array };
export type RenderedStream = { kind: "sse"; status?: number; headers?: Record<string, string>; events: string[] };
export type Rendered = RenderedBody | RenderedStream;

export interface FakeProvider {
  /** Shown in errors and in serve.ts output. */
  name: string;
  /** Path appended to the origin to form the base URL a client is configured with. */
  basePath?: string;
  /** Whether the request is one of this provider's endpoints (others get a 404). */
  handles(request: RecordedRequest): boolean;
  /** An error message when the request's credentials are refused, else undefined. */
  authorize(request: RecordedRequest): { status: number; message: string } | undefined;
  /** The wire answer for a request and the scripted (or default) response. */
  render(request: RecordedRequest, response: FakeResponse): Rendered;
  /** The wire answer for an unknown path. */
  notFound(request: RecordedRequest): RenderedBody;
}

export interface FakeControl {
  /** The base URL to configure the client with (origin plus the provider's base path). */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  /** Every request received (control requests excluded), oldest first. */
  readonly requests: RecordedRequest[];
  lastRequest(): RecordedRequest | undefined;
  /** Script the next responses, in order (see FakeResponse.match and .times). */
  enqueue(...responses: FakeResponse[]): void;
  /** The answer used when no scripted response applies (default `{}`: normal success). */
  setDefault(response: FakeResponse): void;
  /** Answers not yet finished (a hang, a delay) whose connection is still open: 0 once a client gave up on them. */
  readonly open: number;
  /** Resolves once at least `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  /** Forget requests, the script and the default; cut hanging connections. */
  reset(): void;
  close(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  host?: string;
  /** When set, only this key is accepted; otherwise any non-empty key is. */
  apiKey?: string;
}

const CONTROL = "/__control";

export async function startFakeServer(provider: FakeProvider, options: StartOptions = {}): Promise<FakeControl> {
  let requests: RecordedRequest[] = [];
  let script: FakeResponse[] = [];
  let fallback: FakeResponse = {};
  const open = new Set<ServerResponse>();
  let waiters: Array<() => void> = [];

  function take(request: RecordedRequest): FakeResponse {
    const index = script.findIndex((entry) => entry.match === undefined || request.rawBody.includes(entry.match));
    if (index === -1) return fallback;
    const entry = script[index] as FakeResponse;
    const left = (entry.times ?? 1) - 1;
    if (left <= 0) script.splice(index, 1);
    else script[index] = { ...entry, times: left };
    return entry;
  }

  function reset() {
    requests = [];
    script = [];
    fallback = {};
    for (const res of open) res.destroy();
    open.clear();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const request = await record(req);
    if (request.path === CONTROL || request.path.startsWith(`${CONTROL}/`)) {
      return handleControl(request, res);
    }
    requests.push(request);
    for (const wake of waiters) wake();

    if (!provider.handles(request)) return write(res, provider.notFound(request));
    const refused = provider.authorize(request);
    const response: FakeResponse = refused ? { status: refused.status, message: refused.message } : take(request);

    open.add(res);
    res.on("close", () => open.delete(res));
    if (response.hang) return;
    if (response.delayMs) await sleep(response.delayMs);
    if (res.destroyed) return;
    const rendered = provider.render(request, response);
    if (rendered.kind === "body") return write(res, rendered, response.headers);
    await writeSse(res, rendered, response);
  }

  function handleControl(request: RecordedRequest, res: ServerResponse) {
    const action = request.path.slice(CONTROL.length).replace(/^\//, "");
    const json = (status: number, body: unknown) =>
      write(res, { kind: "body", status, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (request.method === "GET" && action === "requests") return json(200, { requests });
    if (request.method === "POST" && action === "enqueue") {
      const body = request.body;
      const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.responses) ? body.responses : [body];
      if (!list.every(isRecord)) return json(400, { error: "send a FakeResponse, an array of them, or {responses}" });
      script.push(...(list as FakeResponse[]));
      return json(200, { queued: script.length });
    }
    if (request.method === "POST" && action === "default") {
      if (!isRecord(request.body)) return json(400, { error: "send a FakeResponse object" });
      fallback = request.body as FakeResponse;
      return json(200, { ok: true });
    }
    if (request.method === "POST" && action === "reset") {
      reset();
      return json(200, { ok: true });
    }
    return json(404, { error: `unknown control action ${request.method} ${request.path}` });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("fake server error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${address.port}`;

  return {
    url: `${origin}${provider.basePath ?? ""}`,
    origin,
    port: address.port,
    get requests() {
      return [...requests];
    },
    get open() {
      return open.size;
    },
    lastRequest: () => requests.at(-1),
    enqueue: (...responses) => void script.push(...responses),
    setDefault: (response) => void (fallback = response),
    waitForRequests(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return false;
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== check);
          resolve([...requests]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== check);
          reject(new Error(`${provider.name}: expected ${count} requests, got ${requests.length}`));
        }, timeoutMs);
        if (!check()) waiters.push(check);
      });
    },
    reset,
    close() {
      reset();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON answer helper for provider renderers. */
export function jsonBody(status: number, body: unknown): RenderedBody {
  return { kind: "body", status, headers: { "content-type": "application/json; charset=utf-8" }, body: JSON.stringify(body) };
}

/** What a proxy in front of a provider answers when things go wrong: not the provider's JSON. */
export function garbageBody(): RenderedBody {
  return { kind: "body", status: 200, headers: { "content-type": "text/html" }, body: "<html><body>upstream hiccup</body></html>" };
}

/** A reply cut into a few chunks the way streaming APIs deliver them. */
export function splitIntoChunks(text: string, pieces = 3): string[] {
  const words = text.split(/(?<=\s)/);
  const size = Math.max(1, Math.ceil(words.length / pieces));
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += size) chunks.push(words.slice(i, i + size).join(""));
  return chunks.length > 0 ? chunks : [text];
}

/** The scripted JSON override: `json` with `status` (default 200). */
function overrideBody(response: FakeResponse): Rendered | undefined {
  return response.json === undefined ? undefined : jsonBody(response.status ?? 200, response.json);
}

/**
 * What the script says to answer before the provider renders anything: an error status without a
 * body, in the provider's own error shape (`errorBody`), or the scripted JSON override.
 */
export function scriptedAnswer(response: FakeResponse, errorBody: (status: number, message?: string) => Rendered): Rendered | undefined {
  if (response.status !== undefined && response.status >= 400 && response.json === undefined)
    return errorBody(response.status, response.message);
  return overrideBody(response);
}
