import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesSettled } from './queries-settled';

afterEach(() => vi.useRealTimers());

describe('queriesSettled', () => {
  it('resolves at once when nothing is fetching, and once the last query is in', async () => {
    const client = new QueryClient();
    await queriesSettled(client);
    let answer = (_value: number) => {};
    void client.prefetchQuery({
      queryKey: ['a'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    let settled = false;
    const waiting = queriesSettled(client).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(1);
    await waiting;
    expect(client.getQueryData(['a'])).toBe(1);
  });

  it('gives up waiting after its limit', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    let settled = false;
    const waiting = queriesSettled(client, 4000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
