// Shared shapes of the provider clients. Providers never write user-facing text: they
// raise a ProviderError with a code, and the reflection pipeline maps codes to the words a person reads.

export type ProviderErrorCode =
  /** 401 or 403: the key was refused. */
  | "unauthorized"
  /** 429: quota or rate limit. */
  | "rate_limited"
  /** 5xx. */
  | "server_error"
  /** Any other 4xx. */
  | "bad_request"
  /** An attempt's time-out, an HTTP 408, or the caller's deadline passed. */
  | "timeout"
  /** The connection failed (refused, reset, DNS…). */
  | "network"
  /** A 2xx whose body is not what the provider documents (not JSON, wrong shape, empty audio). */
  | "bad_response"
  /** A well-formed answer with nothing in it (no candidates, no choices, no text). */
  | "no_content"
  /** The caller passed empty or whitespace-only input; nothing was sent. */
  | "empty_input"
  /** The provider has no key or base URL configured. */
  | "not_configured"
  /** The caller's own AbortSignal fired. */
  | "aborted";

export interface ProviderErrorInit {
  status?: number;
  /** Short, non-secret explanation (e.g. the provider's error message); never a key or user text. */
  detail?: string;
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = "ProviderError";
  readonly code: ProviderErrorCode;
  readonly status?: number;
  readonly detail?: string;

  constructor(code: ProviderErrorCode, init: ProviderErrorInit = {}) {
    const parts: string[] = [code];
    if (init.status !== undefined) parts.push(String(init.status));
    if (init.detail) parts.push(init.detail);
    super(parts.join(": "), init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status;
    this.detail = init.detail;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/** What every provider factory accepts (style rule 13, docs/style.md). */
export interface ProviderOptions {
  baseUrl: string;
  apiKey: string;
  /** Injected fetch; defaults to the global one. */
  fetch?: typeof fetch;
  /** Per-attempt time-out in ms; defaults to the AI client default (10 minutes). */
  timeoutMs?: number;
  /** Retries after the first attempt; defaults to 2. */
  retries?: number;
  /** Backoff base in ms: attempt n waits base × 2^n (capped at 8 s). */
  retryBaseMs?: number;
  /** Waits between retries; tests pass one that records the backoff instead of waiting. */
  sleep?: Sleep;
}

/** Resolves after `ms`, or rejects with ProviderError('aborted') when the signal fires first. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Per-call options: the caller's abort signal and an absolute deadline. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Epoch ms by which the call must have finished, retries included ("give up by time T"). */
  deadline?: number;
}

/** One prompt in, text out: the shape both Gemini and OpenAI-compatible models serve. */
export interface TextRequest {
  prompt: string;
  temperature: number;
  maxTokens: number;
}

export interface TextGenerator {
  readonly provider: "gemini" | "openai";
  readonly model: string;
  generate(request: TextRequest, call?: CallOptions): Promise<string>;
  /** Streams the reply as text chunks; throws ProviderError('no_content') if nothing came. */
  stream(request: TextRequest, call?: CallOptions): AsyncIterable<string>;
}
