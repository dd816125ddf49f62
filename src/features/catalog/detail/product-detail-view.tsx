import { useState, type ReactNode } from 'react';
import type { ProductFamily, ProductResult } from '@/shared/api/contract/products';
import { isHydratingHtml } from '@/shared/lib/use-app-running';
import { useProductDetail } from '../api/get-product-detail';
import { DetailSkeleton } from './detail-skeleton';
import { ProductDetailContent } from './product-detail-content';
import { useQuantity } from './use-quantity';

export interface ProductDetailSlots {
  /** The favourite toggle, from the favourites feature, for the family in list form. */
  favorite: (family: ProductResult) => ReactNode;
  /** Whether it fits the shopper's machines, from the machines feature (requirements allow none). */
  fits?: (models: ProductFamily['compatibleWith']) => ReactNode;
}

interface ProductDetailViewProps extends ProductDetailSlots {
  slug: string;
  /**
   * The packaging to open on (the link came from a card or line showing it), if any. Not while
   * prerendered HTML hydrates: that shows the smallest, and hydration keeps what it shows.
   */
  initialPackagingId?: string | null;
  /** What a failed request shows (the route decides: a 404 page, or the error with its retry). */
  failure: (error: unknown, retry: () => void) => ReactNode;
}

/**
 * The product detail page (requirements §1.2, §5.1). The route's loader has started the family's request; until
 * it is in, a skeleton of the page holds its place; a failure shows what the route gives for it.
 *
 * The shopper's choices (the packaging, the quantity) live here, above the skeleton: another account
 * type or country asks for the family again and shows the skeleton meanwhile, and the choices must
 * come back with the new prices. Another product is another view (the route keys it by slug).
 */
export function ProductDetailView({
  slug,
  initialPackagingId = null,
  failure,
  ...slots
}: ProductDetailViewProps) {
  const detail = useProductDetail(slug);
  const [selectedId, setSelectedId] = useState(() =>
    isHydratingHtml() ? null : initialPackagingId,
  );
  const quantity = useQuantity();
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return failure(detail.error, () => void detail.refetch());
  return (
    <ProductDetailContent
      detail={detail.data}
      packaging={{ selectedId, onSelect: setSelectedId }}
      quantity={quantity}
      {...slots}
    />
  );
}
