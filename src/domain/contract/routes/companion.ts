// What the companion answers: a reflection, a check-in, a conversation's replies and its saving, the
// greeting. Part of the route table (../routes.ts, decision 056).
import { ChatRequestSchema, ChatResponseSchema } from "../chat";
import { CheckInRequestSchema, CheckInResponseSchema } from "../check-ins";
import { ConversationRequestSchema, ConversationResponseSchema } from "../conversations";
import { GreetingQuerySchema, GreetingResponseSchema } from "../greeting";
import { ReflectionRequestSchema, ReflectionResponseSchema } from "../reflections";
import type { RouteDefinition } from "./route-definition";
import { createdOrKept, ok } from "./route-definition";

export const companionRoutes = {
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
} as const satisfies Record<string, RouteDefinition>;
