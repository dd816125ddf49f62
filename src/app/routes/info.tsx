import type { QueryClient } from '@tanstack/react-query';
import { useMatches, type LoaderFunctionArgs } from 'react-router';
import { InfoPageView } from '@/features/info/components/info-page-view';
import { ShippingCostsTable } from '@/features/info/components/shipping-costs-table';
import { infoContentQueryOptions } from '@/features/info/hooks/use-info-content';
import { countriesQueryOptions, useCountries } from '@/shared/shopper/countries';
import { languageOrDefault } from '@/shared/config/languages';
import type { InfoPage } from '@/shared/config/paths';
import { shopperContextFor } from '@/shared/shopper/use-shopper-context';

/**
 * The texts (and the shipping costs table's countries) start loading with the route's code, not
 * after its first render: a prerendered page is then taken over with the same content in place.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const language = languageOrDefault(params.lang);
    void queryClient.prefetchQuery(infoContentQueryOptions(language));
    if (new URL(request.url).pathname.endsWith('/shippingcosts'))
      void queryClient.prefetchQuery(countriesQueryOptions(shopperContextFor(language)));
    return null;
  };

/** The static information pages; shipping costs also get the per-country table. */
export function Component() {
  const page = (useMatches().at(-1)?.handle as { infoPage: InfoPage }).infoPage;
  return <InfoPageView page={page}>{page === 'shippingcosts' && <ShippingCosts />}</InfoPageView>;
}

// Its own component, so the countries query only runs on the shipping-costs page.
function ShippingCosts() {
  const countries = useCountries();
  return (
    <ShippingCostsTable
      countries={countries.data ?? []}
      isLoading={countries.isPending}
      isError={countries.isError}
    />
  );
}
