// Per-account limit on failed password and two-factor attempts (pure: the caller passes `now`).
// After MAX_FAILURES failures within WINDOW_MS the account refuses attempts for a short delay that
// doubles with each further failure, capped at MAX_LOCK_MS; WINDOW_MS without an attempt after the
// last lock, or one success, forgets everything. Every attempt is counted when it starts (and
// forgotten on success), so a burst of parallel guesses cannot slip past the limit.

export const ACCOUNT_THROTTLE = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
} as const;

export type ThrottlePolicy = typeof ACCOUNT_THROTTLE;

export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
  lockouts: number;
}

/** Milliseconds until attempts are allowed again (0: allowed now). */
export function lockRemainingMs(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

function isStale(state: ThrottleState, now: Date, policy: ThrottlePolicy): boolean {
  const quietSince = Math.max(state.windowStartedAt.getTime(), state.lockedUntil?.getTime() ?? 0);
  return now.getTime() - quietSince >= policy.windowMs;
}

/** The state after one more failed (or not yet successful) attempt. */
export function recordFailure(state: ThrottleState | null, now: Date, policy: ThrottlePolicy = ACCOUNT_THROTTLE): ThrottleState {
  const base: ThrottleState =
    state && !isStale(state, now, policy) ? state : { failures: 0, windowStartedAt: now, lockedUntil: null, lockouts: 0 };
  const failures = base.failures + 1;
  if (failures < policy.maxFailures) return { ...base, failures };
  const lockouts = base.lockouts + 1;
  const lockMs = Math.min(policy.firstLockMs * 2 ** (lockouts - 1), policy.maxLockMs);
  return { ...base, failures, lockouts, lockedUntil: new Date(now.getTime() + lockMs) };
}

/** What a refused attempt is told: whole minutes, at least one. */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many failed attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
