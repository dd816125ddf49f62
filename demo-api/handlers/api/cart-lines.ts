/**
 * The cart's products from the catalogue: each requested packaging with its price and brand, as
 * the pricing rules need them, and the ids the catalogue no longer has (a product withdrawn while
 * it sat in a cart): the calculation leaves those out and names them.
 */
import type { CartLineInput } from '../../../src/shared/api/contract/cart';
import { findProductById } from '../../db/catalog/index';
import type { CartInputLine } from '../../rules/calculate-cart';

export interface CartLinesLookup {
  lines: CartInputLine[];
  /** Requested ids the catalogue does not know, in the order asked, each once. */
  unknownIds: string[];
}

export function cartLines(products: readonly CartLineInput[]): CartLinesLookup {
  const lines: CartInputLine[] = [];
  const unknownIds = new Set<string>();
  for (const item of products) {
    const found = findProductById(item.id);
    if (!found) {
      unknownIds.add(item.id);
      continue;
    }
    lines.push({
      productId: found.packaging.id,
      brandId: found.brand.id,
      unitBaseExclVat: found.packaging.priceExclVat,
      unitBeforeSaleExclVat: found.packaging.originalPriceExclVat,
      quantity: item.amount,
    });
  }
  return { lines, unknownIds: [...unknownIds] };
}
