import { describe, expect, it } from 'vitest';
import { boxCount } from './boxes';

describe('boxCount: one box per 12 packagings', () => {
  it.each([
    [0, 0], // empty cart: nothing to ship
    [1, 1],
    [12, 1],
    [13, 2], // 13 / 12 = 1.08 → 2
    [24, 2],
    [25, 3],
  ])('%i packagings → %i boxes', (packagings, boxes) => {
    expect(boxCount(packagings)).toBe(boxes);
  });
});
