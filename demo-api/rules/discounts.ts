/**
 * The discounts of a cart (DESIGN §5), applied in this order, each on what is left after the one
 * before, so percentages never stack on money already taken off:
 *   1. brand discounts, on that brand's lines, when that brand's goods reach the brand minimum;
 *   2. the global discount on the goods total (after brand discounts), when that total reaches
 *      the global minimum (excl. VAT);
 *   3. the user's personal percentage on what remains.
 * A brand discount is taken per unit, exactly as the product pages show the brand price
 * (db/catalog/product-result.ts): unit − round(unit × %), VAT on that. So a cart line plus its
 * brand discount costs what the product page promised, to the cent.
 * The global and personal discounts are taken on the excl. and on the incl. VAT total separately,
 * rounded half up, so a private buyer sees exactly "5 % of the price shown to me". The VAT of
 * the order then follows as incl. minus excl. (calculate-cart.ts).
 */
import type { AppliedDiscount } from '../../src/shared/api/contract/cart';
import type { GlobalDiscount } from '../../src/shared/api/contract/discounts';
import { addVat, percentOf, sum } from './money';

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
  brandName: string;
  /** One packaging before any discount, excl. VAT. */
  unitBaseExclVat: number;
  quantity: number;
}

export interface DiscountResult {
  discounts: AppliedDiscount[];
  /** Goods after every discount: the base of the free-shipping threshold. */
  goodsAfterDiscounts: Amount;
}

function discountOn(
  base: Amount,
  kind: AppliedDiscount['kind'],
  label: string | null,
  percentage: number,
): AppliedDiscount {
  return {
    kind,
    label,
    percentage,
    amountExclVat: percentOf(base.exclVat, percentage),
    amountInclVat: percentOf(base.inclVat, percentage),
  };
}

interface BrandTotal extends Amount {
  name: string;
  percentage: number;
  /** The brand's goods before discount, excl. VAT: what the brand minimum is checked against. */
  goodsExclVat: number;
}

/**
 * Brand discount per brand, in the order the brands first appear in the cart: per unit, the
 * list price minus the brand price, in excl. and in incl. VAT, times the quantity.
 */
function brandDiscounts(
  lines: readonly DiscountableLine[],
  vatRate: number,
  policy: DiscountPolicy,
): AppliedDiscount[] {
  const totals = new Map<string, BrandTotal>();
  for (const line of lines) {
    const percentage = policy.brandPercentage(line.brandId);
    if (!percentage) continue;
    const total = totals.get(line.brandId) ?? {
      name: line.brandName,
      percentage,
      goodsExclVat: 0,
      exclVat: 0,
      inclVat: 0,
    };
    const unitOffExclVat = percentOf(line.unitBaseExclVat, percentage);
    const unitOffInclVat =
      addVat(line.unitBaseExclVat, vatRate) -
      addVat(line.unitBaseExclVat - unitOffExclVat, vatRate);
    total.goodsExclVat += line.unitBaseExclVat * line.quantity;
    total.exclVat += unitOffExclVat * line.quantity;
    total.inclVat += unitOffInclVat * line.quantity;
    totals.set(line.brandId, total);
  }
  return [...totals.values()]
    .filter((total) => total.goodsExclVat >= policy.brandMinimumOrderAmountExclVat)
    .map((total) => ({
      kind: 'brand',
      label: total.name,
      percentage: total.percentage,
      amountExclVat: total.exclVat,
      amountInclVat: total.inclVat,
    }));
}

const minus = (base: Amount, discount: AppliedDiscount): Amount => ({
  exclVat: base.exclVat - discount.amountExclVat,
  inclVat: base.inclVat - discount.amountInclVat,
});

/** `vatRate` is the order's rate (vat.ts): line prices incl. VAT are unit + that rate. */
export function applyDiscounts(
  lines: readonly DiscountableLine[],
  vatRate: number,
  personalPercentage: number | null,
  policy: DiscountPolicy,
): DiscountResult {
  const discounts: AppliedDiscount[] = [];
  let remaining: Amount = {
    exclVat: sum(lines.map((l) => l.unitBaseExclVat * l.quantity)),
    inclVat: sum(lines.map((l) => addVat(l.unitBaseExclVat, vatRate) * l.quantity)),
  };
  const take = (discount: AppliedDiscount): void => {
    // A percentage of a few cents can round to nothing: no "− € 0,00" line then.
    if (discount.amountExclVat === 0 && discount.amountInclVat === 0) return;
    discounts.push(discount);
    remaining = minus(remaining, discount);
  };

  brandDiscounts(lines, vatRate, policy).forEach(take);
  const global = policy.global;
  if (global && global.percentage > 0 && remaining.exclVat >= global.minimumOrderAmountExclVat) {
    take(discountOn(remaining, 'global', null, global.percentage));
  }
  if (personalPercentage && personalPercentage > 0) {
    take(discountOn(remaining, 'personal', null, personalPercentage));
  }
  return { discounts, goodsAfterDiscounts: remaining };
}
