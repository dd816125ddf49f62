import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

/** The language switcher force-reloads everything under this key (requirements §2.3). */
export const addonKeys = {
  all: () => ['addons'] as const,
  list: (context: ShopperContext) => [...addonKeys.all(), 'list', ...scopeOf(context).key] as const,
  variants: (context: ShopperContext, addonId: string) =>
    [...addonKeys.all(), 'variants', ...scopeOf(context).key, addonId] as const,
};

/** GET addons, without the add-ons that have no name (requirements §5.4). */
export async function fetchAddons(context: ShopperContext, signal?: AbortSignal) {
  const addons = await api.call('addons', { context, signal });
  return addons.filter((addon) => addon.name.trim() !== '');
}

export const addonsQueryOptions = (context: ShopperContext) =>
  queryOptions({
    queryKey: addonKeys.list(context),
    queryFn: ({ signal }) => fetchAddons(context, signal),
  });

export const useAddons = () =>
  useQuery({ ...addonsQueryOptions(useShopperContext()), placeholderData: keepPreviousData });

export const fetchAddonVariants = (
  context: ShopperContext,
  addonId: string,
  signal?: AbortSignal,
) => api.call('addonVariants', { context, params: { addonId }, signal });

export const addonVariantsQueryOptions = (context: ShopperContext, addonId: string) =>
  queryOptions({
    queryKey: addonKeys.variants(context, addonId),
    queryFn: ({ signal }) => fetchAddonVariants(context, addonId, signal),
  });

export const useAddonVariants = (addonId: string | null) =>
  useQuery({
    ...addonVariantsQueryOptions(useShopperContext(), addonId ?? ''),
    enabled: addonId !== null,
  });
