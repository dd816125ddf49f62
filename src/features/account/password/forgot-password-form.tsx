import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { FormError } from '@/shared/ui/form/form-error';
import { setFieldErrors } from '@/shared/ui/form/set-field-errors';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { EmailField } from '@/shared/ui/form/email-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { loadAuthSdk } from '../session/auth-sdk';
import { forgotPasswordSchema } from './password-schemas';
import { sendResetEmail } from './send-reset-email';
import formStyles from '../login/login-form.module.css';
import styles from './password-forms.module.css';

type Failure = 'notAllowed' | 'tooManyRequests' | 'error';

const failureMessage: Record<Failure, string> = {
  notAllowed: 'passwordForgot.failed.notAllowed',
  tooManyRequests: 'passwordForgot.failed.tooManyRequests',
  error: 'passwordForgot.failed.error',
};

/**
 * Asks for a reset link (requirements §9.4). Every accepted address gets the same confirmation, whether or
 * not it has an account: the shop must not reveal who its customers are.
 */
export function ForgotPasswordForm() {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useShopForm(forgotPasswordSchema, { email: '' });

  useEffect(() => {
    void loadAuthSdk().catch(() => undefined);
  }, []);

  // The form (and the focused button) is gone: focus goes to the confirmation that replaced it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const outcome = await sendResetEmail(email);
    if (outcome.kind === 'sent') setSent(true);
    else if (outcome.kind === 'fieldError') setFieldErrors(setError, { email: outcome.messageId });
    else setFailure(outcome.kind);
  });

  const backToLogin = (
    <p className={styles.back}>
      <Link to={paths.login.getHref(language)}>{t('passwordForgot.backToLogin')}</Link>
    </p>
  );

  if (sent)
    return (
      <div ref={sentRef} className={styles.sent} role="status" tabIndex={-1}>
        <p className={styles.sentTitle}>{t('passwordForgot.sent')}</p>
        <p className={styles.sentText}>{t('passwordForgot.sent.hint')}</p>
        {backToLogin}
      </div>
    );

  return (
    <form className={formStyles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <p className={styles.intro}>{t('passwordForgot.intro')}</p>
      {failure && (
        <FormError title={t('passwordForgot.failed')}>{t(failureMessage[failure])}</FormError>
      )}
      <EmailField {...field('email')} label={t('login.email')} />
      <SubmitButton
        labelId="passwordForgot.submit"
        pendingLabelId="passwordForgot.submitting"
        pending={isSubmitting}
      />
      {backToLogin}
    </form>
  );
}
