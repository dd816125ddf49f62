import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { firstPageQueryOptions } from './search-products';

/** The first page of new products (home's "new products" and the startup's products step). */
export const newProductsQueryOptions = (context: ShopperContext) =>
  firstPageQueryOptions(context, { new: true });
