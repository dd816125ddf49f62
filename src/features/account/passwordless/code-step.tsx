import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/shared/ui/form/form-error';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import {
  resendLoginCode,
  submitLoginCode,
  type CodeOutcome,
  type ResendOutcome,
} from './login-attempt';
import { loginCodeSchema } from './passwordless-schemas';
import { StepTitle } from './step-title';
import { loadAuthSdk } from '../session/auth-sdk';
import formStyles from '../login/login-form.module.css';
import styles from './passwordless.module.css';

/** A failure this step can show itself; an ended attempt sends the shopper back to step 1. */
type CodeFailure =
  | { kind: 'incorrect'; attemptsLeft: number }
  | { kind: 'expired' | 'notAllowed' | 'tooManyAttempts' | 'error' };

interface CodeStepProps {
  email: string | null;
  focusTitle: boolean;
  /** The attempt is over (used up, expired or unknown to the server): start again. */
  onRestart: (reason: 'restart' | 'resendRestart') => void;
  onStartOver: () => void;
  onSuccess?: () => void;
}

/** Step 2: "check your e-mail": type the mailed code, or have a new one sent. */
export function CodeStep({ email, focusTitle, onRestart, onStartOver, onSuccess }: CodeStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [failure, setFailure] = useState<CodeFailure | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const {
    field,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
  } = useShopForm(loginCodeSchema, { code: '' });

  // The mail's link, opened in another tab, logs this browser in: back here, the shopper is.
  useEffect(() => {
    const onVisible = async () => {
      if (document.visibilityState !== 'visible') return;
      const { resolveSession } = await loadAuthSdk();
      if (await resolveSession()) onSuccess?.();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onSuccess]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    setResent(false);
    const outcome: CodeOutcome = await submitLoginCode(code);
    // The session is present now: the page's guard, or the caller (the modal), moves on.
    if (outcome.kind === 'ok') {
      onSuccess?.();
      return;
    }
    if (outcome.kind === 'restart') {
      onRestart('restart');
      return;
    }
    setFailure(outcome);
    // Straight back to the field, to type the code again.
    setFocus('code', { shouldSelect: true });
  });

  const onResend = async () => {
    // aria-disabled rather than disabled while sending: the button keeps keyboard focus.
    if (resending) return;
    setFailure(null);
    setResent(false);
    setResending(true);
    const outcome: ResendOutcome = await resendLoginCode();
    setResending(false);
    if (outcome.kind === 'restart') onRestart('resendRestart');
    else if (outcome.kind === 'error') setFailure({ kind: 'error' });
    else setResent(true);
  };

  return (
    <form className={formStyles.form} noValidate aria-busy={isSubmitting} onSubmit={onSubmit}>
      <div className={styles.step}>
        <StepTitle text={t('passwordless.code.title')} focus={focusTitle} />
        <p className={styles.text}>
          {email
            ? intl.formatMessage(
                { id: 'passwordless.code.sentTo' },
                { email: <strong className={styles.email}>{email}</strong> },
              )
            : t('passwordless.code.sent')}
        </p>
      </div>
      {failure && <FormError title={t('login.failed')}>{failureText(failure)}</FormError>}
      <TextField
        {...field('code')}
        label={t('passwordless.code.label')}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
      />
      <div className={styles.submitRow}>
        <SubmitButton
          labelId="passwordless.code.submit"
          pendingLabelId="passwordless.code.submitting"
          pending={isSubmitting}
        />
        <p role="status" className={styles.status}>
          {resent ? t('passwordless.resent') : ''}
        </p>
      </div>
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          aria-disabled={resending}
          onClick={() => void onResend()}
        >
          {t(resending ? 'passwordless.resending' : 'passwordless.resend')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onStartOver}>
          {t('passwordless.startOver')}
        </button>
      </p>
    </form>
  );

  function failureText(shown: CodeFailure): string {
    switch (shown.kind) {
      case 'incorrect':
        return intl.formatMessage(
          { id: 'passwordless.error.incorrect' },
          { attemptsLeft: shown.attemptsLeft },
        );
      case 'expired':
        return t('passwordless.error.expired');
      case 'notAllowed':
        return t('passwordless.error.notAllowed');
      case 'tooManyAttempts':
        return t('passwordless.error.tooManyAttempts');
      default:
        return t('passwordless.error.generic');
    }
  }
}
