import { describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, reloadOnce } from './reload-once';

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
