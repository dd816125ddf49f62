import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/** GET brands/{brandId}/pdf: where the brand's product sheet can be downloaded (asked on click). */
export const fetchBrandSheet = (context: ShopperContext, brandId: string) =>
  api.call('brandPdf', { context, params: { brandId } });

export function useBrandSheet() {
  const context = useShopperContext();
  return useMutation({ mutationFn: (brandId: string) => fetchBrandSheet(context, brandId) });
}
