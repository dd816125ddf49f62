import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Locale } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';

/** The language switcher force-reloads everything under this key (spec §4). */
export const addonKeys = {
  all: () => ['addons'] as const,
  list: (locale: Locale) => [...addonKeys.all(), 'list', locale] as const,
  variants: (locale: Locale, addonId: string) =>
    [...addonKeys.all(), 'variants', locale, addonId] as const,
};

/** GET addons, without the add-ons that have no name (spec §3). */
export async function fetchAddons(signal?: AbortSignal) {
  const addons = await api.call('addons', { signal });
  return addons.filter((addon) => addon.name.trim() !== '');
}

export const addonsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: addonKeys.list(locale), queryFn: ({ signal }) => fetchAddons(signal) });

export const useAddons = () => useQuery(addonsQueryOptions(useRequestContext().locale));

export const fetchAddonVariants = (addonId: string, signal?: AbortSignal) =>
  api.call('addonVariants', { params: { addonId }, signal });

export const addonVariantsQueryOptions = (locale: Locale, addonId: string) =>
  queryOptions({
    queryKey: addonKeys.variants(locale, addonId),
    queryFn: ({ signal }) => fetchAddonVariants(addonId, signal),
  });

export const useAddonVariants = (addonId: string | null) =>
  useQuery({
    ...addonVariantsQueryOptions(useRequestContext().locale, addonId ?? ''),
    enabled: addonId !== null,
  });
