import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { AddressInputSchema, type AddressInput } from '@/shared/api/contract/account';
import { orderableItems, useCartCalculation } from '@/shared/cart/cart-calculation';
import { useCartStore } from '@/shared/cart/cart-store';
import { OrderLines } from '@/shared/cart/order-lines';
import { CostOverview } from '@/shared/cart/cost-overview';
import type { Country } from '@/shared/api/contract/countries';
import { paths } from '@/shared/config/paths';
import { deliveryCountryId } from '@/shared/shopper/countries';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { AddressFields, TelephoneField } from '@/shared/ui/form/address-fields';
import { EmailField } from '@/shared/ui/form/email-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import * as card from '@/shared/ui/card.module.css';
import { placeAnonymousOrder } from '../api/place-order';
import {
  formFieldOf,
  readAnonymousOrder,
  saveAnonymousOrder,
  type AnonymousOrderValues,
} from '../lib/anonymous-order-values';
import { anonymousOrderSchema } from '../lib/anonymous-order-schema';
import { useCancelledPayment } from '../lib/use-cancelled-payment';
import { usePlaceOrder } from '../lib/use-place-order';
import { useRejectedFields } from '../lib/use-rejected-fields';
import { BusinessGuestNotice } from './business-guest-notice';
import { CancelledNotice, EmptyCheckout, OrderButton, PlaceFailureMessage } from './order-notices';
import styles from './checkout.module.css';
import formStyles from './anonymous-order.module.css';

export interface AnonymousOrderProps {
  countries: readonly Country[];
}

const toAddress = (values: Partial<AnonymousOrderValues>): AddressInput | null => {
  const parsed = AddressInputSchema.safeParse({
    name: values.name,
    address: values.address,
    postalcode: values.postalcode,
    city: values.city,
    country: values.country,
    telephone: values.telephone,
    isDefaultDelivery: false,
  });
  return parsed.success ? parsed.data : null;
};

/**
 * `/{lang}/order-anonymous`: a guest's e-mail, name, delivery address and telephone, the cost
 * overview, and 'Order and Pay' (always through the bank). The address's country is the delivery
 * target's: the form starts with the country the shop delivers to and prices for (the chosen one,
 * else the one the header names), and choosing another one moves the target (and so the totals,
 * here and in the cart) with it.
 */
export function AnonymousOrder(props: AnonymousOrderProps) {
  const language = useLanguage();
  const { countries } = props;
  const items = useCartStore(useShallow((state) => state.items));
  const { status, calculation, retry } = useCartCalculation();
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const setCountry = useDeliveryTargetStore((state) => state.setCountry);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const cancelled = useCancelledPayment();
  const { state, place } = usePlaceOrder('anonymous', language, placeAnonymousOrder);
  const [defaults] = useState(() => readAnonymousOrder(deliveryCountryId(countryId)));
  const { field, handleSubmit, control, setError, setValue, getValues } = useShopForm(
    anonymousOrderSchema,
    defaults,
  );
  const values = useWatch({ control });
  const typedCountry = values.country;

  // What is typed survives a reload.
  useEffect(() => saveAnonymousOrder(values), [values]);
  // The country typed is the delivery country: VAT and shipping follow it. The one the shop
  // already delivers to is left as it is: with none chosen, the form's default is not stored as a
  // choice (docs/decisions/0041-delivery-target.md).
  useEffect(() => {
    if (
      typedCountry &&
      typedCountry !== deliveryCountryId(countryId) &&
      countries.some((country) => country.id === typedCountry)
    )
      setCountry(typedCountry);
  }, [typedCountry, countryId, countries, setCountry]);

  // A restored country shows once its option exists (the list may load after the form).
  useEffect(() => {
    if (countries.length > 0) setValue('country', getValues('country'));
  }, [countries, setValue, getValues]);

  useRejectedFields(state, setError, formFieldOf);

  // Lines the shop no longer sells stay listed (marked) but are never ordered.
  const orderable = orderableItems(items, calculation);
  if (orderable.length === 0) return <EmptyCheckout />;

  const onSubmit = handleSubmit((form) => {
    const deliveryAddress = toAddress(form);
    if (!deliveryAddress) return;
    return place({
      email: form.email.trim(),
      name: form.name.trim(),
      telephone: deliveryAddress.telephone,
      deliveryAddress,
      items: orderable.map(({ productId, amount }) => ({ id: productId, amount })),
    });
  });

  return (
    <form className={styles.layout} noValidate onSubmit={onSubmit}>
      <div className={styles.steps}>
        {cancelled && <CancelledNotice />}
        <BusinessGuestNotice />
        <p>
          <FormattedMessage id="orderAnonymous.intro" />{' '}
          <Link to={paths.checkout.getHref(language)}>
            <FormattedMessage id="orderAnonymous.backToCheckout" />
          </Link>
        </p>
        <section
          className={`${card.raised} ${styles.step} ${formStyles.fields}`}
          aria-labelledby="anon-details"
        >
          <h2 id="anon-details">
            <FormattedMessage id="orderAnonymous.details.heading" />
          </h2>
          <EmailField
            {...field('email')}
            label={t('orderAnonymous.email')}
            hint={t('orderAnonymous.emailHint')}
          />
          <TextField
            {...field('name')}
            label={t('addresses.form.name')}
            autoComplete="shipping name"
          />
          <TelephoneField {...field('telephone')} />
        </section>
        <section
          className={`${card.raised} ${styles.step} ${formStyles.fields}`}
          aria-labelledby="anon-address"
        >
          <h2 id="anon-address">
            <FormattedMessage id="orderAnonymous.address.heading" />
          </h2>
          <AddressFields field={field} countries={countries} />
        </section>
        <OrderLines items={items} calculation={calculation} accountType="personal" />
      </div>
      <div className={styles.summary}>
        {/* A guest buys as a private person: prices incl. VAT, whatever the shop's toggle says. */}
        <CostOverview
          calculation={calculation}
          status={status}
          accountType="personal"
          onRetry={retry}
        />
        <p className={styles.payNote}>
          <FormattedMessage id="orderAnonymous.payment" />
        </p>
        <PlaceFailureMessage state={state} />
        <OrderButton type="submit" placing={state.status === 'placing'} />
      </div>
    </form>
  );
}
