import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { LoginForm } from '@/features/account/login/login-form';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import styles from './login.module.css';

/**
 * `/{lang}/auth/login`, under the guest-only guard: a successful login marks the session present
 * and the guard itself sends the user on (to a safe `returnTo`, else home).
 */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.login.title" />
      </h1>
      <LoginForm language={language} />
    </section>
  );
}
