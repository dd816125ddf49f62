import { MagicLinkLogin } from '@/features/account/passwordless/magic-link-login';
import styles from './login.module.css';

/**
 * `/{lang}/auth/_magic-link?preAuthSessionId=…&tenantId=…#<linkCode>`, open to everyone (also when
 * logged in): the heading follows the state, so the login component renders it.
 */
export function Component() {
  return (
    <section className={styles.page}>
      <MagicLinkLogin />
    </section>
  );
}
