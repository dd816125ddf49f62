import type { QueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { PersonalDiscountNote } from '@/features/account/components/personal-discount-note';
import { cartProductQueryOptions } from '@/shared/cart/cart-product';
import { CartView } from '@/features/cart/components/cart-view';
import { CountrySelect } from '@/features/cart/components/country-select';
import { useCartStore } from '@/shared/cart/cart-store';
import { GlobalDiscountNote } from '@/features/catalog/home/global-discount-note';
import { countriesQueryOptions, useCountries } from '@/shared/shopper/countries';
import { languageOrDefault } from '@/shared/config/languages';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { shopperContextFor, useShopperContext } from '@/shared/shopper/use-shopper-context';
import * as page from '@/shared/ui/page.module.css';
import styles from './cart.module.css';

/** Starts each line's product and the country list with the page's code. */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const context = shopperContextFor(languageOrDefault(params.lang));
    for (const item of useCartStore.getState().items)
      void queryClient.prefetchQuery(cartProductQueryOptions(context, item.productId));
    void queryClient.prefetchQuery(countriesQueryOptions(context));
    return null;
  };

/**
 * The delivery target's country as a choice, the same one checkout shows; shipping and VAT follow
 * it (x-country-code). A saved address in another country is no longer the target after a change.
 */
function CartCountry({ calculatedCountryId }: { calculatedCountryId: string | null }) {
  const countries = useCountries();
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const setCountry = useDeliveryTargetStore((state) => state.setCountry);
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
  const { accountType } = useShopperContext();
  return (
    <section className={`${page.page} ${styles.page}`}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.cart.title" />
      </h1>
      <CartView
        accountType={accountType}
        countryChoice={(calculated) => <CartCountry calculatedCountryId={calculated} />}
        discountNotes={
          <>
            <GlobalDiscountNote placement="column" />
            <PersonalDiscountNote placement="column" />
          </>
        }
      />
    </section>
  );
}
