import type { ReactNode } from 'react';
import { isApiError } from '@/shared/api/api-error';
import type { Product, ProductResult } from '@/shared/api/contract/products';
import type { Language } from '@/shared/config/languages';
import { useProductDetail } from '../api/get-product-detail';
import { DetailError } from './detail-error';
import { DetailSkeleton } from './detail-skeleton';
import { ProductDetailContent } from './product-detail-content';

export interface ProductDetailSlots {
  /**
   * The add-to-cart control for the chosen packaging. It comes from the cart feature, which the
   * catalogue may not import: the route composes the two. `label` names the packaging for people.
   */
  addToCart: (selected: Product, label: string) => ReactNode;
  /** The favourite toggle, from the favourites feature, for the family in list form. */
  favorite: (family: ProductResult) => ReactNode;
}

interface ProductDetailViewProps extends ProductDetailSlots {
  slug: string;
  language: Language;
}

/**
 * The product detail page (spec §2). The route's loader has fetched the family already; a change
 * of language or account type fetches it again under its new key, and that fetch can fail here.
 */
export function ProductDetailView({ slug, language, ...slots }: ProductDetailViewProps) {
  const detail = useProductDetail(slug);
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    // A product that is gone is the route's 404, not a fetch failure.
    if (isApiError(detail.error) && detail.error.isNotFound) throw detail.error;
    return <DetailError onRetry={() => void detail.refetch()} />;
  }
  return <ProductDetailContent detail={detail.data} language={language} {...slots} />;
}
