import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import type { Address } from '@/shared/api/contract/account';
import type { Country } from '@/shared/api/contract/countries';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { FormError } from '@/shared/ui/form/form-error';
import { TextField } from '@/shared/ui/form/text-field';
import { showToast } from '@/shared/ui/toast/toast-store';
import { validationIds } from '@/shared/forms/validation';
import * as button from '@/shared/ui/button.module.css';
import { useSaveAddress } from './api/save-address';
import {
  addressFields,
  addressSchema,
  initialAddressValues,
  type AddressFormValues,
} from '@/shared/forms/address-schema';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { AddressFields } from '@/shared/ui/form/address-fields';
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

const isField = (name: string): name is keyof AddressFormValues =>
  (addressFields as string[]).includes(name);

/** The manage-address form: add an address or change one (spec §2, §3, §5). */
export function AddressForm({ userId, address, isFirst, countries, onDone }: AddressFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  const save = useSaveAddress(userId);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: initialAddressValues(address, { countryId, isFirst }),
  });
  const error = (name: keyof AddressFormValues) => formatFieldMessage(intl, errors[name]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: address?.id ?? null, values });
    } catch (cause) {
      // The API's 422 texts are English sentences; the fields get the shop's own translated message.
      const fields = isApiError(cause) ? Object.keys(cause.fieldErrors).filter(isField) : [];
      for (const name of fields)
        setError(name, { type: 'server', message: validationIds.invalid }, { shouldFocus: true });
      if (fields.length > 0) setFailure('fields');
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
      <TextField
        {...register('name')}
        label={t('addresses.form.name')}
        autoComplete="shipping name"
        error={error('name')}
      />
      <AddressFields
        fields={{
          address: register('address'),
          postalcode: register('postalcode'),
          city: register('city'),
          country: register('country'),
        }}
        error={error}
        countries={countries}
        extraCountryId={missing}
      />
      <TextField
        {...register('telephone')}
        label={t('addresses.form.telephone')}
        hint={t('addresses.form.telephoneHint')}
        type="tel"
        autoComplete="shipping tel"
        error={error('telephone')}
      />
      <CheckboxField {...register('isDefaultDelivery')} label={t('addresses.form.isDefault')} />
      <div className={styles.actions}>
        {/* Disabled while the request runs, so a double click cannot add the address twice. */}
        <button type="submit" className={button.primary} disabled={isSubmitting}>
          {t(isSubmitting ? 'addresses.form.saving' : 'addresses.form.save')}
        </button>
        <button type="button" className={button.secondary} onClick={onDone}>
          {t('addresses.form.cancel')}
        </button>
      </div>
    </form>
  );
}
