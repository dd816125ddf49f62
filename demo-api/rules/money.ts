/**
 * Cent arithmetic shared by every pricing rule. The rounding itself (half up, to whole cents) is
 * the contract's, so the shop states a threshold incl. VAT exactly as these rules price goods.
 */
export { addVat, percentOf } from '../../src/shared/api/contract/money';

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
