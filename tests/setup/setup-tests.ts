// Vitest setup: a console.error or an outbound request to anywhere but loopback fails the test.
import { afterEach, beforeEach, vi } from "vitest";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
const realFetch = globalThis.fetch;
let problems: string[] = [];

beforeEach(() => {
  problems = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(" ")}`);
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!LOOPBACK.test(url.hostname)) {
      problems.push(`unplanned outbound request to ${url.origin}`);
      throw new TypeError(`blocked outbound request to ${url.origin}`);
    }
    return realFetch(input, init);
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  if (problems.length > 0) throw new Error(problems.join("\n"));
});
