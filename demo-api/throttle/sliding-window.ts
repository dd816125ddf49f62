/**
 * Counts attempts per key in a sliding window: at most `max` within any `windowMs` (failed
 * guesses for the attempt limits, every request for the request limits). Each attempt is kept as
 * the moment it stops counting, so one clean-up fits every limit. The log
 * is a plain object (it lives in the demo store) and the time is passed in, so tests set the clock
 * by hand.
 */

export interface Limit {
  /** Names what is counted, e.g. "sign-in:account"; keys of different limits never meet. */
  name: string;
  max: number;
  windowMs: number;
}

export interface AttemptLog {
  /** Per `<limit> <key>`: when each counted attempt leaves the window (ms epoch), oldest first. */
  entries: Record<string, number[]>;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const entryOf = (limit: Limit, key: string): string => `${limit.name} ${key}`;

function live(log: AttemptLog, entry: string, now: number): number[] {
  return (log.entries[entry] ?? []).filter((until) => until > now);
}

/** Whether one more attempt may be tried now, and if not, how long until it may. */
export function checkLimit(log: AttemptLog, limit: Limit, key: string, now: number): Verdict {
  const counted = live(log, entryOf(limit, key), now);
  if (counted.length < limit.max) return { allowed: true };
  // Allowed again once only max - 1 attempts are left in the window.
  const freed = counted[counted.length - limit.max] ?? now;
  return { allowed: false, retryAfterMs: Math.max(freed - now, 0) };
}

/** Counts an attempt, and forgets every key whose attempts have all left their window. */
export function recordAttempt(log: AttemptLog, limit: Limit, key: string, now: number): void {
  const entry = entryOf(limit, key);
  const kept = Object.entries(log.entries)
    .map(([name, times]) => [name, times.filter((until) => until > now)] as const)
    .filter(([, times]) => times.length > 0);
  log.entries = Object.fromEntries(kept);
  log.entries[entry] = [...(log.entries[entry] ?? []), now + limit.windowMs];
}

export interface Counted {
  limit: Limit;
  key: string;
}

export type AttemptCheck =
  | { refused: true; retryAfterSeconds: number }
  /** `count()` counts this attempt against each of its limits. */
  | { refused: false; count: () => void };

/**
 * Checks an attempt against its limits in the log; refused when any of them is reached. The log
 * is read again when counting, as the store may have been reset meanwhile.
 */
export function checkCounted(log: () => AttemptLog, counted: readonly Counted[]): AttemptCheck {
  const now = Date.now();
  let waitMs = -1;
  for (const { limit, key } of counted) {
    const verdict = checkLimit(log(), limit, key, now);
    if (!verdict.allowed) waitMs = Math.max(waitMs, verdict.retryAfterMs);
  }
  // Retry-After is whole seconds, rounded up so that a retry at that time is let through.
  if (waitMs >= 0)
    return { refused: true, retryAfterSeconds: Math.max(Math.ceil(waitMs / 1000), 1) };
  return {
    refused: false,
    count: () => {
      const at = Date.now();
      for (const { limit, key } of counted) recordAttempt(log(), limit, key, at);
    },
  };
}
