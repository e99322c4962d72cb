// POST /api/reflections: analyse, reply and save in one call. The id is generated here,
// so a retry of the same reflection is stored once.
import type { JournalEntry, OrchestratorResult } from "../../../../domain/types";
import { api } from "../../../lib/api-client";

export type ReflectionMode = "voice" | "conversational";

export interface ReflectionInput {
  id: string;
  transcript: string;
  duration: number;
  speechDetected: boolean;
  mode: ReflectionMode;
}

export interface ReflectionResponse {
  result: OrchestratorResult;
  entry: JournalEntry;
}

/** Generous: the server bounds each provider, and a slow answer is better than a lost one. */
const REFLECTION_TIMEOUT_MS = 60_000;

export function createReflection(input: ReflectionInput): Promise<ReflectionResponse> {
  return api.post<ReflectionResponse>("/api/reflections", input, { timeoutMs: REFLECTION_TIMEOUT_MS });
}

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newReflectionId(): string {
  if (typeof crypto.randomUUID === "function" && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
