import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Country } from '@/shared/api/contract/countries';
import type { Locale } from '@/shared/api/contract/common';
import { useRequestContext } from '@/shared/api/request-context';

export const countryKeys = {
  all: () => ['countries'] as const,
  list: (locale: Locale) => [...countryKeys.all(), 'list', locale] as const,
};

export const fetchCountries = (signal?: AbortSignal) => api.call('countries', { signal });

/** Country names are localised, so the language is part of the key (a switch reloads the list). */
export const countriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: countryKeys.list(locale),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 60 * 60_000,
  });

export const useCountries = () => useQuery(countriesQueryOptions(useRequestContext().locale));

/** Spec §9: free-shipping countries (threshold > 0) and paid-shipping countries, each sorted by name. */
export function splitByFreeShipping(countries: Country[], locale: string) {
  const byName = (a: Country, b: Country) => a.name.localeCompare(b.name, locale);
  const threshold = (c: Country) => c.shippingData[0]?.freeShippingCostFromExclVat ?? 0;
  return {
    freeShipping: countries.filter((c) => threshold(c) > 0).sort(byName),
    paidShipping: countries.filter((c) => threshold(c) <= 0).sort(byName),
  };
}
