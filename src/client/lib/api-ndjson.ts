// The one reader of an NDJSON answer in the client (application/x-ndjson: one JSON value a line,
// as the import's progress arrives). The lines are parsed by @streamparser/json as the bytes come
// (decision 056's addendum: UTF-8 split across chunks, CRLF and blank lines between values); this
// parses each value with its contract schema and lets go of the body when the reader stops early.
import { JSONParser } from "@streamparser/json";
import { z } from "zod";
import { invalidResponse } from "./api-client";

/**
 * Yields each line's value parsed by `schema`, as it arrives. A line that is not JSON (or a last
 * line cut off) or a value of another shape throws ApiError 'invalid_response'; what the body's
 * reader throws (the connection broke) is thrown as it is.
 */
export async function* readNdjson<S extends z.ZodType>(
  body: ReadableStream<Uint8Array>,
  schema: S,
  status = 200,
): AsyncGenerator<z.output<S>> {
  const reader = body.getReader();
  const ready: unknown[] = [];
  const parser = new JSONParser({ separator: "\n", paths: ["$"], keepStack: false });
  parser.onValue = ({ value }) => {
    ready.push(value);
  };
  const feed = (chunk: Uint8Array | undefined) => {
    try {
      if (chunk) parser.write(chunk);
      else parser.end();
    } catch {
      throw invalidResponse(status, "a line is not JSON");
    }
  };
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      feed(done ? undefined : value);
      while (ready.length > 0) {
        const parsed = schema.safeParse(ready.shift());
        if (!parsed.success) throw invalidResponse(status, z.prettifyError(parsed.error));
        yield parsed.data;
      }
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
