import { describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, reloadOnce, reloadOnceWhenOnline } from './reload-once';

describe('reloadOnce', () => {
  it('reloads at most once per 10 seconds for the same path', () => {
    const reload = vi.fn();
    expect(reloadOnce('/nl/results', 1_000_000, reload)).toBe(true);
    expect(reloadOnce('/nl/results', 1_000_000 + RELOAD_WINDOW_MS - 1, reload)).toBe(false);
    expect(reloadOnce('/nl/other', 1_000_001, reload)).toBe(true);
    expect(reloadOnce('/nl/results', 1_000_000 + RELOAD_WINDOW_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('reloadOnceWhenOnline', () => {
  it('reloads at once when online', () => {
    const reload = vi.fn();
    reloadOnceWhenOnline('/nl/online-now', () => true, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for the connection when offline, and then reloads once', () => {
    const reload = vi.fn();
    reloadOnceWhenOnline('/nl/offline-first', () => false, reload);
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing once its page has gone', () => {
    const reload = vi.fn();
    const cleanup = reloadOnceWhenOnline('/nl/left', () => false, reload);
    cleanup();
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
  });
});
