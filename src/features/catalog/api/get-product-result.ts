import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { RequestContext } from '@/shared/api/client';
import { useRequestContext } from '@/shared/api/request-context';
import { productKeys } from './product-keys';

/** GET products/result/{id}: one packaging as a list item (cart lines, detail links). */
export const fetchProductResult = (productId: string, signal?: AbortSignal) =>
  api.call('productResult', { params: { id: productId }, signal });

export const productResultQueryOptions = (context: RequestContext, productId: string) =>
  queryOptions({
    queryKey: productKeys.result(context, productId),
    queryFn: ({ signal }) => fetchProductResult(productId, signal),
  });

export const useProductResult = (productId: string) =>
  useQuery(productResultQueryOptions(useRequestContext(), productId));
