import type { QueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { PersonalDiscountNote } from '@/features/account/components/personal-discount-note';
import { cartProductQueryOptions } from '@/features/cart/api/get-cart-product';
import { CartView } from '@/features/cart/components/cart-view';
import { CountrySelect } from '@/features/cart/components/country-select';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { GlobalDiscountNote } from '@/features/catalog/home/global-discount-note';
import { countriesQueryOptions, useCountries } from '@/features/locale/api/get-countries';
import { useLocaleStore } from '@/features/locale/stores/locale-store';
import { getRequestContext, useRequestContext } from '@/shared/api/request-context';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import styles from './cart.module.css';

/** Starts each line's product and the country list with the page's code. */
export const createLoader = (queryClient: QueryClient) => () => {
  const context = getRequestContext();
  for (const item of useCartStore.getState().items)
    void queryClient.prefetchQuery(cartProductQueryOptions(context, item.productId));
  void queryClient.prefetchQuery(countriesQueryOptions(context.locale));
  return null;
};

/** The shop's current country as a choice; shipping and VAT follow it (x-country-code). */
function CartCountry({ calculatedCountryId }: { calculatedCountryId: string | null }) {
  const countries = useCountries();
  const countryId = useLocaleStore((state) => state.countryId);
  const setCountry = useLocaleStore((state) => state.setCountry);
  if (!countries.data) return null;
  return (
    <CountrySelect
      countries={countries.data}
      value={countryId ?? calculatedCountryId}
      onChange={setCountry}
    />
  );
}

/**
 * `/{lang}/dashboard/cart` (open to guests): the cart's lines and calculation, composed here with
 * the discount messages (catalogue, account) and the country (locale), which the cart cannot import.
 */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  const { accountType } = useRequestContext();
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.cart.title" />
      </h1>
      <CartView
        language={language}
        accountType={accountType}
        countryChoice={(calculated) => <CartCountry calculatedCountryId={calculated} />}
        discountNotes={
          <>
            <GlobalDiscountNote />
            <PersonalDiscountNote />
          </>
        }
      />
    </section>
  );
}
