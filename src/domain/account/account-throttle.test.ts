import { describe, expect, it } from "vitest";
import type { ThrottleState } from "./account-throttle";
import { ACCOUNT_THROTTLE, lockRemainingMs, lockedMessage, recordFailure } from "./account-throttle";

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

function fail(times: number, state: ThrottleState | null, now: Date): ThrottleState | null {
  let next = state;
  for (let i = 0; i < times; i += 1) next = recordFailure(next, now);
  return next;
}

describe("per-account attempt limit", () => {
  it("allows 9 failures, and locks for one minute at the 10th within 15 minutes", () => {
    const nine = fail(9, null, at(0));
    expect(lockRemainingMs(nine, at(0))).toBe(0);
    const ten = recordFailure(nine, at(14 * MINUTE));
    expect(lockRemainingMs(ten, at(14 * MINUTE))).toBe(MINUTE);
    expect(lockRemainingMs(ten, at(15 * MINUTE))).toBe(0);
  });

  it("doubles the delay with each further failure and never locks longer than 15 minutes", () => {
    let state = fail(10, null, at(0));
    let now = 0;
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const remaining = lockRemainingMs(state, at(now));
      delays.push(remaining / MINUTE);
      now += remaining;
      state = recordFailure(state, at(now));
    }
    expect(delays).toEqual([1, 2, 4, 8, 15, 15]);
    expect(ACCOUNT_THROTTLE.maxLockMs).toBe(15 * MINUTE);
  });

  it("does not lock for failures spread over more than 15 minutes", () => {
    const first = fail(9, null, at(0));
    const later = fail(9, first, at(15 * MINUTE));
    expect(later?.failures).toBe(9);
    expect(lockRemainingMs(later, at(15 * MINUTE))).toBe(0);
  });

  it("forgets the locks after 15 quiet minutes once the last lock ended", () => {
    const locked = fail(10, null, at(0)); // locked until 1 min
    const soon = recordFailure(locked, at(1 * MINUTE + 14 * MINUTE));
    expect(lockRemainingMs(soon, at(15 * MINUTE))).toBe(2 * MINUTE);
    const quiet = recordFailure(locked, at(1 * MINUTE + 15 * MINUTE));
    expect(quiet).toMatchObject({ failures: 1, lockouts: 0, lockedUntil: null });
  });

  it("tells the person how many minutes to wait", () => {
    expect(lockedMessage(1_000)).toBe("Too many failed attempts for this account. Please try again in 1 minute.");
    expect(lockedMessage(MINUTE + 1)).toMatch(/in 2 minutes\.$/);
  });
});
