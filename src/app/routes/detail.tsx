import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useRevalidator, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { productDetailQueryOptions } from '@/features/catalog/api/get-product-detail';
import { DetailError } from '@/features/catalog/detail/detail-error';
import { ProductDetailView } from '@/features/catalog/detail/product-detail-view';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { isApiError } from '@/shared/api/api-error';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import { shopperContextFor } from '@/shared/shopper/use-shopper-context';
import { RouteErrorPage } from '../errors/route-error-page';
import { failRouteCheck } from '../errors/route-errors';
import { reportError } from '../monitoring/report-error';
import { useDetailHead } from '../seo/use-detail-head';

/**
 * `/{lang}/detail/{slug}`: the slug may contain slashes (`params['*']`). The loader fetches the
 * family before the page shows; an unknown slug is the 404 page, any other failure the error below.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const slug = params['*'] ?? '';
    if (!slug) failRouteCheck();
    const context = shopperContextFor(isLanguage(params.lang) ? params.lang : defaultLanguage);
    try {
      await queryClient.ensureQueryData(productDetailQueryOptions(context, slug));
    } catch (error) {
      if (isApiError(error) && error.isNotFound) failRouteCheck();
      throw error;
    }
    return null;
  };

export function Component() {
  const params = useParams();
  const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const session = useSessionStore((state) => state.status);
  useDetailHead(params['*'] ?? '', language);
  return (
    <ProductDetailView
      key={params['*']}
      slug={params['*'] ?? ''}
      language={language}
      addToCart={(selected, label) => (
        <AddToCart productId={selected.id} label={label} language={language} />
      )}
      favorite={(family) => <FavoriteToggle family={family} session={session} />}
    />
  );
}

/** 404 for a product that does not exist; 'Failed to fetch product detail' with a retry otherwise. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const failure = isApiError(error) && !error.isNotFound ? error : null;
  useEffect(() => {
    // A server fault is worth a report; a lost connection or a time-out is the shopper's network.
    if (failure && failure.status >= 500) reportError(failure);
  }, [failure]);
  if (!failure) return <RouteErrorPage />;
  return <DetailError onRetry={() => void revalidator.revalidate()} />;
}
