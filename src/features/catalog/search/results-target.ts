/**
 * The results page's path after `/results`: nothing, `{brandUrl}[/{typeUrl}]` or
 * `addons/{addonUrl}[/{variantUrl}]`. Slugs are resolved to ids with the brand, type, add-on and
 * variant lists; a slug that names nothing makes the target `null` (the route's 404).
 */
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import type { Addon, AddonVariant, Brand, BrandType } from '@/shared/api/contract/catalog';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { addonsQueryOptions, addonVariantsQueryOptions } from '../api/get-addons';
import { brandTypesQueryOptions } from '../api/get-brand-types';
import { brandsQueryOptions } from '../api/get-brands';

export type ResultsTarget =
  | { kind: 'all' }
  | { kind: 'brand'; brand: Brand; type: BrandType | null }
  | { kind: 'addon'; addon: Addon; variant: AddonVariant | null };

export type ResultsPath =
  | { kind: 'all' }
  | { kind: 'brand'; brandUrl: string; typeUrl: string | null }
  | { kind: 'addon'; addonUrl: string; variantUrl: string | null };

const ADDONS_SEGMENT = 'addons';

/** Splits the splat; more segments than a target can have is `null` (not a page). */
export function parseResultsPath(splat: string | undefined): ResultsPath | null {
  const segments = (splat ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'all' };
  const [first, second = null, third = null] = segments;
  if (first === ADDONS_SEGMENT) {
    if (second === null || segments.length > 3) return null;
    return { kind: 'addon', addonUrl: second, variantUrl: third };
  }
  if (first === undefined || segments.length > 2) return null;
  return { kind: 'brand', brandUrl: first, typeUrl: second };
}

const byUrl = <T extends { url: string }>(list: readonly T[] | undefined, url: string) =>
  list?.find((item) => item.url === url);

/** The lists a path needs; `undefined` while one is still loading. */
export interface TargetLists {
  brands?: readonly Brand[];
  types?: readonly BrandType[];
  addons?: readonly Addon[];
  variants?: readonly AddonVariant[];
}

/** `undefined` while a needed list is missing, `null` when a slug names nothing. */
export function resolveResultsTarget(
  path: ResultsPath,
  lists: TargetLists,
): ResultsTarget | null | undefined {
  if (path.kind === 'all') return path;
  if (path.kind === 'brand') {
    if (!lists.brands) return undefined;
    const brand = byUrl(lists.brands, path.brandUrl);
    if (!brand) return null;
    if (path.typeUrl === null) return { kind: 'brand', brand, type: null };
    if (!lists.types) return undefined;
    const type = byUrl(lists.types, path.typeUrl);
    return type ? { kind: 'brand', brand, type } : null;
  }
  if (!lists.addons) return undefined;
  const addon = byUrl(lists.addons, path.addonUrl);
  if (!addon) return null;
  if (path.variantUrl === null) return { kind: 'addon', addon, variant: null };
  if (!lists.variants) return undefined;
  const variant = byUrl(lists.variants, path.variantUrl);
  return variant ? { kind: 'addon', addon, variant } : null;
}

/**
 * A list the loader waits for can be fetching for a component too. Should that component let go
 * mid-fetch, react-query cancels the fetch and every waiter gets a CancelledError; the loader then
 * asks once more instead of failing the page with a server error.
 */
async function unlessCancelled<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isCancelledError(error)) return load();
    throw error;
  }
}

/**
 * For the route loader: fills the cache with the lists the page's components read (same
 * queryOptions), one level at a time because a type list needs its brand's id.
 */
export async function loadResultsTarget(
  queryClient: QueryClient,
  context: ShopperContext,
  splat: string | undefined,
): Promise<ResultsTarget | null> {
  const path = parseResultsPath(splat);
  if (path === null || path.kind === 'all') return path;
  if (path.kind === 'brand') {
    const brands = await unlessCancelled(() =>
      queryClient.ensureQueryData(brandsQueryOptions(context)),
    );
    const brand = byUrl(brands, path.brandUrl);
    const types =
      brand && path.typeUrl !== null
        ? await unlessCancelled(() =>
            queryClient.ensureQueryData(brandTypesQueryOptions(context, brand.id)),
          )
        : undefined;
    return resolveResultsTarget(path, { brands, types }) ?? null;
  }
  const addons = await unlessCancelled(() =>
    queryClient.ensureQueryData(addonsQueryOptions(context)),
  );
  const addon = byUrl(addons, path.addonUrl);
  const variants =
    addon && path.variantUrl !== null
      ? await unlessCancelled(() =>
          queryClient.ensureQueryData(addonVariantsQueryOptions(context, addon.id)),
        )
      : undefined;
  return resolveResultsTarget(path, { addons, variants }) ?? null;
}
