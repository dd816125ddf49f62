import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { HOME_COUNTRY_ID } from '@/shared/api/contract/constants';
import type { Country } from '@/shared/api/contract/countries';
import { scopeOf, type ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';

export const countryKeys = {
  all: () => ['countries'] as const,
  list: (context: ShopperContext) =>
    [...countryKeys.all(), 'list', ...scopeOf(context).key] as const,
};

export const fetchCountries = (context: ShopperContext, signal?: AbortSignal) =>
  api.call('countries', { context, signal });

/** Country names are localised, so a language switch reloads the list (requirements §2.3). */
export const countriesQueryOptions = (context: ShopperContext) =>
  queryOptions({
    queryKey: countryKeys.list(context),
    queryFn: ({ signal }) => fetchCountries(context, signal),
    staleTime: 60 * 60_000,
  });

/** While another context's list loads, the last one stays (a select never loses its options). */
export const useCountries = () =>
  useQuery({ ...countriesQueryOptions(useShopperContext()), placeholderData: keepPreviousData });

/** Requirements §4.3: free-shipping countries (threshold > 0) and paid-shipping countries, each sorted by name. */
export function splitByFreeShipping(countries: readonly Country[], locale: string) {
  const byName = (a: Country, b: Country) => a.name.localeCompare(b.name, locale);
  const threshold = (c: Country) => c.shippingData[0]?.freeShippingCostFromExclVat ?? 0;
  return {
    freeShipping: countries.filter((c) => threshold(c) > 0).sort(byName),
    paidShipping: countries.filter((c) => threshold(c) <= 0).sort(byName),
  };
}

/**
 * The country the shop delivers to: the chosen one, else the one the API calculates for when none
 * is chosen, so the header names the same country as cart and checkout (requirements §4.2).
 */
export const deliveryCountryId = (chosen: string | null): string => chosen ?? HOME_COUNTRY_ID;

/**
 * A country's name as the shop's country list words it in the page's language: the one source
 * of country names (the same the country choices show). Until the list is there, or for an id
 * it does not know, the id itself.
 */
export function useCountryName(): (countryId: string) => string {
  const { data } = useCountries();
  return (countryId) => data?.find((country) => country.id === countryId)?.name ?? countryId;
}
