// GET /api/openapi.json: an OpenAPI 3.1 document of the route table (domain/contract/routes.ts and routes/),
// its schemas turned into JSON Schema by zod's own z.toJSONSchema (decision 056). Public and
// cacheable: it says nothing about anyone, only what the routes take and answer.
import { Hono } from "hono";
import { z } from "zod";
import { ErrorBodySchema } from "../../domain/contract/errors";
import { routes } from "../../domain/contract/routes";
import { AUTH_BASE_PATH } from "../../domain/contract/routes/auth";
import type { RouteDefinition } from "../../domain/contract/routes/route-definition";
import { API_CLIENT_HEADER, API_CLIENT_HEADER_VALUE } from "../../domain/lib/api-client-header";

type JsonSchema = Record<string, unknown>;

/**
 * A request's schema as what may be sent (before defaults and transforms), an answer's as what
 * comes back; what JSON Schema cannot say (a refinement's check, a transform) is left open.
 */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

/** Hono's "/api/entries/:id" as OpenAPI's "/api/entries/{id}". */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, "{$1}");
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: "query", required: required.has(name), schema: property }));
}

function operation(route: RouteDefinition): JsonSchema {
  const pathParameters = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const parameters = [...pathParameters, ...(route.query ? queryParameters(route.query) : [])];
  const content: JsonSchema = {};
  if (route.response) content["application/json"] = { schema: jsonSchema(route.response, "output") };
  for (const type of route.produces ?? []) content[type] ??= {};
  const responses: JsonSchema = {};
  for (const status of route.statuses) {
    const described = status === 204 ? "No content." : route.summary;
    responses[String(status)] =
      Object.keys(content).length > 0 && status !== 204 ? { description: described, content } : { description: described };
  }
  responses.default = {
    description: "An error: a 4xx or 5xx status with its code and message.",
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
  };
  return {
    summary: route.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input") } } } }
      : {}),
    ...(route.rawBody ? { requestBody: { required: true, content: { [route.rawBody]: { schema: {} } } } } : {}),
    responses,
    ...(route.signedIn ? {} : { security: [] }),
  };
}

/** The whole document; built once, on the first request. */
function openApiDocument(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const route of Object.values(routes) as RouteDefinition[]) {
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ripple",
      version: "1",
      description:
        "Ripple's HTTP API: JSON, camelCase; errors are {error: {code, message}} with a 4xx/5xx status. " +
        `Sign in through better-auth (POST ${AUTH_BASE_PATH}/sign-in/email, not described here) and send the session cookie it sets. ` +
        `State-changing requests from a script need the ${API_CLIENT_HEADER}: ${API_CLIENT_HEADER_VALUE} header.`,
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema, "output") },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The session cookie better-auth sets at sign-in (__Secure-better-auth.session_token over https).",
        },
      },
    },
    security: [{ session: [] }],
  };
}

export function openApiRoutes() {
  let document: JsonSchema | undefined;
  return new Hono().get("/", (c) => {
    document ??= openApiDocument();
    c.header("cache-control", "public, max-age=3600");
    return c.json(document, 200);
  });
}
