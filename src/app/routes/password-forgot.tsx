import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { ForgotPasswordForm } from '@/features/account/password/forgot-password-form';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import styles from './login.module.css';

/** `/{lang}/auth/password-forgot`, guest-only: asks for a link to set a new password. */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.passwordForgot.title" />
      </h1>
      <ForgotPasswordForm language={language} />
    </section>
  );
}
