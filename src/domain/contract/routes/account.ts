// All of a person's data at once: export, import (decision 019) and deleting the account. Part of the
// route table (../routes.ts, decision 056).
import { DeleteAccountRequestSchema } from "../../account/account-schema";
import { DeleteAccountResponseSchema } from "../account";
import { ExportQuerySchema, ImportQuerySchema, ImportSummarySchema, RippleExportSchema } from "../transfer";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

export const accountRoutes = {
  export: {
    method: "GET",
    path: "/api/export",
    summary: "All my data: json (Ripple's lossless export), markdown or dayone (a ZIP), csv.",
    signedIn: true,
    query: ExportQuerySchema,
    statuses: ok,
    response: RippleExportSchema,
    produces: ["application/json", "application/zip", "text/csv"],
  },
  import: {
    method: "POST",
    path: "/api/import",
    summary: "Import a Ripple, Day One or Markdown export (Accept: application/x-ndjson for progress lines).",
    signedIn: true,
    query: ImportQuerySchema,
    rawBody: "*/*",
    statuses: ok,
    response: ImportSummarySchema,
    produces: ["application/json", "application/x-ndjson"],
  },
  accountDelete: {
    method: "DELETE",
    path: "/api/account",
    summary: "Delete me and all my data.",
    signedIn: true,
    body: DeleteAccountRequestSchema,
    statuses: ok,
    response: DeleteAccountResponseSchema,
  },
} as const satisfies Record<string, RouteDefinition>;
