import type { QueryClient } from '@tanstack/react-query';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { brandsQueryOptions } from '../api/get-brands';
import { globalDiscountQueryOptions } from '../api/get-global-discount';
import { newProductsQueryOptions } from '../api/get-new-products';
import { firstPageQueryOptions } from '../api/search-products';

/**
 * The first pages home's sections show. "All offers" is the sale, "new" the startup's newest
 * products (one request for both), and "top offers" the remaining stock: the clearance prices.
 */
export const homeSectionQueries = (context: ShopperContext) => ({
  allOffers: firstPageQueryOptions(context, { sale: true }),
  newProducts: newProductsQueryOptions(context),
  topOffers: firstPageQueryOptions(context, { outlet: true }),
});

/** Everything home reads, started by its route loader while the route's code still loads. */
export function prefetchHome(queryClient: QueryClient, context: ShopperContext): void {
  const sections = homeSectionQueries(context);
  void queryClient.prefetchQuery(brandsQueryOptions(context));
  void queryClient.prefetchQuery(globalDiscountQueryOptions(context));
  void queryClient.prefetchQuery(sections.allOffers);
  void queryClient.prefetchQuery(sections.newProducts);
  void queryClient.prefetchQuery(sections.topOffers);
}
