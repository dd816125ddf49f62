/**
 * A tiny seeded random source, so the catalogue is the same on every run, in every test and on
 * every machine. Math.random would make prices and stock differ between a test and the e2e run.
 */

/** The one seed of the demo catalogue. Changing it reshuffles every generated value. */
export const CATALOG_SEED = 0x5eed_2026;

export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
}

/** mulberry32: 32-bit state, good spread, a few lines, no dependency. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
  };
}
