// Turning the private journal on and off, and its wrapped keys. Part of the route table (../routes.ts,
// decision 056).
import { PrivateJournalKeysRequestSchema, PrivateJournalStateSchema } from "../private-journal";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

export const privateJournalRoutes = {
  privateJournal: {
    method: "GET",
    path: "/api/private-journal",
    summary: "Whether my journal is private, and its wrapped keys.",
    signedIn: true,
    statuses: ok,
    response: PrivateJournalStateSchema,
  },
  privateJournalStart: {
    method: "POST",
    path: "/api/private-journal",
    summary: "Start turning the private journal on with its wrapped keys.",
    signedIn: true,
    body: PrivateJournalKeysRequestSchema,
    statuses: [201],
    response: PrivateJournalStateSchema,
  },
  privateJournalKeys: {
    method: "PUT",
    path: "/api/private-journal/keys",
    summary: "Replace the wrapped keys (a new passphrase).",
    signedIn: true,
    body: PrivateJournalKeysRequestSchema,
    statuses: ok,
    response: PrivateJournalStateSchema,
  },
  privateJournalComplete: {
    method: "POST",
    path: "/api/private-journal/complete",
    summary: "Finish turning the private journal on, once every entry is sealed.",
    signedIn: true,
    statuses: ok,
    response: PrivateJournalStateSchema,
  },
  privateJournalDisable: {
    method: "POST",
    path: "/api/private-journal/disable",
    summary: "Start turning the private journal off.",
    signedIn: true,
    statuses: ok,
    response: PrivateJournalStateSchema,
  },
  privateJournalDisableComplete: {
    method: "POST",
    path: "/api/private-journal/disable/complete",
    summary: "Finish turning the private journal off, once every entry is opened.",
    signedIn: true,
    statuses: ok,
    response: PrivateJournalStateSchema,
  },
} as const satisfies Record<string, RouteDefinition>;
