import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import type { Address } from '@/shared/api/contract/account';
import type { Country } from '@/shared/api/contract/countries';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { FormError } from '@/shared/ui/form/form-error';
import { setFieldErrors } from '@/shared/ui/form/set-field-errors';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as actions from '@/shared/ui/actions.module.css';
import * as button from '@/shared/ui/button.module.css';
import { serverFieldErrors } from '../profile/server-field-errors';
import { useSaveAddress } from './api/save-address';
import { addressFields, addressSchema, initialAddressValues } from '@/shared/forms/address-schema';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { AddressFields, TelephoneField } from '@/shared/ui/form/address-fields';
import styles from './address-form.module.css';

type Failure = 'error' | 'fields' | 'notFound';

const failureText: Record<Failure, string> = {
  error: 'addresses.form.failed.error',
  fields: 'addresses.form.failed.fields',
  notFound: 'addresses.notFound',
};

interface AddressFormProps {
  userId: string;
  /** The address to change, or null to add one. */
  address: Address | null;
  /** The user's addresses: the first one is the main address whatever the box says. */
  isFirst: boolean;
  countries: readonly Country[];
  onDone: () => void;
}

/** The manage-address form: add an address or change one (requirements §9.5, §10.1). */
export function AddressForm({ userId, address, isFirst, countries, onDone }: AddressFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const save = useSaveAddress(userId);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useShopForm(addressSchema, initialAddressValues(address, { countryId, isFirst }));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: address?.id ?? null, values });
    } catch (cause) {
      // The API's 422 texts are English sentences; the fields get the shop's own translated message.
      if (setFieldErrors(setError, serverFieldErrors(cause, addressFields))) setFailure('fields');
      else setFailure(isApiError(cause) && cause.isNotFound ? 'notFound' : 'error');
      return;
    }
    showToast({
      tone: 'success',
      title: { id: address ? 'addresses.saved.changed' : 'addresses.saved.added' },
    });
    onDone();
  });

  // The address's own country stays choosable even when the list could not be loaded.
  const current = address?.country ?? countryId;
  const missing = current && !countries.some((c) => c.id === current) ? current : null;

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      {failure && (
        <FormError title={t('addresses.form.failed')}>{t(failureText[failure])}</FormError>
      )}
      <TextField {...field('name')} label={t('addresses.form.name')} autoComplete="shipping name" />
      <AddressFields field={field} countries={countries} extraCountryId={missing} />
      <TelephoneField {...field('telephone')} />
      <CheckboxField {...register('isDefaultDelivery')} label={t('addresses.form.isDefault')} />
      <div className={actions.row}>
        <SubmitButton
          labelId="addresses.form.save"
          pendingLabelId="addresses.form.saving"
          pending={isSubmitting}
        />
        <button type="button" className={button.secondary} onClick={onDone}>
          {t('addresses.form.cancel')}
        </button>
      </div>
    </form>
  );
}
