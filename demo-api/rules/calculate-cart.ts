/**
 * The cart calculation of requirements §6.2 and
 * docs/decisions/0011-prices-vat-and-discount-order.md, in integer cents.
 *
 * Rounding: a brand discount is taken per unit (discounts.ts), VAT is rounded half up once per
 * unit price (prices.ts), and a line is unit price × quantity in both excl. and incl. VAT, so the
 * cart shows exactly the prices the product pages promised. The global and personal discounts
 * and shipping are rounded once each. The order's VAT is never computed on
 * the total; it is the sum of what those lines carry, which keeps the invariants exact:
 *   totalExclVat = subtotalExclVat − Σ discount.amountExclVat + shippingExclVat + customsExclVat
 *   totalInclVat = totalExclVat + vat
 */
import type { CartCalculation } from '../../src/shared/api/contract/cart';
import { countryOrHome } from '../db/countries';
import { boxCount } from './boxes';
import { currentDiscountPolicy } from './discount-policy';
import { applyDiscounts, brandPricedUnits, type DiscountPolicy } from './discounts';
import { sum } from './money';
import { displayPrice, type Buyer } from './prices';
import { customsCharge, shippingCharge } from './shipping';
import { vatExemption, vatTreatment } from './vat';

export interface CartInputLine {
  productId: string;
  brandId: string;
  /** Price of one packaging before any discount, excl. VAT. */
  unitBaseExclVat: number;
  /** Its price before a sale, excl. VAT; null when it is not on sale. */
  unitBeforeSaleExclVat: number | null;
  /** Number of packagings. */
  quantity: number;
}

export interface CalculateCartInput {
  lines: readonly CartInputLine[];
  buyer: Buyer;
  /** The discounts in force; defaults to the demo store's settings and the catalogue's brands. */
  discounts?: DiscountPolicy;
}

export function calculateCart({
  lines: input,
  buyer,
  discounts,
}: CalculateCartInput): CartCalculation {
  const country = countryOrHome(buyer.countryId);
  const treatment = vatTreatment(buyer, country);
  const { rate, reverseCharge } = treatment;
  const hasGoods = input.length > 0;

  const policy = discounts ?? currentDiscountPolicy();
  const charged = brandPricedUnits(input, policy);
  const buyerThere = { ...buyer, countryId: country.id };
  const lines = input.map((line, i) => {
    const unitExclVat = charged[i] ?? line.unitBaseExclVat;
    const unit = displayPrice(unitExclVat, buyerThere);
    // As the product page strikes through its price before a sale or brand discount.
    const beforeExclVat = line.unitBeforeSaleExclVat ?? line.unitBaseExclVat;
    const original = beforeExclVat !== unitExclVat ? displayPrice(beforeExclVat, buyerThere) : null;
    return {
      productId: line.productId,
      amount: line.quantity,
      unitPriceExclVat: unit.exclVat,
      unitPriceInclVat: unit.inclVat,
      originalUnitPriceExclVat: original?.exclVat ?? null,
      originalUnitPriceInclVat: original?.inclVat ?? null,
      lineTotalExclVat: unit.exclVat * line.quantity,
      lineTotalInclVat: unit.inclVat * line.quantity,
    };
  });
  const subtotalExclVat = sum(lines.map((l) => l.lineTotalExclVat));
  const subtotalInclVat = sum(lines.map((l) => l.lineTotalInclVat));

  const applied = applyDiscounts(
    { exclVat: subtotalExclVat, inclVat: subtotalInclVat },
    buyer.discountPercentage,
    policy,
  );

  const shipping = shippingCharge({
    country,
    goodsExclVat: applied.goodsAfterDiscounts.exclVat,
    vatRate: rate,
    hasGoods,
  });
  const customsExclVat = customsCharge(country, hasGoods);

  const totalExclVat =
    applied.goodsAfterDiscounts.exclVat + shipping.shippingExclVat + customsExclVat;
  // Customs carries no VAT: it is only charged outside the EU, where the order has none.
  const totalInclVat =
    applied.goodsAfterDiscounts.inclVat + shipping.shippingInclVat + customsExclVat;

  return {
    countryId: country.id,
    lines,
    subtotalExclVat,
    subtotalInclVat,
    discounts: applied.discounts,
    shippingExclVat: shipping.shippingExclVat,
    shippingInclVat: shipping.shippingInclVat,
    customsExclVat,
    vatRate: rate,
    vat: totalInclVat - totalExclVat,
    reverseCharge,
    vatExemption: vatExemption(treatment, country),
    totalExclVat,
    totalInclVat,
    boxes: boxCount(sum(input.map((l) => l.quantity))),
    freeShipping: shipping.freeShipping,
    leftForFreeShippingExclVat: shipping.leftForFreeShippingExclVat,
  };
}
