// The route table (decision 056): one definition per HTTP route — method, path template, what it
// takes and what it answers — read by the client (pathOf at every call site), by the server's
// OpenAPI document (GET /api/openapi.json) and by a test that walks the Hono app and finds every
// route it registers here and every route here registered. Schemas are the contract's own.
import { z } from "zod";
import { DeleteAccountRequestSchema } from "../account/account-schema";
import { EntryInputSchema } from "../entries/entry-schema";
import {
  PushSubscriptionSchema,
  ReminderSettingsSchema,
  RemindersResponseSchema,
  UnsubscribeSchema,
  VapidKeyResponseSchema,
} from "../reminders/contract";
import { DeleteAccountResponseSchema } from "./account";
import { ChatRequestSchema, ChatResponseSchema } from "./chat";
import { CheckInRequestSchema, CheckInResponseSchema } from "./check-ins";
import { PublicConfigSchema } from "./config";
import { ConversationRequestSchema, ConversationResponseSchema } from "./conversations";
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
} from "./entries";
import { GreetingQuerySchema, GreetingResponseSchema } from "./greeting";
import { HealthResponseSchema } from "./health";
import { MediaItemSchema, MediaUsageSchema } from "./media";
import { PrivateJournalKeysRequestSchema, PrivateJournalStateSchema } from "./private-journal";
import { ConsentRequestSchema, ProfileSchema } from "./profile";
import { ReflectionRequestSchema, ReflectionResponseSchema } from "./reflections";
import { SpeechRequestSchema, VoicesResponseSchema } from "./speech";
import { TranscriptionQuerySchema, TranscriptionResponseSchema } from "./transcriptions";
import { ExportQuerySchema, ImportQuerySchema, ImportSummarySchema, RippleExportSchema } from "./transfer";
import { WeekSummaryRequestSchema, WeekSummaryResponseSchema } from "./week-summaries";

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

const SubscribedSchema = z.object({ subscribed: z.boolean() });
const RemovedSchema = z.object({ removed: z.boolean() });
const DeliveredSchema = z.object({ delivered: z.boolean() });
/** An OpenAPI document: only what a reader of the answer relies on. */
export const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

const ok = [200] as const;
const createdOrKept = [201, 200] as const;

