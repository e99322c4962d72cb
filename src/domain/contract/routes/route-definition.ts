// What one row of the route table (../routes.ts, decision 056) says about an HTTP route.
import type { z } from "zod";

type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDefinition {
  method: RouteMethod;
  /** Hono's template: "/api/entries/:id". */
  path: string;
  summary: string;
  /** False for the few routes anyone may call; the rest need the session cookie. */
  signedIn: boolean;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A body of bytes instead, with one of these types ("audio/*"). */
  rawBody?: string;
  /** The 2xx statuses the route answers. */
  statuses: readonly number[];
  /** The 2xx JSON answer; null when the answer is not JSON (see `produces`) or has no body. */
  response: z.ZodType | null;
  /** The 2xx answer's types when not (only) JSON. */
  produces?: readonly string[];
}

export const ok = [200] as const;
export const createdOrKept = [201, 200] as const;
