import { afterEach, describe, expect, it, vi } from "vitest";
import { API_CLIENT_HEADER } from "../../domain/api-client-header";
import { api, openEventStream } from "./api-client";

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

describe("the API client", () => {
  it("marks every request with the API client header, which the server asks of requests without Origin", async () => {
    const seen = recordHeaders();
    await api.get("/api/entries");
    await api.post("/api/entries", { id: "x" });
    await api.put("/api/profile/consent", {});
    await api.delete("/api/entries/x");
    await openEventStream("/api/reflections", {});
    expect(seen).toHaveLength(5);
    for (const headers of seen) expect(headers.get(API_CLIENT_HEADER)).toBe("1");
  });
});
