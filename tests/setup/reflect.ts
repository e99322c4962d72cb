// Helpers for reflection API tests.
import { randomUUID } from "node:crypto";
import type { JournalEntry, OrchestratorResult } from "../../src/domain/types";
import type { TestApp } from "./test-app";

export const CALM_REFLECTION = "Today I walked along the river after work and felt calm and grateful for the quiet evening with my family.";

export interface ReflectionResponse {
  result: OrchestratorResult;
  entry: JournalEntry | null;
}

export async function reflect(t: TestApp, cookie: string, body: Record<string, unknown> = {}) {
  const response = await t.request("/api/reflections", {
    method: "POST",
    cookie,
    json: { id: randomUUID(), transcript: CALM_REFLECTION, duration: 30, ...body },
  });
  return { status: response.status, body: (await response.json()) as ReflectionResponse };
}
