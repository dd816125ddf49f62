/**
 * How many shipping boxes an order needs: one per 12 packagings (a packaging is the unit in the
 * cart, e.g. a 10-piece pack of bags), at least one for a cart with anything in it.
 */
export const PACKAGINGS_PER_BOX = 12;

export function boxCount(packagings: number): number {
  if (packagings <= 0) return 0;
  return Math.ceil(packagings / PACKAGINGS_PER_BOX);
}
