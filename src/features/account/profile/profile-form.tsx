import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { UserData } from '@/shared/api/contract/account';
import { setFieldErrors } from '@/shared/ui/form/set-field-errors';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { showToast } from '@/shared/ui/toast/toast-store';
import { useUpdateUserData } from './api/update-user-data';
import { profileSchema, salutations, type ProfileValues } from './profile-schema';
import { serverFieldErrors } from './server-field-errors';
import * as choice from '@/shared/ui/form/choice.module.css';
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
    field,
    errorOf,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useShopForm(profileSchema, valuesOf(user));

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
      const hasFields = setFieldErrors(setError, serverFieldErrors(error, editable));
      showToast({
        tone: 'error',
        title: { id: 'profile.info.failed.title' },
        text: { id: hasFields ? 'profile.info.failed.fields' : 'profile.info.failed.text' },
      });
    }
  });

  const salutationError = errorOf('salutation');
  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <fieldset
        className={styles.radios}
        aria-describedby={salutationError ? salutationErrorId : undefined}
      >
        <legend className={styles.legend}>{t('profile.salutation')}</legend>
        {salutations.map((value) => (
          <label key={value} className={choice.radio}>
            <input type="radio" className={choice.box} value={value} {...register('salutation')} />
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
          {...field('firstname')}
          label={t('profile.firstname')}
          autoComplete="given-name"
        />
        <TextField
          {...field('lastname')}
          label={t('profile.lastname')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        {...field('telephone')}
        label={t('profile.telephone')}
        hint={t('profile.telephoneHint')}
        type="tel"
        autoComplete="tel"
      />
      <SubmitButton
        labelId="profile.info.submit"
        pendingLabelId="profile.info.submitting"
        pending={isSubmitting}
        className={styles.submit}
      />
    </form>
  );
}
