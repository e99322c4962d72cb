// Route-edge parsing: malformed JSON and schema violations become clear 400s.
import type { Context } from "hono";
import type { z } from "zod";
import { NUL_MESSAGE } from "../../domain/entries/entry-schema";
import { HttpError } from "./http-error";

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return `${where}${issue.message}`;
    })
    .join("; ");
}

/** A path in an error message is cut after this many characters. */
const MAX_PATH_CHARS = 100;

interface Visit {
  item: unknown;
  key?: string;
  parent?: Visit;
}

/**
 * The path ("themes.1", "" for the body itself) of the first string holding U+0000 in a parsed JSON
 * value, or undefined. Walked without recursion and without copying paths: a body may nest deeply.
 */
export function findNul(value: unknown): string | undefined {
  const pathOf = (visit: Visit) => {
    const keys: string[] = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".");
  };
  const stack: Visit[] = [{ item: value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { item } = visit;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return pathOf(visit);
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return pathOf(visit);
        stack.push({ item: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, "invalid_input", describeIssues(parsed.error));
  return parsed.data;
}

export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new HttpError(415, "unsupported_media_type", "Send the body as application/json.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "malformed_json", "The request body is not valid JSON.");
  }
  // PostgreSQL text cannot hold U+0000, and no journal, chat or speech text has a use for it.
  const nulAt = findNul(body);
  if (nulAt !== undefined) {
    const where = nulAt.length > MAX_PATH_CHARS ? `${nulAt.slice(0, MAX_PATH_CHARS)}…` : nulAt;
    throw new HttpError(400, "invalid_input", `${where === "" ? "" : `${where}: `}${NUL_MESSAGE}`);
  }
  return parseWith(schema, body);
}
