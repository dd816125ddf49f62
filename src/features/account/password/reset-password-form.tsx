import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { FormError } from '@/shared/ui/form/form-error';
import { TextField } from '@/shared/ui/form/text-field';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as button from '@/shared/ui/button.module.css';
import { loadAuthSdk } from '../session/auth-sdk';
import { resetPasswordSchema, type ResetPasswordValues } from './password-schemas';
import { submitNewPassword } from './submit-new-password';
import formStyles from '../login/login-form.module.css';
import styles from './password-forms.module.css';

interface ResetPasswordFormProps {
  language: Language;
  /** Whether the page's address carries a token; without one the link is broken from the start. */
  hasToken: boolean;
}

/**
 * Sets a new password from the mailed link (spec §4, §5). On success the shopper goes to the
 * login page with a confirmation; a used or unknown link ends here with the way to a new one.
 */
export function ResetPasswordForm({ language, hasToken }: ResetPasswordFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [failure, setFailure] = useState<'fields' | 'error' | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!hasToken);
  const deadRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', repeatPassword: '' },
  });

  useEffect(() => {
    if (hasToken) void loadAuthSdk().catch(() => undefined);
  }, [hasToken]);

  // The form is gone after a rejected link: focus goes to the explanation that replaced it.
  useEffect(() => {
    if (linkInvalid && hasToken) deadRef.current?.focus();
  }, [linkInvalid, hasToken]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const outcome = await submitNewPassword(password);
    switch (outcome.kind) {
      case 'ok':
        showToast({
          tone: 'success',
          title: { id: 'passwordReset.success.title' },
          text: { id: 'passwordReset.success.text' },
        });
        // Replace: the used link should not come back with the back button.
        await navigate(paths.login.getHref(language), { replace: true });
        return;
      case 'fieldError':
        setError('password', { type: 'server', message: outcome.messageId }, { shouldFocus: true });
        setFailure('fields');
        return;
      case 'invalidLink':
        setLinkInvalid(true);
        return;
      default:
        setFailure('error');
    }
  });

  if (linkInvalid)
    return (
      <div ref={deadRef} className={styles.dead} tabIndex={-1}>
        <FormError title={t('passwordReset.failed')}>
          {t('passwordReset.failed.invalidLink')}
        </FormError>
        <Link
          className={`${button.primary} ${styles.primaryLink}`}
          to={paths.passwordForgot.getHref(language)}
        >
          {t('passwordReset.requestNewLink')}
        </Link>
      </div>
    );

  return (
    <form className={formStyles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <p className={styles.intro}>{t('passwordReset.intro')}</p>
      {failure && (
        <FormError title={t('passwordReset.failed')}>
          {t(failure === 'fields' ? 'passwordReset.failed.fields' : 'passwordReset.failed.error')}
        </FormError>
      )}
      <TextField
        {...register('password')}
        label={t('passwordReset.password')}
        hint={t('passwordReset.password.hint')}
        type="password"
        autoComplete="new-password"
        error={formatFieldMessage(intl, errors.password?.message)}
      />
      <TextField
        {...register('repeatPassword')}
        label={t('passwordReset.repeat')}
        type="password"
        autoComplete="new-password"
        error={formatFieldMessage(intl, errors.repeatPassword?.message)}
      />
      <button type="submit" className={button.primary} disabled={isSubmitting}>
        {t(isSubmitting ? 'passwordReset.submitting' : 'passwordReset.submit')}
      </button>
    </form>
  );
}
