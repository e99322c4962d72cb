// The one fetch wrapper every provider uses: per-attempt time-out, an overall deadline,
// retries with capped exponential backoff, and every failure as a ProviderError.
// Never puts a URL (Gemini's carries the key), a header or a request body into an error.
import type { z } from "zod";
import {
  AI_CLIENT_MAX_BACKOFF_MS,
  AI_CLIENT_MAX_RETRIES,
  AI_CLIENT_RETRY_MIN_SERVER_STATUS,
  AI_CLIENT_RETRY_STATUSES,
  AI_CLIENT_TIMEOUT_MS,
} from "../../domain/constants";
import { readErrorDetail, readLimited } from "./http-body";
import { readSseData } from "./sse";
import { ProviderError } from "./types";
import type { CallOptions, ProviderErrorCode, Sleep } from "./types";

/** AI client defaults: a 10-minute time-out, 2 retries, backoff up to 8 s. */
export const AI_CLIENT_DEFAULTS = {
  timeoutMs: AI_CLIENT_TIMEOUT_MS,
  retries: AI_CLIENT_MAX_RETRIES,
  retryBaseMs: 500,
  maxBackoffMs: AI_CLIENT_MAX_BACKOFF_MS,
} as const;

/** Retried: 408, 409, 429 and 5xx (and on network errors and attempt time-outs). */
export function isRetryableStatus(status: number): boolean {
  return AI_CLIENT_RETRY_STATUSES.includes(status) || status >= AI_CLIENT_RETRY_MIN_SERVER_STATUS;
}

export function codeForStatus(status: number): ProviderErrorCode {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 429) return "rate_limited";
  if (status === 408) return "timeout";
  if (status >= 500) return "server_error";
  return "bad_request";
}

export interface HttpOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  retryBaseMs?: number;
  maxBackoffMs?: number;
  /** Jitter source in [0, 1); injectable for deterministic tests. */
  random?: () => number;
  /** The clock for deadlines and Retry-After dates; injectable for deterministic tests. */
  now?: () => number;
  /** Waits between attempts (rejecting with 'aborted' when the signal fires); tests record it instead of waiting. */
  sleep?: Sleep;
  /**
   * The largest answer read (json and bytes), in bytes: past it the read stops and the call fails
   * with 'bad_response', so a provider cannot fill the server's memory. Default: no limit.
   */
  maxResponseBytes?: number;
}

export interface HttpRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Serialised as the JSON body (content-type set unless given). */
  json?: unknown;
  /**
   * A body sent as it is read (an upload streamed through): one attempt only, since a stream can
   * be read once. Give `content-type` in `headers`.
   */
  stream?: ReadableStream<Uint8Array>;
}

export interface Http {
  /** Sends the request and zod-parses the JSON body of the 2xx answer. */
  json<S extends z.ZodType>(request: HttpRequest, schema: S, call?: CallOptions): Promise<z.output<S>>;
  /** Sends the request and returns the raw bytes of the 2xx answer. */
  bytes(request: HttpRequest, call?: CallOptions): Promise<{ bytes: Uint8Array; contentType: string }>;
  /** Sends the request and yields each server-sent event's data; retries only before the first byte. */
  sse(request: HttpRequest, call?: CallOptions): AsyncIterable<string>;
}

type Attempt = { ok: true; response: Response } | { ok: false; failure: ProviderError; retryable: boolean; response?: Response };

interface Opened {
  response: Response;
  timeoutSignal: AbortSignal;
}

