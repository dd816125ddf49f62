import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { fetchBuildId, startVersionCheck } from './version-check';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useToastStore.getState().clear();
});

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the new-build check', () => {
  it('reads the build id, and nothing from a failed or odd answer', async () => {
    expect(await fetchBuildId(answering({ buildId: 'b2' }) as typeof fetch)).toBe('b2');
    expect(await fetchBuildId(answering({}, 404) as typeof fetch)).toBeNull();
    expect(await fetchBuildId(answering({ buildId: 3 }) as typeof fetch)).toBeNull();
  });

  it('offers a reload once when a newer build is live', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', answering({ buildId: 'new-build' }));
    const stop = startVersionCheck('old-build');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    stop();
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ tone: 'info', title: { id: 'version.new.title' } });
    expect(toasts[0]?.action?.label).toEqual({ id: 'version.new.reload' });
  });

  it('stays quiet while the build is the same', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', answering({ buildId: 'same' }));
    const stop = startVersionCheck('same');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    stop();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
