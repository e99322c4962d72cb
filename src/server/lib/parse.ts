// Route-edge parsing: malformed JSON and schema violations become clear 400s.
import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./http-error";

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return `${where}${issue.message}`;
    })
    .join("; ");
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
  return parseWith(schema, body);
}
