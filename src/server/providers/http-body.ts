// Reading a provider's answer for the fetch wrapper (http.ts): a body capped at a size (the rest
// never downloaded), and an error answer's message, found in its JSON or the start of its text and
// trimmed, so an error never carries a whole page.
import { ProviderError } from "./types";

const MAX_DETAIL = 200;
/** Of an error answer, only this much is read for its message. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * The answer's body, at most `maxBytes`: past that the read stops (the rest is never downloaded)
 * and the call fails with 'bad_response'.
 */
export async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (maxBytes === Infinity) return new Uint8Array(await response.arrayBuffer());
  const declared = Number(response.headers.get("content-length"));
  const tooLarge = () => new ProviderError("bad_response", { detail: `answer larger than ${maxBytes} bytes` });
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  return readPrefix(response, maxBytes, tooLarge);
}

/** Up to maxBytes of the body; past that `onOver` decides: throw, or undefined to keep what was read. */
async function readPrefix(response: Response, maxBytes: number, onOver: () => Error | undefined): Promise<Uint8Array> {
  const body = response.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      const over = onOver();
      if (over) throw over;
      chunks.push(value.subarray(0, maxBytes - total));
      total = maxBytes;
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The provider's own error message if its body has one, else a trimmed excerpt, else the status text. */
export async function readErrorDetail(response: Response): Promise<string> {
  let text = "";
  try {
    // Only the start of a long error page: its message is near the top, and the rest could be anything.
    text = new TextDecoder().decode(await readPrefix(response, MAX_ERROR_BODY_BYTES, () => undefined));
  } catch {
    // The body is unreadable; the status text will do.
  }
  let message: string | undefined;
  try {
    message = findMessage(JSON.parse(text));
  } catch {
    // Not JSON: use the text itself.
  }
  const detail = (message ?? text).replace(/\s+/g, " ").trim();
  if (detail === "") return response.statusText || `HTTP ${response.status}`;
  return detail.length > MAX_DETAIL ? `${detail.slice(0, MAX_DETAIL - 1)}…` : detail;
}

function findMessage(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return findMessage(value[0]);
  if (value === null || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ["message", "error", "detail", "msg"]) {
    const found = findMessage(record[key]);
    if (found) return found;
  }
  return undefined;
}
