import type { QueryClient } from '@tanstack/react-query';
import { getRequestContext } from '@/shared/api/request-context';
import { addonVariantsQueryOptions } from '../api/get-addons';
import { brandDiscountQueryOptions } from '../api/get-brand-discount';
import { brandTypesQueryOptions } from '../api/get-brand-types';
import type { FinderLoaders } from './finder-store';

/**
 * The finder's fetches go into the query cache under the keys its selects read, so a choice
 * starts the request at once and the components only subscribe to it. Failures stay in the cache
 * (an empty list on screen, spec §8), never as an unhandled rejection.
 */
export const finderLoaders = (queryClient: QueryClient): FinderLoaders => ({
  brandTypes: (brandId) =>
    void queryClient.prefetchQuery(brandTypesQueryOptions(getRequestContext().locale, brandId)),
  brandDiscount: (brandId) =>
    void queryClient.prefetchQuery(
      brandDiscountQueryOptions(getRequestContext().accountType, brandId),
    ),
  addonVariants: (addonId) =>
    void queryClient.prefetchQuery(addonVariantsQueryOptions(getRequestContext().locale, addonId)),
});