export const routes = {
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
  profile: {
    method: "GET",
    path: "/api/profile",
    summary: "My onboarding consent.",
    signedIn: true,
    statuses: ok,
    response: ProfileSchema,
  },
  profileConsent: {
    method: "PUT",
    path: "/api/profile/consent",
    summary: "Agree to the terms and the use of data.",
    signedIn: true,
    body: ConsentRequestSchema,
    statuses: ok,
    response: ProfileSchema,
  },
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
  mediaUsage: {
    method: "GET",
    path: "/api/media/usage",
    summary: "Bytes of media kept and the quota.",
    signedIn: true,
    statuses: ok,
    response: MediaUsageSchema,
  },
  mediaPut: {
    method: "PUT",
    path: "/api/entries/:entryId/media/:mediaId",
    summary: "An entry's recording or photo as the raw body (?kind=audio|photo|thumbnail, &of=, &durationMs=, &width=, &height=).",
    signedIn: true,
    rawBody: "*/*",
    statuses: createdOrKept,
    response: MediaItemSchema,
  },
  mediaGet: {
    method: "GET",
    path: "/api/entries/:entryId/media/:mediaId",
    summary: "The media item's bytes with their type (Range for seeking).",
    signedIn: true,
    statuses: [200, 206],
    response: null,
    produces: ["*/*"],
  },
  mediaDelete: {
    method: "DELETE",
    path: "/api/entries/:entryId/media/:mediaId",
    summary: "Delete a media item (a photo's thumbnail goes with it).",
    signedIn: true,
    statuses: [204],
    response: null,
  },
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
  reflections: {
    method: "POST",
    path: "/api/reflections",
    summary: "Save an entry and reflect on it (Accept: text/event-stream streams the reply).",
    signedIn: true,
    body: ReflectionRequestSchema,
    statuses: createdOrKept,
    response: ReflectionResponseSchema,
    produces: ["application/json", "text/event-stream"],
  },
  checkIns: {
    method: "POST",
    path: "/api/check-ins",
    summary: "A check-in whose feeling the person set.",
    signedIn: true,
    body: CheckInRequestSchema,
    statuses: createdOrKept,
    response: CheckInResponseSchema,
  },
  chat: {
    method: "POST",
    path: "/api/chat",
    summary: "The next reply in a conversation.",
    signedIn: true,
    body: ChatRequestSchema,
    statuses: ok,
    response: ChatResponseSchema,
  },
  conversations: {
    method: "POST",
    path: "/api/conversations",
    summary: "Save a finished conversation as an entry.",
    signedIn: true,
    body: ConversationRequestSchema,
    statuses: createdOrKept,
    response: ConversationResponseSchema,
  },
  greeting: {
    method: "GET",
    path: "/api/greeting",
    summary: "The prompt line, personalised from my last entries.",
    signedIn: true,
    query: GreetingQuerySchema,
    statuses: ok,
    response: GreetingResponseSchema,
  },
  speechVoices: {
    method: "GET",
    path: "/api/speech/voices",
    summary: "The cloud voices and whether the cloud voice is on.",
    signedIn: true,
    statuses: ok,
    response: VoicesResponseSchema,
  },
  speech: {
    method: "POST",
    path: "/api/speech",
    summary: "Words read aloud by the cloud voice (503 or 429 with fallback: native).",
    signedIn: true,
    body: SpeechRequestSchema,
    statuses: ok,
    response: null,
    produces: ["audio/mpeg"],
  },
  transcriptions: {
    method: "POST",
    path: "/api/transcriptions",
    summary: "A recording as the body, transcribed by the Whisper-compatible provider.",
    signedIn: true,
    query: TranscriptionQuerySchema,
    rawBody: "audio/*",
    statuses: ok,
    response: TranscriptionResponseSchema,
  },
  weekSummaries: {
    method: "POST",
    path: "/api/week-summaries",
    summary: "A warm paragraph about a week's words, kept nowhere.",
    signedIn: true,
    body: WeekSummaryRequestSchema,
    statuses: ok,
    response: WeekSummaryResponseSchema,
  },
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
  reminders: {
    method: "GET",
    path: "/api/reminders",
    summary: "My reminder settings and the next reminder.",
    signedIn: true,
    statuses: ok,
    response: RemindersResponseSchema,
  },
  remindersSave: {
    method: "PUT",
    path: "/api/reminders",
    summary: "Save my reminder settings.",
    signedIn: true,
    body: ReminderSettingsSchema,
    statuses: ok,
    response: RemindersResponseSchema,
  },
  reminderDismiss: {
    method: "POST",
    path: "/api/reminders/dismiss",
    summary: "Dismiss the in-app reminder.",
    signedIn: true,
    statuses: [204],
    response: null,
  },
  reminderVapidKey: {
    method: "GET",
    path: "/api/reminders/vapid-public-key",
    summary: "The Web Push public key.",
    signedIn: true,
    statuses: ok,
    response: VapidKeyResponseSchema,
  },
  reminderSubscribe: {
    method: "POST",
    path: "/api/reminders/subscription",
    summary: "This device's Web Push subscription.",
    signedIn: true,
    body: PushSubscriptionSchema,
    statuses: [201],
    response: SubscribedSchema,
  },
  reminderUnsubscribe: {
    method: "DELETE",
    path: "/api/reminders/subscription",
    summary: "Forget this device's Web Push subscription.",
    signedIn: true,
    body: UnsubscribeSchema,
    statuses: ok,
    response: RemovedSchema,
  },
  reminderTest: {
    method: "POST",
    path: "/api/reminders/test",
    summary: "Send one reminder to this device now.",
    signedIn: true,
    body: UnsubscribeSchema,
    statuses: ok,
    response: DeliveredSchema,
  },
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
