// Entries: the list, the replica's changes, saving, editing, sealing and deleting one. Part of the
// route table (../routes.ts, decision 056).
import { EntryInputSchema } from "../../entries/entry-schema";
import {
  EntryChangesQuerySchema,
  EntryChangesSchema,
  EntryEditSchema,
  EntryListQuerySchema,
  EntryPageSchema,
  OpenedEntryWriteSchema,
  ReanalysedEntrySchema,
  SavedEntrySchema,
  SealedEntryWriteSchema,
  SealedEntryWrittenSchema,
} from "../entries";
import type { RouteDefinition } from "./route-definition";
import { createdOrKept, ok } from "./route-definition";

export const entryRoutes = {
  entries: {
    method: "GET",
    path: "/api/entries",
    summary: "My entries, newest first, a page at a time.",
    signedIn: true,
    query: EntryListQuerySchema,
    statuses: ok,
    response: EntryPageSchema,
  },
  entryChanges: {
    method: "GET",
    path: "/api/entries/changes",
    summary: "What changed after a sync cursor, for the browser's replica.",
    signedIn: true,
    query: EntryChangesQuerySchema,
    statuses: ok,
    response: EntryChangesSchema,
  },
  entryCreate: {
    method: "POST",
    path: "/api/entries",
    summary: "Save an entry (the same id again answers the stored one).",
    signedIn: true,
    body: EntryInputSchema,
    statuses: createdOrKept,
    response: SavedEntrySchema,
  },
  entryEdit: {
    method: "PATCH",
    path: "/api/entries/:id",
    summary: "Edit an entry's words (409 edit_conflict when it changed since baseUpdatedAt).",
    signedIn: true,
    body: EntryEditSchema,
    statuses: ok,
    response: SavedEntrySchema,
  },
  entryReanalyse: {
    method: "POST",
    path: "/api/entries/:id/reanalyse",
    summary: "Run an entry's words through the reflection pipeline again.",
    signedIn: true,
    statuses: ok,
    response: ReanalysedEntrySchema,
  },
  entrySealed: {
    method: "PUT",
    path: "/api/entries/:id/sealed",
    summary: "A private journal's entry, sealed in the browser.",
    signedIn: true,
    body: SealedEntryWriteSchema,
    statuses: createdOrKept,
    response: SealedEntryWrittenSchema,
  },
  entryOpened: {
    method: "PUT",
    path: "/api/entries/:id",
    summary: "An entry opened in the browser while the private journal is being turned off.",
    signedIn: true,
    body: OpenedEntryWriteSchema,
    statuses: ok,
    response: SavedEntrySchema,
  },
  entryDelete: {
    method: "DELETE",
    path: "/api/entries/:id",
    summary: "Delete my entry (another person's id answers 404).",
    signedIn: true,
    statuses: [204],
    response: null,
  },
} as const satisfies Record<string, RouteDefinition>;
