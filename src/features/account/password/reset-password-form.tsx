import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { FormError } from '@/shared/ui/form/form-error';
import { setFieldErrors } from '@/shared/ui/form/set-field-errors';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { PasswordField } from '@/shared/ui/form/password-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { showToast } from '@/shared/ui/toast/toast-store';
import * as button from '@/shared/ui/button.module.css';
import { loadAuthSdk } from '../session/auth-sdk';
import { resetPasswordSchema } from './password-schemas';
import { submitNewPassword } from './submit-new-password';
import formStyles from '../login/login-form.module.css';
import styles from './password-forms.module.css';

interface ResetPasswordFormProps {
  /** Whether the page's address carries a token; without one the link is broken from the start. */
  hasToken: boolean;
}

/**
 * Sets a new password from the mailed link (requirements §9.4). On success the shopper goes to the
 * login page with a confirmation; a used or unknown link ends here with the way to a new one.
 */
export function ResetPasswordForm({ hasToken }: ResetPasswordFormProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [failure, setFailure] = useState<'fields' | 'error' | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!hasToken);
  const deadRef = useRef<HTMLDivElement>(null);
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useShopForm(resetPasswordSchema, { password: '', repeatPassword: '' });

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
        setFieldErrors(setError, { password: outcome.messageId });
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
      <PasswordField
        {...field('password')}
        label={t('passwordReset.password')}
        hint={t('passwordReset.password.hint')}
        autoComplete="new-password"
      />
      <PasswordField
        {...field('repeatPassword')}
        label={t('passwordReset.repeat')}
        autoComplete="new-password"
      />
      <SubmitButton
        labelId="passwordReset.submit"
        pendingLabelId="passwordReset.submitting"
        pending={isSubmitting}
      />
    </form>
  );
}
