import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { CompanyForm, type CompanyCountry } from '@/features/account/register/company-form';
import { RegisterPage } from '@/features/account/register/register-page';
import { countriesQueryOptions, useCountries } from '@/shared/shopper/countries';
import type { Country } from '@/shared/api/contract/countries';
import { languageOrDefault, localeCodes } from '@/shared/config/languages';
import { FormError } from '@/shared/ui/form/form-error';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { shopperContextFor, useLanguage } from '@/shared/shopper/use-shopper-context';

export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const language = languageOrDefault(params.lang);
    void queryClient.prefetchQuery(countriesQueryOptions(shopperContextFor(language)));
    return null;
  };

/**
 * A company registers in any country the shop serves, in the EU or outside it; the form asks for
 * the numbers that country gives (docs/decisions/0018-company-identity.md). The Netherlands
 * first, then by name (docs/decisions/0017-registration.md).
 */
function companyCountries(countries: Country[], locale: string): CompanyCountry[] {
  return [...countries]
    .sort(
      (a, b) =>
        Number(b.id === 'NL') - Number(a.id === 'NL') || a.name.localeCompare(b.name, locale),
    )
    .map(({ id, name }) => ({ id, name }));
}

/** `/{lang}/auth/register-company` (guest only): step 2 for a business. */
export function Component() {
  const language = useLanguage();
  const intl = useIntl();
  const countries = useCountries();
  const chosenCountry = useDeliveryTargetStore((state) => state.countryId);
  const options = useMemo(
    () => companyCountries(countries.data ?? [], localeCodes[language]),
    [countries.data, language],
  );
  // The delivery country the shopper chose is the likeliest seat of the company.
  const defaultCountry = options.find((c) => c.id === chosenCountry)?.id ?? 'NL';
  return (
    <RegisterPage titleId="page.registerCompany.title" step={2}>
      {countries.isPending ? (
        <p role="status">{intl.formatMessage({ id: 'register.country.loading' })}</p>
      ) : options.length === 0 ? (
        <FormError title={intl.formatMessage({ id: 'register.failed.error' })}>
          {intl.formatMessage({ id: 'register.country.error' })}
        </FormError>
      ) : (
        // The form starts once the countries are in, so its default country is an option.
        <CompanyForm countries={options} defaultCountry={defaultCountry} />
      )}
    </RegisterPage>
  );
}
