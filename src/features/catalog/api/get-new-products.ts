import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { RequestContext } from '@/shared/api/client';
import { productKeys } from './product-keys';

/** The first page of new products (home's "new products" and the startup's products step). */
export const newProductsQueryOptions = (context: RequestContext) =>
  queryOptions({
    queryKey: productKeys.newest(context),
    queryFn: ({ signal }) => api.call('searchProducts', { body: { new: true }, signal }),
  });
