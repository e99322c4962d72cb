// A sleep for provider tests: records each backoff it is asked for and resolves at once, so
// a test asserts the retry schedule without waiting for it. An aborted signal still rejects,
// as the real sleep does.
import { ProviderError } from "../../src/server/providers/types";
import type { Sleep } from "../../src/server/providers/types";

export interface RecordingSleep extends Sleep {
  /** Every wait asked for, in order (ms). */
  readonly waits: number[];
}

export function recordingSleep(): RecordingSleep {
  const waits: number[] = [];
  const sleep = (ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) return Promise.reject(new ProviderError("aborted"));
    waits.push(ms);
    return Promise.resolve();
  };
  return Object.assign(sleep, { waits });
}

/**
 * The waits before retry 1, 2, … when the provider sends no Retry-After: base × 2^n, less up to
 * 25 % jitter, never above the 8 s cap.
 */
export function backoffBounds(baseMs: number, retries: number, capMs = 8_000): [min: number, max: number][] {
  return Array.from({ length: retries }, (_, n) => {
    const full = Math.min(baseMs * 2 ** n, capMs);
    return [Math.floor(full * 0.75), full];
  });
}

/** True when every wait lies within its bound and there are as many waits as bounds. */
export function withinBounds(waits: readonly number[], bounds: readonly [number, number][]): boolean {
  return waits.length === bounds.length && waits.every((ms, n) => ms >= bounds[n]![0] && ms <= bounds[n]![1]);
}
