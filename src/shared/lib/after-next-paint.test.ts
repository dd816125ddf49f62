import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the next frame, not before, and only once', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback);
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
});
