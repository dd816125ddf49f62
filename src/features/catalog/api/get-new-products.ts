import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { RequestContext } from '@/shared/api/client';

export const productKeys = {
  all: () => ['products'] as const,
  lists: () => [...productKeys.all(), 'list'] as const,
  newest: (context: RequestContext) => [...productKeys.lists(), 'new', context] as const,
};

/** The first page of new products (home's "new products" and the startup's products step). */
export const newProductsQueryOptions = (context: RequestContext) =>
  queryOptions({
    queryKey: productKeys.newest(context),
    queryFn: ({ signal }) => api.call('searchProducts', { body: { new: true }, signal }),
  });
