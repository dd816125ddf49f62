import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/account/password/reset-password-form';
import styles from './login.module.css';

/**
 * `/{lang}/password-reset?token=…&tenantId=…`, open to everyone: a link from an e-mail must work
 * whatever the browser's state. The SDK reads the token from the address itself.
 */
export function Component() {
  const [search] = useSearchParams();
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.passwordReset.title" />
      </h1>
      <ResetPasswordForm hasToken={Boolean(search.get('token'))} />
    </section>
  );
}
