import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/text-field';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as button from '@/shared/ui/button.module.css';
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
 * Current password, new password twice (spec §5). Checked in the browser first, so a mismatch
 * never reaches the server; after a change the fields are emptied (nothing secret stays on screen).
 */
export function PasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });

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
      const fields = reasons(error);
      const entries = Object.entries(fields) as [keyof PasswordChangeValues, string][];
      // A field message says it all; anything else (server down, time-out) gets the red toast.
      if (entries.length === 0) {
        showToast({
          tone: 'error',
          title: { id: 'profile.password.failed.title' },
          text: { id: 'profile.password.failed.text' },
        });
        return;
      }
      for (const [name, message] of entries)
        setError(name, { type: 'server', message }, { shouldFocus: true });
    }
  });

  const error = (name: keyof PasswordChangeValues) =>
    formatFieldMessage(intl, errors[name]?.message);
  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      {/* Tells password managers whose password changes; never shown. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        {...register('oldPassword')}
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        error={error('oldPassword')}
      />
      <TextField
        {...register('newPassword')}
        label={t('profile.password.new')}
        hint={t('profile.password.rules')}
        type="password"
        autoComplete="new-password"
        error={error('newPassword')}
      />
      <TextField
        {...register('repeatPassword')}
        label={t('profile.password.repeat')}
        type="password"
        autoComplete="new-password"
        error={error('repeatPassword')}
      />
      <button
        type="submit"
        className={`${button.primary} ${styles.submit}`}
        disabled={isSubmitting}
      >
        {t(isSubmitting ? 'profile.password.submitting' : 'profile.password.submit')}
      </button>
    </form>
  );
}
