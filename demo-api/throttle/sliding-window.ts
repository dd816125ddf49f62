/**
 * Counts failed attempts per key in a sliding window: at most `max` failures within any `windowMs`.
 * Each failure is kept as the moment it stops counting, so one clean-up fits every limit. The log
 * is a plain object (it lives in the demo store) and the time is passed in, so tests set the clock
 * by hand.
 */

export interface Limit {
  /** Names what is counted, e.g. "sign-in:account"; keys of different limits never meet. */
  name: string;
  max: number;
  windowMs: number;
}

export interface FailureLog {
  /** Per `<limit> <key>`: when each counted failure leaves the window (ms epoch), oldest first. */
  entries: Record<string, number[]>;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const entryOf = (limit: Limit, key: string): string => `${limit.name} ${key}`;

function live(log: FailureLog, entry: string, now: number): number[] {
  return (log.entries[entry] ?? []).filter((until) => until > now);
}

/** Whether one more attempt may be tried now, and if not, how long until it may. */
export function checkLimit(log: FailureLog, limit: Limit, key: string, now: number): Verdict {
  const counted = live(log, entryOf(limit, key), now);
  if (counted.length < limit.max) return { allowed: true };
  // Allowed again once only max - 1 failures are left in the window.
  const freed = counted[counted.length - limit.max] ?? now;
  return { allowed: false, retryAfterMs: Math.max(freed - now, 0) };
}

/** Counts a failure, and forgets every key whose failures have all left their window. */
export function recordFailure(log: FailureLog, limit: Limit, key: string, now: number): void {
  const entry = entryOf(limit, key);
  const kept = Object.entries(log.entries)
    .map(([name, times]) => [name, times.filter((until) => until > now)] as const)
    .filter(([, times]) => times.length > 0);
  log.entries = Object.fromEntries(kept);
  log.entries[entry] = [...(log.entries[entry] ?? []), now + limit.windowMs];
}
