import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { API_CLIENT_HEADER } from "../../domain/lib/api-client-header";
import { ProfileSchema } from "../../domain/contract/profile";
import { ApiError, INVALID_RESPONSE_CODE, api, fetchAnswer, openEventStream } from "./api-client";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    return Response.json({ ok: true });
  }) as typeof fetch;
  return seen;
}

function answer(response: Response): void {
  globalThis.fetch = (async () => response) as typeof fetch;
}

const OkSchema = z.object({ ok: z.boolean() });
const PROFILE = {
  hasAgreedToTerms: true,
  termsAgreedAt: "2026-01-01T00:00:00.000Z",
  dataUseAcknowledgedAt: "2026-01-01T00:00:00.000Z",
  updatedAt: null,
};

describe("the API client", () => {
  it("marks every request with the API client header, which the server asks of requests without Origin", async () => {
    const seen = recordHeaders();
    await api.get("/api/entries", OkSchema);
    await api.post("/api/entries", OkSchema, { id: "x" });
    await api.put("/api/profile/consent", OkSchema, {});
    await api.delete("/api/entries/x");
    await openEventStream("/api/reflections", {});
    expect(seen).toHaveLength(5);
    for (const headers of seen) expect(headers.get(API_CLIENT_HEADER)).toBe("1");
  });

  it("sends a Blob as it is, with the Blob's own type, and anything else as JSON", async () => {
    const sent: { type: string | null; body: unknown }[] = [];
    globalThis.fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ type: new Headers(init?.headers).get("content-type"), body: init?.body });
      return Response.json({ ok: true });
    }) as typeof fetch;
    const recording = new Blob([new Uint8Array([26, 69, 223, 163])], { type: "audio/webm;codecs=opus" });
    await api.post("/api/transcriptions", OkSchema, recording);
    await api.post("/api/entries", OkSchema, { id: "x" });
    expect(sent[0]).toEqual({ type: "audio/webm;codecs=opus", body: recording });
    expect(sent[1]).toEqual({ type: "application/json", body: '{"id":"x"}' });
  });

  it("resolves with the answer its schema parsed", async () => {
    answer(Response.json(PROFILE));
    await expect(api.get("/api/profile", ProfileSchema)).resolves.toEqual(PROFILE);
  });

  it("fails with ApiError invalid_response when a 2xx answer is not the contract's shape, naming where", async () => {
    answer(Response.json({ ...PROFILE, hasAgreedToTerms: "yes" }));
    const error = await api.get("/api/profile", ProfileSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: INVALID_RESPONSE_CODE });
    expect((error as ApiError).detail).toContain("hasAgreedToTerms");
  });

  it("fails with ApiError invalid_response when a 2xx answer is not JSON", async () => {
    answer(new Response("<html>proxy page</html>", { status: 200, headers: { "content-type": "text/html" } }));
    await expect(api.get("/api/profile", ProfileSchema)).rejects.toMatchObject({ status: 200, code: INVALID_RESPONSE_CODE });
  });

  it("reads the error shape of a non-2xx answer, and keeps the status otherwise", async () => {
    answer(Response.json({ error: { code: "invalid_input", message: "id: must be a UUID" } }, { status: 400 }));
    await expect(api.get("/api/profile", ProfileSchema)).rejects.toMatchObject({
      status: 400,
      code: "invalid_input",
      message: "id: must be a UUID",
    });
    answer(new Response("busy", { status: 502, statusText: "Bad Gateway" }));
    await expect(api.get("/api/profile", ProfileSchema)).rejects.toMatchObject({ status: 502, code: "http_502", message: "Bad Gateway" });
  });

  it("hands back a non-2xx status the caller answers itself, and throws the others", async () => {
    const conflict = Response.json({ error: { code: "edit_conflict", message: "Changed elsewhere" } }, { status: 409 });
    answer(conflict);
    expect(await fetchAnswer("PATCH", "/api/entries/x", {}, { answers: [409] }, "application/json")).toBe(conflict);
    answer(Response.json({ error: { code: "not_found", message: "Entry not found" } }, { status: 404 }));
    await expect(fetchAnswer("PATCH", "/api/entries/x", {}, { answers: [409] }, "application/json")).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
  });
});
