import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once the next frame has been shown, not before, and only once', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after a time-out when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback)();
    vi.advanceTimersByTime(1_000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('after the first contentful paint: waits for that paint, then for the frame after it', () => {
    vi.useFakeTimers();
    let painted = false;
    let notify: () => void = () => undefined;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(() =>
      painted ? [{ name: 'first-contentful-paint' } as PerformanceEntry] : [],
    );
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    vi.advanceTimersByTime(1_000);
    expect(callback).not.toHaveBeenCalled();
    painted = true;
    notify();
    vi.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
