import { useMatches, useParams } from 'react-router';
import { InfoPageView } from '@/features/info/components/info-page-view';
import { ShippingCostsTable } from '@/features/info/components/shipping-costs-table';
import { useCountries } from '@/features/locale/api/get-countries';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import type { InfoPage } from '@/shared/config/paths';

/** The static information pages; shipping costs also get the per-country table. */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  const page = (useMatches().at(-1)?.handle as { infoPage: InfoPage }).infoPage;
  return (
    <InfoPageView language={language} page={page}>
      {page === 'shippingcosts' && <ShippingCosts />}
    </InfoPageView>
  );
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
