// The voice: cloud voices, words read aloud, recordings transcribed. Part of the route table
// (../routes.ts, decision 056).
import { SpeechRequestSchema, VoicesResponseSchema } from "../speech";
import { TranscriptionQuerySchema, TranscriptionResponseSchema } from "../transcriptions";
import type { RouteDefinition } from "./route-definition";
import { ok } from "./route-definition";

export const speechRoutes = {
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
} as const satisfies Record<string, RouteDefinition>;
