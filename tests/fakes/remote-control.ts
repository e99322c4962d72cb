// Scripts a fake running in another process (e2e: the app server and Playwright are separate)
// through its /__control endpoints.
import type { FakeResponse, RecordedRequest } from "./fake-server";

export interface RemoteFakeControl {
  enqueue(...responses: FakeResponse[]): Promise<void>;
  setDefault(response: FakeResponse): Promise<void>;
  requests(): Promise<RecordedRequest[]>;
  reset(): Promise<void>;
}

/** `origin` is the fake's origin (a base URL with a path such as /v1 works too). */
export function remoteFakeControl(origin: string): RemoteFakeControl {
  const base = `${new URL(origin).origin}/__control`;
  async function call(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}/${path}`, {
      method: body === undefined && path === "requests" ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? (path === "requests" ? undefined : "{}") : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake control ${path} answered ${response.status}`);
    return response.json();
  }
  return {
    async enqueue(...responses) {
      await call("enqueue", responses);
    },
    async setDefault(response) {
      await call("default", response);
    },
    async requests() {
      return ((await call("requests")) as { requests: RecordedRequest[] }).requests;
    },
    async reset() {
      await call("reset");
    },
  };
}
