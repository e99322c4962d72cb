// The server answering a request with a failure (503, the usual error body): it was reached, so the
// app keeps the words for a retry. (A request that never reaches the server is offline: see
// offline.spec.ts, where the device answers and the words sync later.)
import type { Route } from "@playwright/test";

export function serverFailing(route: Route): Promise<void> {
  return route.fulfill({
    status: 503,
    contentType: "application/json",
    body: JSON.stringify({ error: { code: "unavailable", message: "Ripple is busy for a moment." } }),
  });
}
