// Component tests (`*.dom.test.tsx`, run in happy-dom): Testing Library's cleanup after each test,
// React's act() environment, a fetch the test scripts (the client's one edge: every request goes
// through fetch, so the real API client, schemas and hooks run), and a render inside the app's
// real providers (a query client; the toasts' host when a test reads a toast).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render } from "@testing-library/react";
import { createElement, Fragment } from "react";
import { toast } from "sonner";
import type { ReactElement, ReactNode } from "react";
import { afterEach, beforeEach } from "vitest";
import { Toaster } from "../../src/client/ui/toast";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Without Vitest's globals Testing Library neither cleans up nor tells React it runs under act().
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
// findBy… waits for an element; the first lazy import of a module can take over a second on a busy machine
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  // sonner keeps its toasts beside any host and shows the undismissed ones to the next test's host
  toast.dismiss();
});
beforeEach(() => localStorage.clear());

/** One request the component sent: its method, path (with query) and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | ((request: SentRequest) => Response | Promise<Response>);

/** A JSON answer with a status (200 by default). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The server's error shape, `{error: {code, message}}`. */
export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

type Handler = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let script: Handler | null = null;
let unscripted: string[] = [];
let inTest = false;

/**
 * The one fetch of a component test. It is installed when this module loads, before the component's
 * modules, because some keep the fetch they found then (the better-auth client does): so import
 * this module before the component under test. It answers with the test's script.
 */
const dispatch = ((input: RequestInfo | URL, init?: RequestInit) => {
  if (script) return script(input, init);
  const request = `${init?.method ?? (input instanceof Request ? input.method : "GET")} ${input instanceof Request ? input.url : String(input)}`;
  // between tests (a sync the last test left running) it only fails
  if (inTest) unscripted.push(request);
  return Promise.reject(new TypeError(`this test scripted no fetch: ${request}`));
}) as typeof fetch;
globalThis.fetch = dispatch;
// after the test setup's loopback guard (registered first): a test that scripts nothing sends nothing
beforeEach(() => {
  globalThis.fetch = dispatch;
  inTest = true;
});
afterEach(() => {
  script = null;
  inTest = false;
  const missed = unscripted;
  unscripted = [];
  // a component may swallow the failed request: the test fails all the same
  if (missed.length > 0) throw new Error(`unscripted requests: ${missed.join(", ")}`);
});

/**
 * Scripts fetch for this test: each "METHOD /path" (no query) answers as given (a function is
 * called with each request); any other request fails the test with its method and path, as does
 * any request in a test that scripts none. Returns the requests in the order they were sent.
 */
export function scriptFetch(routes: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  script = async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init);
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    const seen: SentRequest = { method: request.method, path, body: text ? (JSON.parse(text) as unknown) : undefined };
    sent.push(seen);
    const answer = routes[`${request.method} ${url.pathname}`];
    if (!answer) {
      unscripted.push(`${request.method} ${path}`);
      throw new TypeError(`unscripted request: ${request.method} ${path}`);
    }
    return typeof answer === "function" ? answer(seen) : answer.clone();
  };
  return sent;
}

/** Renders inside a fresh query client (no retries), and the toasts' host with `toasts: true`. */
export function renderInApp(ui: ReactElement, { toasts = false }: { toasts?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, createElement(Fragment, null, children, toasts ? createElement(Toaster) : null));
  return { client, ...render(ui, { wrapper }) };
}
