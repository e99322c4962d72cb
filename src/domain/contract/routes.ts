// The route table (decision 056): one definition per HTTP route — method, path template, what it
// takes and what it answers — read by the client (pathOf at every call site), by the server's
// OpenAPI document (GET /api/openapi.json) and by a test that walks the Hono app and finds every
// route it registers here and every route here registered. Each resource's rows are in routes/;
// this file puts them together in the document's order. Schemas are the contract's own.
import type { z } from "zod";
import { accountRoutes } from "./routes/account";
import { companionRoutes } from "./routes/companion";
import { entryRoutes } from "./routes/entries";
import { mediaRoutes } from "./routes/media";
import { patternRoutes } from "./routes/patterns";
import { privateJournalRoutes } from "./routes/private-journal";
import { profileRoutes } from "./routes/profile";
import { reminderRoutes } from "./routes/reminders";
import type { RouteDefinition } from "./routes/route-definition";
import { speechRoutes } from "./routes/speech";
import { systemRoutes } from "./routes/system";

export const routes = {
  ...systemRoutes,
  ...profileRoutes,
  ...privateJournalRoutes,
  ...mediaRoutes,
  ...entryRoutes,
  ...companionRoutes,
  ...speechRoutes,
  ...patternRoutes,
  ...accountRoutes,
  ...reminderRoutes,
} as const satisfies Record<string, RouteDefinition>;

/** The names of a template's parameters: "/api/entries/:id/sealed" → "id". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type QueryValue = string | number | boolean | null | undefined;
type QueryOf<R> = R extends { query: z.ZodType } ? Partial<Record<keyof z.input<R["query"]>, QueryValue>> : never;

type PathArgs<R extends { path: string }> = [ParamNames<R["path"]>] extends [never]
  ? [params?: Record<string, never>, query?: QueryOf<R>]
  : [params: Record<ParamNames<R["path"]>, string>, query?: QueryOf<R>];

/**
 * A route's path with its parameters encoded and its query (values left out when undefined or
 * null): pathOf(routes.entryDelete, { id }), pathOf(routes.greeting, {}, { hour: 9 }).
 */
export function pathOf<R extends { path: string }>(route: R, ...[params, query]: PathArgs<R>): string {
  const values: Record<string, string> = params ?? {};
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
