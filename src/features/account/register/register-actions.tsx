import { useIntl } from 'react-intl';
import type { Language } from '@/shared/config/languages';
import * as button from '@/shared/ui/button.module.css';
import { RegisterFailureAlert } from './register-failure';
import type { RegisterFailure } from './use-sign-up-submit';
import styles from './register-form.module.css';

interface RegisterActionsProps {
  language: Language;
  failure: RegisterFailure | null;
  busy: boolean;
}

/**
 * 'Finish registration' with the failure alert right above it, where the shopper's eyes are
 * after pressing it (on a phone the top of the form is out of sight).
 */
export function RegisterActions({ language, failure, busy }: RegisterActionsProps) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      {failure && <RegisterFailureAlert failure={failure} language={language} />}
      {/* Disabled while the request runs, so a double click cannot sign up twice. */}
      <button type="submit" className={button.primary} disabled={busy}>
        {intl.formatMessage({ id: busy ? 'register.submitting' : 'register.submit' })}
      </button>
    </div>
  );
}
