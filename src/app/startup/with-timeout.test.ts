import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what the work answers in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, 'work')).resolves.toBe(7);
  });

  it('passes the work’s own failure on', async () => {
    await expect(withTimeout(Promise.reject(new Error('boom')), 1000, 'work')).rejects.toThrow(
      'boom',
    );
  });

  it('rejects once the time is up, naming what took too long', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => undefined), 15_000, 'The session');
    const assertion = expect(pending).rejects.toThrow('The session took longer than 15000 ms');
    await vi.advanceTimersByTimeAsync(15_000);
    await assertion;
  });
});
