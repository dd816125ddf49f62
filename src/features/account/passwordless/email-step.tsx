import { useIntl } from 'react-intl';
import { FormError } from '@/shared/ui/form/form-error';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { EmailField } from '@/shared/ui/form/email-field';
import { useShopForm } from '@/shared/ui/form/use-shop-form';
import { loginEmailSchema } from './passwordless-schemas';
import { StepTitle } from './step-title';
import formStyles from '../login/login-form.module.css';
import styles from './passwordless.module.css';

/** Why the shopper is (back) at this step: a failed request, or an attempt that ended. */
export type EmailStepNotice = 'notAllowed' | 'error' | 'restart' | 'resendRestart';

const noticeText: Record<EmailStepNotice, string> = {
  notAllowed: 'passwordless.error.notAllowed',
  error: 'passwordless.error.generic',
  restart: 'passwordless.error.restart',
  resendRestart: 'passwordless.error.resendRestart',
};

interface EmailStepProps {
  /** The step's heading; the magic-link page words it as a request for a new link. */
  title?: string;
  focusTitle: boolean;
  defaultEmail: string;
  notice: EmailStepNotice | null;
  onSubmit: (email: string) => Promise<void>;
  onUsePassword?: () => void;
}

/** Step 1: the address to mail a login link and code to. */
export function EmailStep({
  title,
  focusTitle,
  defaultEmail,
  notice,
  onSubmit,
  onUsePassword,
}: EmailStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useShopForm(loginEmailSchema, { email: defaultEmail });
  const failedToSend = notice === 'error';

  return (
    <form
      className={formStyles.form}
      noValidate
      aria-busy={isSubmitting}
      onSubmit={handleSubmit(({ email }) => onSubmit(email))}
    >
      <div className={styles.step}>
        <StepTitle text={title ?? t('passwordless.email.title')} focus={focusTitle} />
        <p className={styles.text}>{t('passwordless.email.intro')}</p>
      </div>
      {notice && (
        <FormError title={t(failedToSend ? 'passwordless.failed.send' : 'login.failed')}>
          {t(noticeText[notice])}
        </FormError>
      )}
      <EmailField {...field('email')} label={t('login.email')} />
      <SubmitButton
        labelId="passwordless.email.submit"
        pendingLabelId="passwordless.email.submitting"
        pending={isSubmitting}
      />
      {onUsePassword && (
        <p className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={onUsePassword}>
            {t('passwordless.usePassword')}
          </button>
        </p>
      )}
    </form>
  );
}
