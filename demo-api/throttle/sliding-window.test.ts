import { describe, expect, it } from 'vitest';
import { checkLimit, recordAttempt, type AttemptLog, type Limit } from './sliding-window';

const limit: Limit = { name: 'test', max: 3, windowMs: 60_000 };
const other: Limit = { name: 'other', max: 3, windowMs: 60_000 };

/** Failures at the given times (ms). */
function logWith(times: number[], key = 'k'): AttemptLog {
  const log: AttemptLog = { entries: {} };
  for (const at of times) recordAttempt(log, limit, key, at);
  return log;
}

describe('sliding-window limit', () => {
  it('allows max failures and refuses the next attempt', () => {
    expect(checkLimit(logWith([0, 1000]), limit, 'k', 2000)).toEqual({ allowed: true });
    expect(checkLimit(logWith([0, 1000, 2000]), limit, 'k', 3000)).toEqual({
      allowed: false,
      retryAfterMs: 57_000,
    });
  });

  it('lets one attempt through again when the oldest failure leaves the window', () => {
    const log = logWith([0, 10_000, 20_000]);
    expect(checkLimit(log, limit, 'k', 59_999).allowed).toBe(false);
    expect(checkLimit(log, limit, 'k', 60_000)).toEqual({ allowed: true });
    recordAttempt(log, limit, 'k', 60_000);
    // The window slides: the second failure (at 10 s) is now the one to wait for.
    expect(checkLimit(log, limit, 'k', 60_001)).toEqual({ allowed: false, retryAfterMs: 9_999 });
  });

  it('counts keys and limits apart', () => {
    const log = logWith([0, 1, 2], 'a');
    expect(checkLimit(log, limit, 'b', 3)).toEqual({ allowed: true });
    expect(checkLimit(log, other, 'a', 3)).toEqual({ allowed: true });
  });

  it('forgets keys whose failures all left the window', () => {
    const log = logWith([0, 1, 2], 'old');
    recordAttempt(log, limit, 'new', 70_000);
    expect(Object.keys(log.entries)).toEqual(['test new']);
  });
});
