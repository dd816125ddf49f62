import { useParams } from 'react-router';
import { MagicLinkLogin } from '@/features/account/passwordless/magic-link-login';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import styles from './login.module.css';

/**
 * `/{lang}/auth/_magic-link?preAuthSessionId=…&tenantId=…#<linkCode>`, open to everyone (also when
 * logged in): the heading follows the state, so the login component renders it.
 */
export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  return (
    <section className={styles.page}>
      <MagicLinkLogin language={language} />
    </section>
  );
}
