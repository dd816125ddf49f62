import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/account/password/reset-password-form';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import styles from './login.module.css';

/**
 * `/{lang}/password-reset?token=…&tenantId=…`, open to everyone: a link from an e-mail must work
 * whatever the browser's state. The SDK reads the token from the address itself.
 */
export function Component() {
  const { lang } = useParams();
  const [search] = useSearchParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.passwordReset.title" />
      </h1>
      <ResetPasswordForm language={language} hasToken={Boolean(search.get('token'))} />
    </section>
  );
}
