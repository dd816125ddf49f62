import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/features/account/session/session-store';
import { productDetailQueryOptions } from '@/features/catalog/api/get-product-detail';
import { DetailError } from '@/features/catalog/detail/detail-error';
import { ProductDetailView } from '@/features/catalog/detail/product-detail-view';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { FitsYourMachines } from '@/features/machines/components/fits-your-machines';
import { isApiError } from '@/shared/api/api-error';
import { languageOrDefault } from '@/shared/config/languages';
import { packagingIdOf } from '@/shared/config/paths';
import { shopperContextFor, useLanguage } from '@/shared/shopper/use-shopper-context';
import { FormattedMessage } from 'react-intl';
import { ErrorPage } from '../errors/error-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { failRouteCheck } from '../errors/route-errors';
import { reportError } from '../monitoring/report-error';
import { useDetailHead } from '../seo/use-detail-head';
import { useMachinesOwner } from '../startup/use-machines-owner';

/**
 * `/{lang}/detail/{slug}`: the slug may contain slashes (`params['*']`). The loader starts the
 * family's request beside the page's code but does not wait for it: the page (header, skeleton)
 * shows at once, also on a cold load, and the view shows the product, 'Failed to fetch
 * product detail' with a retry (requirements §11.1), or (for an unknown slug) the 404 page below.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const slug = params['*'] ?? '';
    if (!slug) failRouteCheck();
    const context = shopperContextFor(languageOrDefault(params.lang));
    void queryClient.prefetchQuery(productDetailQueryOptions(context, slug));
    return null;
  };

export function Component() {
  const params = useParams();
  const { state } = useLocation();
  const language = useLanguage();
  const session = useSessionStore((state) => state.status);
  const owner = useMachinesOwner();
  useDetailHead(params['*'] ?? '', language);
  return (
    <ProductDetailView
      key={params['*']}
      slug={params['*'] ?? ''}
      initialPackagingId={packagingIdOf(state)}
      favorite={(family) => <FavoriteToggle family={family} session={session} />}
      fits={(models) => <FitsYourMachines owner={owner} models={models} />}
      failure={(error, retry) => <DetailFailure error={error} onRetry={retry} />}
    />
  );
}

/** 404 for a product the API does not know; 'Failed to fetch product detail' with a retry otherwise. */
function DetailFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname } = useLocation();
  const notFound = isApiError(error) && error.isNotFound;
  useEffect(() => {
    // A server fault is worth a report; a lost connection or a time-out is the shopper's network.
    if (!notFound && isApiError(error) && error.status >= 500) reportError(error);
  }, [error, notFound]);
  if (notFound)
    return (
      <ErrorPage
        status={404}
        title={<FormattedMessage id="error.routeCheck.title" values={{ path: pathname }} />}
      />
    );
  return <DetailError onRetry={onRetry} />;
}

/** Anything else that fails on this route (its code could not load, …). */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}
