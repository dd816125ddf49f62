import { useIntl } from 'react-intl';
import { Dialog } from '@/shared/ui/dialog';
import { Price } from '@/shared/ui/price';
import type { Country } from '@/shared/api/contract/countries';
import { deliveryCountryId, splitByFreeShipping, useCountries } from '@/shared/shopper/countries';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { privateVatRate, thresholdAmount } from '@/shared/shopper/vat-threshold';
import { findCountry } from '../lib/find-country';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { useCountryPromptStore } from '../stores/country-prompt-store';
import styles from './country-prompt.module.css';

/** The country-selection prompt: free-shipping countries first, then the others, each by name. */
export function CountryPrompt() {
  const intl = useIntl();
  const open = useCountryPromptStore((state) => state.open);
  const setShow = useCountryPromptStore((state) => state.setOpen);
  return (
    <Dialog
      open={open}
      onClose={() => setShow(false)}
      title={intl.formatMessage({ id: 'country.prompt.title' })}
    >
      <CountryLists />
    </Dialog>
  );
}

function CountryLists() {
  const intl = useIntl();
  const countries = useCountries();
  // The country the shop delivers to, the default one too until another is chosen: the header
  // names it, so the list marks it as the one in use.
  const current = deliveryCountryId(useDeliveryTargetStore((state) => state.countryId));
  const setCountry = useDeliveryTargetStore((state) => state.setCountry);
  const close = useCountryPromptStore((state) => state.setOpen);
  const { accountType } = useShopperContext();
  if (countries.isPending) return <p role="status">{intl.formatMessage({ id: 'loading.page' })}</p>;
  if (countries.isError)
    return <p role="alert">{intl.formatMessage({ id: 'country.prompt.error' })}</p>;
  const { freeShipping, paidShipping } = splitByFreeShipping(countries.data, intl.locale);
  const list = (items: Country[], headingId: string) => (
    <section className={styles.group}>
      <h3 className={styles.heading}>{intl.formatMessage({ id: headingId })}</h3>
      <ul className={styles.list}>
        {items.map((country) => {
          const shipping = country.shippingData[0];
          // Each country's threshold at its own VAT: the one a delivery there would carry.
          const freeFrom =
            shipping &&
            thresholdAmount(
              shipping.freeShippingCostFromExclVat,
              accountType,
              privateVatRate(country),
            );
          return (
            <li key={country.id}>
              <button
                type="button"
                className={styles.country}
                aria-pressed={country.id === current}
                onClick={() => {
                  setCountry(findCountry(countries.data, country.id).id);
                  close(false);
                }}
              >
                <span className={styles.name}>{country.name}</span>
                {freeFrom && freeFrom.cents > 0 && (
                  <span className={styles.note}>
                    {intl.formatMessage(
                      {
                        id:
                          freeFrom.vat === 'incl'
                            ? 'country.freeFromInclVat'
                            : 'country.freeFromExclVat',
                      },
                      { amount: <Price key="p" cents={freeFrom.cents} /> },
                    )}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
  return (
    <>
      <p className={styles.intro}>{intl.formatMessage({ id: 'country.prompt.text' })}</p>
      {list(freeShipping, 'country.prompt.free')}
      {list(paidShipping, 'country.prompt.paid')}
    </>
  );
}