export function createHttp(options: HttpOptions = {}): Http {
  const timeoutMs = options.timeoutMs ?? AI_CLIENT_DEFAULTS.timeoutMs;
  const retries = Math.max(0, options.retries ?? AI_CLIENT_DEFAULTS.retries);
  const retryBaseMs = Math.max(0, options.retryBaseMs ?? AI_CLIENT_DEFAULTS.retryBaseMs);
  const maxBackoffMs = options.maxBackoffMs ?? AI_CLIENT_DEFAULTS.maxBackoffMs;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const maxResponseBytes = options.maxResponseBytes ?? Infinity;
  // Resolved per call, so a fetch swapped in later (test setup) is honoured.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const backoff = (attempt: number, response?: Response) =>
    backoffDelay({ attempt, retryBaseMs, maxBackoffMs, jitter: random(), retryAfterMs: retryAfterMs(response, now()) });

  async function attemptOnce(url: string, init: RequestInit, call: CallOptions, timeoutSignal: AbortSignal): Promise<Attempt> {
    const signal = call.signal ? AbortSignal.any([call.signal, timeoutSignal]) : timeoutSignal;
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal });
    } catch (error) {
      const failure = classifyThrown(error, call.signal, timeoutSignal);
      return { ok: false, failure, retryable: failure.code !== "aborted" };
    }
    if (response.ok) return { ok: true, response };
    const detail = await readErrorDetail(response);
    const failure = new ProviderError(codeForStatus(response.status), { status: response.status, detail });
    return { ok: false, failure, retryable: isRetryableStatus(response.status), response };
  }

  async function open(request: HttpRequest, call: CallOptions): Promise<Opened> {
    const headers: Record<string, string> = { ...request.headers };
    let body: string | ReadableStream<Uint8Array> | undefined;
    // A streamed body goes once: no retry could send it again.
    const attempts = request.stream ? 0 : retries;
    if (request.stream) body = request.stream;
    else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) {
        headers["content-type"] = "application/json";
      }
    }

    for (let attempt = 0; ; attempt++) {
      if (call.signal?.aborted) throw new ProviderError("aborted");
      const remaining = call.deadline === undefined ? Infinity : call.deadline - now();
      if (remaining <= 0) throw new ProviderError("timeout", { detail: "deadline passed" });

      const timeoutSignal = AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, remaining)));
      const init: RequestInit = { method: request.method ?? "POST", headers, body, ...(request.stream ? { duplex: "half" } : {}) };
      const outcome = await attemptOnce(request.url, init, call, timeoutSignal);
      if (outcome.ok) return { response: outcome.response, timeoutSignal };

      if (!outcome.retryable || attempt >= attempts) throw outcome.failure;
      const delay = backoff(attempt, outcome.response);
      if (call.deadline !== undefined && now() + delay >= call.deadline) throw outcome.failure;
      await sleep(delay, call.signal);
    }
  }

  async function readBody<T>(opened: Opened, call: CallOptions, read: (r: Response) => Promise<T>): Promise<T> {
    try {
      return await read(opened.response);
    } catch (error) {
      throw classifyThrown(error, call.signal, opened.timeoutSignal);
    }
  }

  return {
    async json(request, schema, call = {}) {
      const opened = await open(request, call);
      const text = new TextDecoder().decode(await readBody(opened, call, (r) => readLimited(r, maxResponseBytes)));
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new ProviderError("bad_response", { detail: "body is not JSON" });
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        throw new ProviderError("bad_response", { detail: describeShape(result.error) });
      }
      return result.data;
    },

    async bytes(request, call = {}) {
      const opened = await open(request, call);
      const bytes = await readBody(opened, call, (r) => readLimited(r, maxResponseBytes));
      return { bytes, contentType: opened.response.headers.get("content-type") ?? "" };
    },

    async *sse(request, call = {}) {
      const opened = await open(request, call);
      const body = opened.response.body;
      if (!body) throw new ProviderError("bad_response", { detail: "no response body" });
      try {
        yield* readSseData(body);
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw classifyThrown(error, call.signal, opened.timeoutSignal);
      }
    },
  };
}

/**
 * The wait before retry number attempt+1: the server's Retry-After when it sent one, else
 * base × 2^attempt less up to 25 % jitter; never more than maxBackoffMs (8 s by default).
 */
export function backoffDelay(input: {
  attempt: number;
  retryBaseMs: number;
  maxBackoffMs: number;
  /** In [0, 1). */
  jitter: number;
  retryAfterMs?: number;
}): number {
  if (input.retryAfterMs !== undefined) return Math.min(input.retryAfterMs, input.maxBackoffMs);
  const exponential = Math.min(input.retryBaseMs * 2 ** input.attempt, input.maxBackoffMs);
  return Math.round(exponential * (1 - input.jitter * 0.25));
}

function classifyThrown(error: unknown, callerSignal: AbortSignal | undefined, timeoutSignal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (callerSignal?.aborted) return new ProviderError("aborted");
  if (timeoutSignal.aborted) return new ProviderError("timeout", { detail: "no answer in time" });
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  return new ProviderError("network", { detail: code ?? "connection failed" });
}

/** Where the shape was wrong (paths and issue codes only: never the values, which may be user text). */
function describeShape(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"} ${issue.code}`);
  return `unexpected shape: ${issues.join(", ")}`;
}

function retryAfterMs(response: Response | undefined, nowMs: number): number | undefined {
  if (!response) return undefined;
  const ms = Number(response.headers.get("retry-after-ms"));
  if (response.headers.has("retry-after-ms") && Number.isFinite(ms) && ms >= 0) return ms;
  const header = response.headers.get("retry-after");
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** The real wait: a timer that an abort cuts short. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ProviderError("aborted"));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError("aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
