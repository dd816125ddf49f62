import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AddressInputSchema, type AddressInput } from '@/shared/api/contract/account';
import type { Country } from '@/shared/api/contract/countries';
import { paths } from '@/shared/config/paths';
import type { Language } from '@/shared/config/languages';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { AddressFields } from '@/shared/ui/form/address-fields';
import { TextField } from '@/shared/ui/form/text-field';
import { placeAnonymousOrder } from '../api/place-order';
import {
  formFieldOf,
  readAnonymousOrder,
  saveAnonymousOrder,
  type AnonymousOrderValues,
} from '../lib/anonymous-order-values';
import { useCancelledPayment } from '../lib/use-cancelled-payment';
import { usePlaceOrder } from '../lib/use-place-order';
import type { CheckoutItem } from './checkout';
import { CancelledNotice, EmptyCheckout, OrderButton, PlaceFailureMessage } from './order-notices';
import styles from './checkout.module.css';
import formStyles from './anonymous-order.module.css';

export interface AnonymousOrderProps {
  language: Language;
  items: readonly CheckoutItem[];
  countries: readonly Country[];
  /** The shop's current country: the delivery country until the guest picks another. */
  countryId: string | null;
  /** The spec §5 rules (built from the account feature's validation helpers by the route). */
  resolver: Resolver<AnonymousOrderValues>;
  costOverview: ReactNode;
  /** A complete, valid delivery address for the calculation, or null while there is none. */
  onDeliveryAddress: (address: AddressInput | null) => void;
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

/** How long typing pauses before the cost overview follows the typed address. */
const ADDRESS_SETTLE_MS = 400;

/**
 * `/{lang}/order-anonymous`: a guest's e-mail, name, delivery address and telephone, the cost
 * overview for that address, and 'Order and Pay' (always through the bank).
 */
export function AnonymousOrder(props: AnonymousOrderProps) {
  const { language, items, countries, countryId, onDeliveryAddress } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const cancelled = useCancelledPayment();
  const { state, place } = usePlaceOrder('anonymous', language, placeAnonymousOrder);
  const [defaults] = useState(() => readAnonymousOrder(countryId));
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<AnonymousOrderValues>({ resolver: props.resolver, defaultValues: defaults });
  const values = useWatch({ control });
  const sent = useRef<string | null>(null);

  // What is typed survives a reload; the cost overview follows a complete address.
  useEffect(() => {
    saveAnonymousOrder(values);
    const address = toAddress(values);
    const text = JSON.stringify(address);
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onDeliveryAddress(address);
    }, ADDRESS_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [values, onDeliveryAddress]);

  // A restored country shows once its option exists (the list may load after the form).
  useEffect(() => {
    if (countries.length > 0) setValue('country', getValues('country'));
  }, [countries, setValue, getValues]);

  // The API's 422 names fields in its own words; mark them with the shop's own message.
  useEffect(() => {
    if (state.status !== 'failed') return;
    for (const apiField of Object.keys(state.fieldErrors)) {
      const field = formFieldOf(apiField);
      if (field) setError(field, { type: 'server', message: 'validation.invalid' });
    }
  }, [state, setError]);

  if (items.length === 0) return <EmptyCheckout language={language} />;

  const error = (name: keyof AnonymousOrderValues) =>
    formatFieldMessage(intl, errors[name]?.message);

  const onSubmit = handleSubmit((form) => {
    const deliveryAddress = toAddress(form);
    if (!deliveryAddress) return;
    return place({
      email: form.email.trim(),
      name: form.name.trim(),
      telephone: deliveryAddress.telephone,
      deliveryAddress,
      items: items.map(({ productId, amount }) => ({ id: productId, amount })),
    });
  });

  return (
    <form className={styles.layout} noValidate onSubmit={onSubmit}>
      <div className={styles.steps}>
        {cancelled && <CancelledNotice />}
        <p>
          <FormattedMessage id="orderAnonymous.intro" />{' '}
          <Link to={paths.checkout.getHref(language)}>
            <FormattedMessage id="orderAnonymous.backToCheckout" />
          </Link>
        </p>
        <section className={`${styles.step} ${formStyles.fields}`} aria-labelledby="anon-details">
          <h2 id="anon-details">
            <FormattedMessage id="orderAnonymous.details.heading" />
          </h2>
          <TextField
            {...register('email')}
            label={t('orderAnonymous.email')}
            hint={t('orderAnonymous.emailHint')}
            type="email"
            autoComplete="email"
            error={error('email')}
          />
          <TextField
            {...register('name')}
            label={t('addresses.form.name')}
            autoComplete="shipping name"
            error={error('name')}
          />
          <TextField
            {...register('telephone')}
            label={t('addresses.form.telephone')}
            hint={t('addresses.form.telephoneHint')}
            type="tel"
            autoComplete="shipping tel"
            error={error('telephone')}
          />
        </section>
        <section className={`${styles.step} ${formStyles.fields}`} aria-labelledby="anon-address">
          <h2 id="anon-address">
            <FormattedMessage id="orderAnonymous.address.heading" />
          </h2>
          <AddressFields
            fields={{
              address: register('address'),
              postalcode: register('postalcode'),
              city: register('city'),
              country: register('country'),
            }}
            error={error}
            countries={countries}
          />
        </section>
      </div>
      <div className={styles.summary}>
        {props.costOverview}
        <p className={styles.payNote}>
          <FormattedMessage id="orderAnonymous.payment" />
        </p>
        <PlaceFailureMessage state={state} />
        <OrderButton type="submit" placing={state.status === 'placing'} />
      </div>
    </form>
  );
}
