import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatFieldMessage } from '@/shared/ui/form/field-message';
import { FormError } from '@/shared/ui/form/form-error';
import { TextField } from '@/shared/ui/form/text-field';
import * as button from '@/shared/ui/button.module.css';
import { loginEmailSchema, type LoginEmailValues } from './passwordless-schemas';
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
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginEmailValues>({
    resolver: zodResolver(loginEmailSchema),
    defaultValues: { email: defaultEmail },
  });
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
      <TextField
        {...register('email')}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formatFieldMessage(intl, errors.email?.message)}
      />
      <button type="submit" className={button.primary} disabled={isSubmitting}>
        {t(isSubmitting ? 'passwordless.email.submitting' : 'passwordless.email.submit')}
      </button>
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
