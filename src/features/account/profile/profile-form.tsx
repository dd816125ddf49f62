import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { UserData } from '@/shared/api/contract/account';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as button from '@/shared/ui/button.module.css';
import { useUpdateUserData } from './api/update-user-data';
import { profileSchema, salutations, type ProfileValues } from './profile-schema';
import { serverFieldErrors } from './server-field-errors';
import styles from './form.module.css';

const editable = ['salutation', 'firstname', 'lastname', 'telephone'] as const;

const valuesOf = (user: UserData): ProfileValues => ({
  salutation: user.salutation,
  firstname: user.firstname,
  lastname: user.lastname,
  telephone: user.telephone ?? '',
});

/** Salutation, names and telephone (PUT user/data). A failed save keeps what the shopper typed. */
export function ProfileForm({ user, userId }: { user: UserData; userId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const save = useUpdateUserData(userId);
  const salutationErrorId = `${useId()}-salutation-error`;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The country is not edited here; it goes back as it is.
      const saved = await save.mutateAsync({
        ...values,
        telephone: values.telephone.trim() || null,
        data: user.data,
      });
      reset(valuesOf(saved));
      showToast({
        tone: 'success',
        title: { id: 'profile.info.saved.title' },
        text: { id: 'profile.info.saved.text' },
      });
    } catch (error) {
      const fields = serverFieldErrors(error, editable);
      for (const [name, message] of Object.entries(fields) as [keyof ProfileValues, string][])
        setError(name, { type: 'server', message }, { shouldFocus: true });
      const hasFields = Object.keys(fields).length > 0;
      showToast({
        tone: 'error',
        title: { id: 'profile.info.failed.title' },
        text: { id: hasFields ? 'profile.info.failed.fields' : 'profile.info.failed.text' },
      });
    }
  });

  const salutationError = formatFieldMessage(intl, errors.salutation?.message);
  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <fieldset
        className={styles.radios}
        aria-describedby={salutationError ? salutationErrorId : undefined}
      >
        <legend className={styles.legend}>{t('profile.salutation')}</legend>
        {salutations.map((value) => (
          <label key={value} className={styles.radio}>
            <input type="radio" value={value} {...register('salutation')} />
            {t(`profile.salutation.${value}`)}
          </label>
        ))}
        {salutationError && (
          <p id={salutationErrorId} className={styles.fieldError}>
            {salutationError}
          </p>
        )}
      </fieldset>
      <div className={styles.names}>
        <TextField
          {...register('firstname')}
          label={t('profile.firstname')}
          autoComplete="given-name"
          error={formatFieldMessage(intl, errors.firstname?.message)}
        />
        <TextField
          {...register('lastname')}
          label={t('profile.lastname')}
          autoComplete="family-name"
          error={formatFieldMessage(intl, errors.lastname?.message)}
        />
      </div>
      <TextField
        {...register('telephone')}
        label={t('profile.telephone')}
        hint={t('profile.telephoneHint')}
        type="tel"
        autoComplete="tel"
        error={formatFieldMessage(intl, errors.telephone?.message)}
      />
      {/* Disabled while saving, so a double click sends one request. */}
      <button
        type="submit"
        className={`${button.primary} ${styles.submit}`}
        disabled={isSubmitting}
      >
        {t(isSubmitting ? 'profile.info.submitting' : 'profile.info.submit')}
      </button>
    </form>
  );
}
