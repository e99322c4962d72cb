// The one client API module: same-origin JSON over fetch with the session cookie.
// Non-2xx answers become ApiError{status, code, message} from the server's
// {error:{code,message}} body; a request that never reached the server is status 0.
import { API_CLIENT_HEADER, API_CLIENT_HEADER_VALUE } from "../../domain/api-client-header";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
  }

  /** The request never got an answer (offline, DNS, reset, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = "network_error";
export const TIMEOUT_ERROR_CODE = "timeout";

export function getErrorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return "Unknown error";
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Abort and throw an ApiError with code 'timeout' after this many ms. */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

async function parseError(response: Response): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "error" in body) {
      const error = (body as { error: { code?: unknown; message?: unknown } }).error;
      if (typeof error?.code === "string") code = error.code;
      if (typeof error?.message === "string") message = error.message;
    }
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError({ status: response.status, code, message });
}

/** Sends the request; resolves with a 2xx Response, else throws ApiError (status 0 when there was no answer). */
async function send(method: string, path: string, body: unknown, options: RequestOptions, accept: string): Promise<Response> {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs));
  const headers: Record<string, string> = { accept, [API_CLIENT_HEADER]: API_CLIENT_HEADER_VALUE, ...options.headers };
  if (body !== undefined) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await parseError(response);
  return response;
}

/** The ApiError for a request that got no answer (or whose answer broke off): status 0. */
export function networkError(error: unknown): ApiError {
  const timedOut = error instanceof DOMException && error.name === "TimeoutError";
  return new ApiError({
    status: 0,
    code: timedOut ? TIMEOUT_ERROR_CODE : NETWORK_ERROR_CODE,
    message: timedOut ? "The request timed out" : "Could not reach Ripple. Check your connection.",
  });
}

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, body, options, "application/json");
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A POST answered with server-sent events: the open 2xx Response (read its body), else ApiError as for request(). */
export function openEventStream(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  return send("POST", path, body, options, "text/event-stream");
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
};
