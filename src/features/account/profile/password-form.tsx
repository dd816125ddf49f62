import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import { setFieldErrors } from '@/shared/ui/form/set-field-errors';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { PasswordField } from '@/shared/ui/form/password-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { showToast } from '@/shared/ui/toast/toast-store';
import { useChangePassword } from './api/change-password';
import { passwordChangeSchema, type PasswordChangeValues } from './password-schema';
import { passwordRuleId, serverFieldErrors } from './server-field-errors';
import styles from './form.module.css';

const empty: PasswordChangeValues = { oldPassword: '', newPassword: '', repeatPassword: '' };

/** The server's reasons per field, as the form's message ids. */
function reasons(error: unknown) {
  const wrongOld = isApiError(error) && error.code === 'WRONG_PASSWORD';
  return serverFieldErrors(error, ['oldPassword', 'newPassword'] as const, (field, text) =>
    field === 'oldPassword'
      ? wrongOld
        ? 'profile.password.wrong'
        : 'validation.invalid'
      : passwordRuleId(text),
  );
}

/**
 * Current password, new password twice (requirements §9.4). Checked in the browser first, so a mismatch
 * never reaches the server; after a change the fields are emptied (nothing secret stays on screen).
 */
export function PasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const change = useChangePassword();
  const {
    field,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useShopForm(passwordChangeSchema, empty);

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      reset(empty);
      showToast({
        tone: 'success',
        title: { id: 'profile.password.changed.title' },
        text: { id: 'profile.password.changed.text' },
      });
    } catch (error) {
      // A field message says it all; anything else (too many guesses, server down, time-out)
      // gets the red toast.
      if (!setFieldErrors(setError, reasons(error)))
        showToast({
          tone: 'error',
          title: { id: 'profile.password.failed.title' },
          text: {
            id:
              isApiError(error) && error.status === 429
                ? 'profile.password.failed.tooManyAttempts'
                : 'profile.password.failed.text',
          },
        });
    }
  });

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      {/* Tells password managers whose password changes; never shown. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        {...field('oldPassword')}
        label={t('profile.password.current')}
        autoComplete="current-password"
      />
      <PasswordField
        {...field('newPassword')}
        label={t('profile.password.new')}
        hint={t('profile.password.rules')}
        autoComplete="new-password"
      />
      <PasswordField
        {...field('repeatPassword')}
        label={t('profile.password.repeat')}
        autoComplete="new-password"
      />
      <SubmitButton
        labelId="profile.password.submit"
        pendingLabelId="profile.password.submitting"
        pending={isSubmitting}
        className={styles.submit}
      />
    </form>
  );
}
