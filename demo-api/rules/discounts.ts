/**
 * The discounts of a cart (docs/decisions/0011-prices-vat-and-discount-order.md), applied in this
 * order, each on what is left after the one before, so percentages never stack on money already
 * taken off:
 *   1. brand discounts, on that brand's lines, when that brand's goods reach the brand minimum;
 *   2. the global discount on the goods total (after brand discounts), when that total reaches
 *      the global minimum (excl. VAT);
 *   3. the user's personal percentage on what remains.
 * A brand discount is a lower unit price, not a deduction from the total: it is taken per unit,
 * exactly as the product pages show the brand price (db/catalog/product-result.ts):
 * unit − round(unit × %), VAT on that. So a cart line costs per packaging what the product page
 * promised, to the cent, and the discount is seen once, in the line
 * (docs/decisions/0012-one-price-per-packaging.md).
 * The global and personal discounts are taken on the excl. and on the incl. VAT total separately,
 * rounded half up, so a private buyer sees exactly "5 % of the price shown to me". The VAT of
 * the order then follows as incl. minus excl. (calculate-cart.ts).
 */
import type { AppliedDiscount } from '../../src/shared/api/contract/cart';
import type { GlobalDiscount } from '../../src/shared/api/contract/discounts';
import { percentOf } from './money';

export interface DiscountPolicy {
  global: GlobalDiscount;
  /** The brand's discount percentage, or null when the brand has none. */
  brandPercentage: (brandId: string) => number | null;
  brandMinimumOrderAmountExclVat: number;
}

export interface Amount {
  exclVat: number;
  inclVat: number;
}

export interface DiscountableLine {
  brandId: string;
  /** One packaging before any discount, excl. VAT. */
  unitBaseExclVat: number;
  quantity: number;
}

export interface DiscountResult {
  discounts: AppliedDiscount[];
  /** Goods after every discount: the base of the free-shipping threshold. */
  goodsAfterDiscounts: Amount;
}

/** One unit at the brand price: the list price less the brand percentage of it, rounded once. */
export const brandUnitPrice = (unitBaseExclVat: number, percentage: number): number =>
  unitBaseExclVat - percentOf(unitBaseExclVat, percentage);

/**
 * Step 1: each line's unit price excl. VAT after its brand discount, in the order given. A brand's
 * minimum is counted over all lines of that brand, before discount; below it the list price stays.
 */
export function brandPricedUnits(
  lines: readonly DiscountableLine[],
  policy: DiscountPolicy,
): number[] {
  const goodsByBrand = new Map<string, number>();
  for (const line of lines) {
    const before = goodsByBrand.get(line.brandId) ?? 0;
    goodsByBrand.set(line.brandId, before + line.unitBaseExclVat * line.quantity);
  }
  return lines.map((line) => {
    const percentage = policy.brandPercentage(line.brandId);
    const reached = (goodsByBrand.get(line.brandId) ?? 0) >= policy.brandMinimumOrderAmountExclVat;
    return percentage && reached
      ? brandUnitPrice(line.unitBaseExclVat, percentage)
      : line.unitBaseExclVat;
  });
}

function discountOn(
  base: Amount,
  kind: AppliedDiscount['kind'],
  percentage: number,
): AppliedDiscount {
  return {
    kind,
    percentage,
    amountExclVat: percentOf(base.exclVat, percentage),
    amountInclVat: percentOf(base.inclVat, percentage),
  };
}

/** Steps 2 and 3, on the goods at their brand prices (the cart's subtotal). */
export function applyDiscounts(
  goods: Amount,
  personalPercentage: number | null,
  policy: DiscountPolicy,
): DiscountResult {
  const discounts: AppliedDiscount[] = [];
  let remaining = goods;
  const take = (discount: AppliedDiscount): void => {
    // A percentage of a few cents can round to nothing: no "− € 0,00" line then.
    if (discount.amountExclVat === 0 && discount.amountInclVat === 0) return;
    discounts.push(discount);
    remaining = {
      exclVat: remaining.exclVat - discount.amountExclVat,
      inclVat: remaining.inclVat - discount.amountInclVat,
    };
  };

  const global = policy.global;
  if (global && global.percentage > 0 && remaining.exclVat >= global.minimumOrderAmountExclVat) {
    take(discountOn(remaining, 'global', global.percentage));
  }
  if (personalPercentage && personalPercentage > 0) {
    take(discountOn(remaining, 'personal', personalPercentage));
  }
  return { discounts, goodsAfterDiscounts: remaining };
}
