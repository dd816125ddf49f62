import type { QueryClient } from '@tanstack/react-query';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { addonVariantsQueryOptions } from '../api/get-addons';
import { brandDiscountQueryOptions } from '../api/get-brand-discount';
import { brandTypesQueryOptions } from '../api/get-brand-types';
import type { FinderLoaders } from './finder-store';

/**
 * The finder's fetches go into the query cache under the keys its selects read, so a choice
 * starts the request at once and the components only subscribe to it. Failures stay in the cache
 * (an empty list on screen), never as an unhandled rejection. The context is the one the
 * finder renders in at the moment of the choice.
 */
export const finderLoaders = (
  queryClient: QueryClient,
  context: () => ShopperContext,
): FinderLoaders => ({
  brandTypes: (brandId) =>
    void queryClient.prefetchQuery(brandTypesQueryOptions(context(), brandId)),
  brandDiscount: (brandId) =>
    void queryClient.prefetchQuery(brandDiscountQueryOptions(context(), brandId)),
  addonVariants: (addonId) =>
    void queryClient.prefetchQuery(addonVariantsQueryOptions(context(), addonId)),
});
