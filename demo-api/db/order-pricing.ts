/**
 * Prices an order's items for a buyer: the catalogue supplies the products, rules/calculateCart
 * the money, so an order costs exactly what the cart showed for the same buyer and country.
 * The result is the order's frozen lines and totals (see OrderRecord).
 */
import type { CartLineInput } from '../../src/shared/api/contract/cart';
import type { Locale } from '../../src/shared/api/contract/common';
import { calculateCart, type CartInputLine } from '../rules/calculate-cart';
import type { DiscountPolicy } from '../rules/discounts';
import type { Buyer } from '../rules/prices';
import { findProductById, type ProductLookup } from './catalog/index';
import type { OrderLineRecord, OrderTotals } from './orders';

export type PricedOrder =
  | { ok: true; lines: OrderLineRecord[]; totals: OrderTotals }
  | { ok: false; fieldErrors: Record<string, string> };

export function priceOrder(
  items: readonly CartLineInput[],
  buyer: Buyer,
  locale: Locale,
  discounts?: DiscountPolicy,
): PricedOrder {
  const fieldErrors: Record<string, string> = {};
  const found: ProductLookup[] = [];
  items.forEach((item, i) => {
    const product = findProductById(item.id);
    if (product) found.push(product);
    else fieldErrors[`items.${i}.id`] = 'This product does not exist';
  });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const input: CartInputLine[] = found.map((p, i) => ({
    productId: p.packaging.id,
    brandId: p.brand.id,
    unitBaseExclVat: p.packaging.priceExclVat,
    unitBeforeSaleExclVat: p.packaging.originalPriceExclVat,
    quantity: items[i]?.amount ?? 1,
  }));
  const calculation = calculateCart({ lines: input, buyer, ...(discounts ? { discounts } : {}) });

  const lines = found.map((p, i): OrderLineRecord => {
    const priced = calculation.lines[i];
    const amount = items[i]?.amount ?? 1;
    return {
      productId: p.packaging.id,
      familyId: p.family.id,
      slug: p.family.slug,
      name: p.family.names[locale],
      brandId: p.brand.id,
      brandName: p.brand.name,
      packagingAmount: p.packaging.amount,
      amount,
      unitPriceExclVat: priced?.unitPriceExclVat ?? p.packaging.priceExclVat,
      unitPriceInclVat: priced?.unitPriceInclVat ?? p.packaging.priceExclVat,
      lineTotalExclVat: priced?.lineTotalExclVat ?? p.packaging.priceExclVat * amount,
      lineTotalInclVat: priced?.lineTotalInclVat ?? p.packaging.priceExclVat * amount,
    };
  });
  const totals: OrderTotals = {
    articleTotalExclVat: calculation.subtotalExclVat,
    articleTotalInclVat: calculation.subtotalInclVat,
    discountExclVat: calculation.discounts.reduce((total, d) => total + d.amountExclVat, 0),
    discountInclVat: calculation.discounts.reduce((total, d) => total + d.amountInclVat, 0),
    shippingExclVat: calculation.shippingExclVat,
    shippingInclVat: calculation.shippingInclVat,
    customsExclVat: calculation.customsExclVat,
    vatRate: calculation.vatRate,
    vat: calculation.vat,
    reverseCharge: calculation.reverseCharge,
    vatExemption: calculation.vatExemption ?? null,
    totalExclVat: calculation.totalExclVat,
    totalInclVat: calculation.totalInclVat,
  };
  return { ok: true, lines, totals };
}
