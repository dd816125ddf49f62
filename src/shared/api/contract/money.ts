/**
 * Cent arithmetic of the API's prices, in the contract so the demo API and the shop round the same
 * way. Money is integer euro cents throughout; the only rounding step is here: half up, to whole
 * cents. The shop itself uses it only to state an excl.-VAT threshold incl. VAT for a private
 * buyer (src/shared/shopper/vat-threshold.ts).
 */

/**
 * `percentage` % of `cents`, rounded half up (0.5 cent → 1 cent).
 * The percentage is scaled to basis points first, so rates such as 12.5 or 17 never meet a
 * binary fraction: the product is an exact integer and only the final division rounds.
 */
export function percentOf(cents: number, percentage: number): number {
  const basisPoints = Math.round(percentage * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/** The amount plus `vatRate` % VAT, the VAT rounded half up. */
export function addVat(exclVat: number, vatRate: number): number {
  return exclVat + percentOf(exclVat, vatRate);
}
