import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountries } from '@/shared/shopper/countries';
import { AddressFields } from '@/shared/ui/form/address-fields';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useFieldProps } from '@/shared/ui/form/use-shop-form';
import * as card from '@/shared/ui/card.module.css';
import type { InvoiceDetailsValues } from '../lib/invoice-details';
import { PURCHASE_ORDER_REFERENCE_MAX } from '../lib/invoice-details-schema';
import styles from './checkout.module.css';
import formStyles from './anonymous-order.module.css';

interface InvoiceStepProps {
  form: UseFormReturn<InvoiceDetailsValues>;
}

/**
 * A business ordering on invoice: its own reference (PO number), printed on the invoice, and
 * where the invoice goes. A company record has no address of its own, so the invoice goes to the
 * delivery address unless the buyer unticks the box and gives another
 * (docs/decisions/0036-purchase-order-reference-and-invoice-address.md).
 */
export function InvoiceStep({ form }: InvoiceStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { register, control, getValues, setValue } = form;
  const { field } = useFieldProps(form);
  const sameAsDelivery = useWatch({ control, name: 'sameAsDelivery' });
  const countries = useCountries().data;

  // A restored country shows once its option exists (the list may load after the fields).
  useEffect(() => {
    if (!sameAsDelivery && countries?.length) setValue('country', getValues('country'));
  }, [sameAsDelivery, countries, setValue, getValues]);

  return (
    <section
      className={`${card.raised} ${styles.step} ${formStyles.fields}`}
      aria-labelledby="checkout-invoice"
    >
      <h2 id="checkout-invoice">
        <FormattedMessage id="checkout.invoice.heading" />
      </h2>
      <TextField
        {...field('reference')}
        label={t('checkout.invoice.reference')}
        hint={intl.formatMessage(
          { id: 'checkout.invoice.referenceHint' },
          { max: PURCHASE_ORDER_REFERENCE_MAX },
        )}
        // No maxLength: a pasted reference cut short silently would be a wrong reference.
        autoComplete="off"
      />
      <fieldset className={`${styles.choices} ${formStyles.fields}`}>
        <legend>{t('checkout.invoice.address')}</legend>
        <CheckboxField {...register('sameAsDelivery')} label={t('checkout.invoice.same')} />
        {!sameAsDelivery && (
          <>
            <TextField
              {...field('name')}
              label={t('checkout.invoice.name')}
              autoComplete="billing organization"
            />
            <AddressFields field={field} countries={countries ?? []} autofill="billing" />
          </>
        )}
      </fieldset>
    </section>
  );
}
