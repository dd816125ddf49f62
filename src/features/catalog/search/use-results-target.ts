import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { addonsQueryOptions, useAddonVariants } from '../api/get-addons';
import { useBrandTypes } from '../api/get-brand-types';
import { brandsQueryOptions } from '../api/get-brands';
import { parseResultsPath, resolveResultsTarget, type ResultsTarget } from './results-target';

/**
 * What a results path shows, read from the same queries the route loader filled, so it renders at
 * once and follows a later refetch (the language switcher reloads the add-ons). `undefined` while
 * a list loads, `null` when a slug names nothing.
 */
export function useResultsTarget(splat: string | undefined): ResultsTarget | null | undefined {
  const context = useShopperContext();
  const path = useMemo(() => parseResultsPath(splat), [splat]);
  const brands = useQuery({ ...brandsQueryOptions(context), enabled: path?.kind === 'brand' });
  const addons = useQuery({ ...addonsQueryOptions(context), enabled: path?.kind === 'addon' });
  const brand =
    path?.kind === 'brand' && path.typeUrl !== null
      ? brands.data?.find((b) => b.url === path.brandUrl)
      : undefined;
  const addon =
    path?.kind === 'addon' && path.variantUrl !== null
      ? addons.data?.find((a) => a.url === path.addonUrl)
      : undefined;
  const types = useBrandTypes(brand?.id ?? null);
  const variants = useAddonVariants(addon?.id ?? null);
  return useMemo(
    () =>
      path &&
      resolveResultsTarget(path, {
        brands: brands.data,
        types: types.data,
        addons: addons.data,
        variants: variants.data,
      }),
    [path, brands.data, types.data, addons.data, variants.data],
  );
}
