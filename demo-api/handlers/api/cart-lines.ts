/**
 * The cart's products from the catalogue: each requested packaging with its price and brand, as
 * the pricing rules need them. Unknown ids answer one field error each, like a schema error would.
 */
import type { CartLineInput } from '../../../src/shared/api/contract/cart';
import { findProductById } from '../../db/catalog/index';
import type { CartInputLine } from '../../rules/calculate-cart';

export type CartLinesLookup =
  { ok: true; lines: CartInputLine[] } | { ok: false; fieldErrors: Record<string, string> };

export function cartLines(products: readonly CartLineInput[]): CartLinesLookup {
  const lines: CartInputLine[] = [];
  const fieldErrors: Record<string, string> = {};
  products.forEach((item, i) => {
    const found = findProductById(item.id);
    if (!found) {
      fieldErrors[`products.${i}.id`] = 'This product does not exist';
      return;
    }
    lines.push({
      productId: found.packaging.id,
      brandId: found.brand.id,
      unitBaseExclVat: found.packaging.priceExclVat,
      unitBeforeSaleExclVat: found.packaging.originalPriceExclVat,
      quantity: item.amount,
    });
  });
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, lines };
}
