// Patterns: a week's words summed up. Part of the route table (../routes.ts, decision 056).
import { WeekSummaryRequestSchema, WeekSummaryResponseSchema } from "../week-summaries";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

export const patternRoutes = {
  weekSummaries: {
    method: "POST",
    path: "/api/week-summaries",
    summary: "A warm paragraph about a week's words, kept nowhere.",
    signedIn: true,
    body: WeekSummaryRequestSchema,
    statuses: ok,
    response: WeekSummaryResponseSchema,
  },
} as const satisfies Record<string, RouteDefinition>;
