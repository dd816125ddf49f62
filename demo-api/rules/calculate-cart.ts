/**
 * The cart calculation of spec §3 and DESIGN §5, in integer cents.
 *
 * Rounding: VAT is rounded half up once per unit price (prices.ts), and a line is unit price ×
 * quantity in both excl. and incl. VAT, so the cart shows exactly the prices the product pages
 * promised. Discounts and shipping are rounded once each. The order's VAT is never computed on
 * the total; it is the sum of what those lines carry, which keeps the invariants exact:
 *   totalExclVat = subtotalExclVat − Σ discount.amountExclVat + shippingExclVat + customsExclVat
 *   totalInclVat = totalExclVat + vat
 */
import type { CartCalculation } from '../../src/shared/api/contract/cart';
import { countryOrHome } from '../db/countries';
import { boxCount } from './boxes';
import { currentDiscountPolicy } from './discount-policy';
import { applyDiscounts, type DiscountPolicy } from './discounts';
import { sum } from './money';
import { displayPrice, type Buyer } from './prices';
import { customsCharge, shippingCharge } from './shipping';
import { vatTreatment } from './vat';

export interface CartInputLine {
  productId: string;
  brandId: string;
  brandName: string;
  /** Price of one packaging before any discount, excl. VAT. */
  unitBaseExclVat: number;
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
  const { rate, reverseCharge } = vatTreatment(buyer, country);
  const hasGoods = input.length > 0;

  const lines = input.map((line) => {
    const unit = displayPrice(line.unitBaseExclVat, { ...buyer, countryId: country.id });
    return {
      productId: line.productId,
      amount: line.quantity,
      unitPriceExclVat: unit.exclVat,
      unitPriceInclVat: unit.inclVat,
      lineTotalExclVat: unit.exclVat * line.quantity,
      lineTotalInclVat: unit.inclVat * line.quantity,
    };
  });
  const subtotalExclVat = sum(lines.map((l) => l.lineTotalExclVat));
  const subtotalInclVat = sum(lines.map((l) => l.lineTotalInclVat));

  const applied = applyDiscounts(
    input,
    rate,
    buyer.discountPercentage,
    discounts ?? currentDiscountPolicy(),
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
    totalExclVat,
    totalInclVat,
    boxes: boxCount(sum(input.map((l) => l.quantity))),
    freeShipping: shipping.freeShipping,
    leftForFreeShippingExclVat: shipping.leftForFreeShippingExclVat,
  };
}
