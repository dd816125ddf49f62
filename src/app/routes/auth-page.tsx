import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './login.module.css';

/**
 * Not a route: the one calm card that the login and forgot-password pages are, under the page's
 * heading (tabIndex -1, so focus can land on it after a navigation).
 */
export function AuthPage({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}
