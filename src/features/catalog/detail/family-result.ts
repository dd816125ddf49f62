import type { Product, ProductDetail, ProductResult } from '@/shared/api/contract/products';

/**
 * The family in list form (as favourites and cart lines hold it), built from its detail so a
 * favourite can be shown at once, before the list is fetched again. The flags the detail does not
 * carry (new, sale, outlet) start false; the refetch brings the server's values.
 */
export function familyResult(detail: ProductDetail, smallest: Product): ProductResult {
  const family = detail.productFamily;
  return {
    id: family.id,
    slug: family.slug,
    name: family.name,
    brand: detail.brand,
    category: family.category,
    image: family.image,
    isNew: false,
    isSale: false,
    isOutlet: false,
    packagingCount: detail.products.length,
    product: smallest,
  };
}
