// One JSON error shape for every route: {error: {code, message}}.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** A request the database could not answer in time (decision 042): worded like the sign-in one. */
export const DATABASE_UNAVAILABLE_MESSAGE = "Ripple cannot reach its database right now. Please try again in a moment.";
