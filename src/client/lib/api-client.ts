// The one client API module: same-origin JSON over fetch with the session cookie.
// Non-2xx answers become ApiError{status, code, message} from the server's
// {error:{code,message}} body; a request that never reached the server is status 0. Every 2xx
// answer is parsed with its schema from domain/contract: an answer of another shape is an
// ApiError with code 'invalid_response', never a value cast to a type it does not have.
import { z } from "zod";
import { API_CLIENT_HEADER, API_CLIENT_HEADER_VALUE } from "../../domain/lib/api-client-header";
import { ErrorBodySchema } from "../../domain/contract/errors";
import { ApiError } from "./api-error";

export { ApiError };

const NETWORK_ERROR_CODE = "network_error";
export const TIMEOUT_ERROR_CODE = "timeout";
/** A 2xx answer that is not JSON or not the shape the contract describes. */
export const INVALID_RESPONSE_CODE = "invalid_response";
const INVALID_RESPONSE_MESSAGE = "Ripple answered in a way this page does not understand. Please reload the page and try again.";

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
  /** Non-2xx statuses handed back as answers rather than thrown (an edit's 409 carries the entry as it is now). */
  answers?: readonly number[];
}

/**
 * The one reading of a non-2xx answer: ApiError with its status and the server's
 * {error:{code,message}}, else code `http_<status>` and the status text (or "Request failed with
 * status N" when there is none). Reads the body; every raw fetch in the client uses it.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body = ErrorBodySchema.safeParse(await response.json());
    if (body.success) ({ code, message } = body.data.error);
  } catch {
    // not JSON, empty, or the body broke off: keep the status text
  }
  return new ApiError({ status: response.status, code, message });
}

/**
 * The one fetch of the API: sends the request with the session cookie and the client header;
 * resolves with a 2xx Response (or one of `options.answers`), else throws ApiError (status 0 when
 * there was no answer). For an answer that is not JSON (a media item's bytes) or not only JSON.
 */
export async function fetchAnswer(method: string, path: string, body: unknown, options: RequestOptions, accept: string): Promise<Response> {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (options.timeoutMs) signals.push(AbortSignal.timeout(options.timeoutMs));
  const headers: Record<string, string> = { accept, [API_CLIENT_HEADER]: API_CLIENT_HEADER_VALUE, ...options.headers };
  // A Blob (a recording) goes as it is, with its own type; anything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined) headers["content-type"] = raw ? body.type || "application/octet-stream" : "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok && !options.answers?.includes(response.status)) throw await errorFromResponse(response);
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

/** The ApiError for an answer that is not what the contract says (`detail` for developers: where, never values). */
export function invalidResponse(status: number, detail?: string): ApiError {
  return new ApiError({ status, code: INVALID_RESPONSE_CODE, message: INVALID_RESPONSE_MESSAGE, detail });
}

/** A 2xx answer's body parsed with its schema; ApiError 'invalid_response' when it is not JSON or not that shape. */
export async function readJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw invalidResponse(response.status, "the body is not JSON");
    throw networkError(error);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponse(response.status, z.prettifyError(parsed.error));
  return parsed.data;
}

/** Sends a JSON request; resolves with the answer parsed by `schema`, else throws ApiError. */
export async function requestJson<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body?: unknown,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return readJson(await fetchAnswer(method, path, body, options, "application/json"), schema);
}

/** A POST answered with server-sent events: the open 2xx Response (read its body), else ApiError as for request(). */
export function openEventStream(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  return fetchAnswer("POST", path, body, options, "text/event-stream");
}

/** Each call names the schema of the answer (domain/contract/<resource>.ts). */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => requestJson("GET", path, schema, undefined, options),
  /** `body` is sent as JSON, or as it is when a Blob (with the Blob's type). */
  post: <S extends z.ZodType>(path: string, schema: S, body: unknown = {}, options?: RequestOptions) =>
    requestJson("POST", path, schema, body, options),
  put: <S extends z.ZodType>(path: string, schema: S, body: unknown = {}, options?: RequestOptions) =>
    requestJson("PUT", path, schema, body, options),
  patch: <S extends z.ZodType>(path: string, schema: S, body: unknown = {}, options?: RequestOptions) =>
    requestJson("PATCH", path, schema, body, options),
  /** Resolves when the server confirms (204 No Content; a body, if any, is not read). */
  delete: async (path: string, options?: RequestOptions): Promise<void> => {
    const response = await fetchAnswer("DELETE", path, undefined, options ?? {}, "application/json");
    await response.body?.cancel().catch(() => undefined);
  },
};
