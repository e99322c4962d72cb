// The routes anyone may call about the service itself: its health, this table as OpenAPI, its public
// settings. Part of the route table (../routes.ts, decision 056).
import { z } from "zod";
import { PublicConfigSchema } from "../config";
import { HealthResponseSchema } from "../health";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

/** An OpenAPI document: only what a reader of the answer relies on. */
export const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

export const systemRoutes = {
  health: {
    method: "GET",
    path: "/api/health",
    summary: "Whether the server and its database answer (503 with status degraded when the database does not).",
    signedIn: false,
    statuses: ok,
    response: HealthResponseSchema,
  },
  openapi: {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document.",
    signedIn: false,
    statuses: ok,
    response: OpenApiDocumentSchema,
  },
  config: {
    method: "GET",
    path: "/api/config",
    summary: "Non-secret flags: sign-in methods and which providers serve what.",
    signedIn: false,
    statuses: ok,
    response: PublicConfigSchema,
  },
} as const satisfies Record<string, RouteDefinition>;
