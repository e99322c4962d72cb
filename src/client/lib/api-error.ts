// The error every failed API call becomes (style rule 16, docs/style.md). Its own module, without the contract,
// so the landing page can recognise it without loading zod.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** For developers: what did not match, for an invalid_response (paths and expected types, never values). */
  readonly detail?: string;

  constructor({ status, code, message, detail }: { status: number; code: string; message: string; detail?: string }) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    if (detail !== undefined) this.detail = detail;
  }

  /** The request never got an answer (offline, DNS, reset, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
