import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { FormError } from '@/shared/ui/form/form-error';
import { setFieldErrors } from '@/shared/ui/form/set-field-errors';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { EmailField } from '@/shared/ui/form/email-field';
import { PasswordField } from '@/shared/ui/form/password-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import * as button from '@/shared/ui/button.module.css';
import { loginSchema } from '../forms/login-schema';
import { PasswordlessLogin } from '../passwordless/passwordless-login';
import { usePasswordlessChoice } from '../passwordless/use-passwordless-choice';
import { loadAuthSdk } from '../session/auth-sdk';
import { signIn, type SignInOutcome } from './sign-in';
import styles from './login-form.module.css';
import { useReturnTo } from '../lib/use-return-to';

type Failure = Exclude<SignInOutcome['kind'], 'ok' | 'fieldErrors'> | 'fields';

const failureText: Record<Failure, string> = {
  wrongCredentials: 'login.failed.wrongCredentials',
  notAllowed: 'login.failed.notAllowed',
  tooManyAttempts: 'login.failed.tooManyAttempts',
  fields: 'login.failed.fields',
  error: 'login.failed.error',
};

interface LoginFormProps {
  /** Called after a successful login, e.g. to close the login modal and stay on the page. */
  onSuccess?: () => void;
  /** Called when a link leaves the form, e.g. to close the modal first. */
  onNavigate?: () => void;
  /** Where registering instead should lead back to; the page's own `?returnTo=` by default. */
  returnTo?: string;
}

/** E-mail and password login (requirements §9.3): the page and the login modal share it. */
export function LoginForm({ onSuccess, onNavigate, returnTo }: LoginFormProps) {
  const language = useLanguage();
  const intl = useIntl();
  const returnToFromUrl = useReturnTo();
  const t = (id: string) => intl.formatMessage({ id });
  const [failure, setFailure] = useState<Failure | null>(null);
  const { toggleRef, ...passwordless } = usePasswordlessChoice(language);
  const {
    field,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useShopForm(loginSchema, { email: '', password: '' });

  // The SDK is needed on submit; fetching it while the shopper types saves that wait.
  useEffect(() => {
    void loadAuthSdk().catch(() => undefined);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await signIn(values);
    if (outcome.kind === 'ok') {
      onSuccess?.();
      return;
    }
    if (outcome.kind === 'fieldErrors') {
      setFieldErrors(setError, outcome.fields);
      setFailure('fields');
      return;
    }
    setFailure(outcome.kind);
  });

  if (passwordless.active)
    return (
      <PasswordlessLogin
        pending={passwordless.pending}
        returnTo={passwordless.returnTo}
        focusFirstStep={!passwordless.pending}
        onUsePassword={passwordless.stop}
        onSuccess={onSuccess}
      />
    );

  return (
    <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      {failure && <FormError title={t('login.failed')}>{t(failureText[failure])}</FormError>}
      <EmailField {...field('email')} label={t('login.email')} autoComplete="username" />
      <PasswordField
        {...field('password')}
        label={t('login.password')}
        autoComplete="current-password"
      />
      <p className={styles.forgot}>
        <Link to={paths.passwordForgot.getHref(language)} onClick={onNavigate}>
          {t('login.forgotPassword')}
        </Link>
      </p>
      <SubmitButton
        labelId="login.submit"
        pendingLabelId="login.submitting"
        pending={isSubmitting}
      />
      <button
        ref={toggleRef}
        type="button"
        className={button.secondary}
        onClick={passwordless.start}
      >
        {t('passwordless.start')}
      </button>
      <p className={styles.register}>
        {t('login.noAccount')}{' '}
        <Link to={paths.signup.getHref(language, returnTo ?? returnToFromUrl)} onClick={onNavigate}>
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}
