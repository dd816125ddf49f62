import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPendingFavorite,
  PENDING_FAVORITE_MAX_AGE_MS,
  rememberPendingFavorite,
  takePendingFavorite,
} from './pending-favorite';

const NOW = Date.parse('2026-03-02T10:00:00Z');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the pending favourite', () => {
  it('is taken once: reading it forgets it', () => {
    rememberPendingFavorite('f-nilfisk', NOW);
    expect(takePendingFavorite(NOW + 1000)).toBe('f-nilfisk');
    expect(takePendingFavorite(NOW + 2000)).toBeNull();
  });

  it('lives in this tab only (session storage), never in local storage', () => {
    rememberPendingFavorite('f-nilfisk', NOW);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual(['shop-pending-favorite']);
  });

  it('keeps only the last heart pressed', () => {
    rememberPendingFavorite('f-first', NOW);
    rememberPendingFavorite('f-second', NOW + 10);
    expect(takePendingFavorite(NOW + 20)).toBe('f-second');
  });

  it('is gone once forgotten (the dialog closed without a login)', () => {
    rememberPendingFavorite('f-nilfisk', NOW);
    forgetPendingFavorite();
    expect(takePendingFavorite(NOW)).toBeNull();
  });

  it('expires after half an hour, and a time in the future counts as unreadable', () => {
    rememberPendingFavorite('f-nilfisk', NOW);
    expect(takePendingFavorite(NOW + PENDING_FAVORITE_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    rememberPendingFavorite('f-nilfisk', NOW);
    expect(takePendingFavorite(NOW + PENDING_FAVORITE_MAX_AGE_MS)).toBe('f-nilfisk');
    rememberPendingFavorite('f-nilfisk', NOW + 60_000);
    expect(takePendingFavorite(NOW)).toBeNull();
  });

  it('reads anything corrupt or foreign as absent, and drops it', () => {
    for (const raw of [
      '{not json',
      JSON.stringify({ v: 2, productId: 'f-x', at: NOW }),
      JSON.stringify({ v: 1, productId: '', at: NOW }),
      JSON.stringify({ v: 1, productId: 42, at: NOW }),
      JSON.stringify({ v: 1, productId: 'f-x' }),
      'null',
    ]) {
      sessionStorage.setItem('shop-pending-favorite', raw);
      expect(takePendingFavorite(NOW)).toBeNull();
      expect(sessionStorage.length).toBe(0);
    }
  });

  it('carries on without storage: nothing is kept and nothing throws', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(() => rememberPendingFavorite('f-nilfisk', NOW)).not.toThrow();
    expect(takePendingFavorite(NOW)).toBeNull();
  });
});
