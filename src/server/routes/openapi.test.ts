// The route table (domain/contract/routes.ts, decision 056) and the app agree: every route the
// Hono app registers under /api is in the table and every route in the table is registered; and
// GET /api/openapi.json describes each of them, public and cacheable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "../../domain/contract/routes";
import { AUTH_BASE_PATH } from "../../domain/contract/routes/auth";
import type { RouteDefinition } from "../../domain/contract/routes/route-definition";
import { OpenApiDocumentSchema } from "../../domain/contract/routes/system";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { openApiPath } from "./openapi";

/** Registered on purpose without a row in the table, each with why. */
const NOT_IN_TABLE: Record<string, string> = {
  // better-auth answers every path under it itself (sign-up, sign-in, sessions, two factors); its
  // own documentation describes them and the client calls them through better-auth's client.
  [`GET ${AUTH_BASE_PATH}/*`]: "better-auth's handler",
  [`POST ${AUTH_BASE_PATH}/*`]: "better-auth's handler",
};

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in: string }> };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;
const table = (Object.values(routes) as RouteDefinition[]).map((route) => key(route.method, route.path));

/**
 * Hono's handlers under /api as "METHOD /path". Middleware (app.use) and the /api/* catch-all
 * (app.all) are registered as ALL, and so is no route: those are left out.
 */
function registered(): string[] {
  const found = t.app.routes
    .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
    .map((route) => key(route.method, route.path.length > 1 ? route.path.replace(/\/$/, "") : route.path));
  return [...new Set(found)];
}

describe("the route table and the app", () => {
  it("has every route the app registers under /api, and nothing else", () => {
    const app = registered();
    expect(app.length).toBeGreaterThan(30);
    const missingFromTable = app.filter((route) => !table.includes(route) && !(route in NOT_IN_TABLE));
    const missingFromApp = table.filter((route) => !app.includes(route));
    expect({ missingFromTable, missingFromApp }).toEqual({ missingFromTable: [], missingFromApp: [] });
    // An exception that no longer exists is taken out of the list.
    expect(Object.keys(NOT_IN_TABLE).filter((route) => !app.includes(route))).toEqual([]);
  });

  it("names each route once", () => {
    expect(new Set(table).size).toBe(table.length);
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document of every route in the table, public and cacheable", async () => {
    const response = await t.request("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const document = (await response.json()) as OpenApiDocument;
    expect(OpenApiDocumentSchema.safeParse(document).success).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.session?.in).toBe("cookie");
    for (const route of Object.values(routes) as RouteDefinition[]) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      for (const status of route.statuses) {
        const answer = operation?.responses[String(status)];
        expect(answer, `${route.method} ${route.path} ${status}`).toBeDefined();
        if (route.response && status !== 204) {
          expect(answer?.content?.["application/json"]?.schema, `${route.method} ${route.path} ${status}`).toMatchObject({});
        }
      }
      expect(operation?.responses.default?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
    }
  });

  it("describes a body, a query and a path parameter as JSON Schema", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { properties?: object } }> } }
        >
      >;
    };
    const entryEdit = document.paths["/api/entries/{id}"]?.patch;
    expect(entryEdit?.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path" }));
    expect(Object.keys(entryEdit?.requestBody?.content["application/json"]?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(["entryText", "baseUpdatedAt"]),
    );
    const names = (document.paths["/api/entries"]?.get?.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names).toEqual(["query:limit", "query:cursor"]);
  });
});
