import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import styles from './login-prompt.module.css';

/**
 * The login modal's content: log in or register without losing the page. (The e-mail and password
 * form itself arrives with the accounts screens; until then both lead to their pages.)
 */
export function LoginPrompt({
  language,
  onNavigate,
}: {
  language: Language;
  onNavigate: () => void;
}) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.prompt}>
      <p>{intl.formatMessage({ id: 'loginModal.text' })}</p>
      <p className={styles.actions}>
        <Link
          className={styles.primary}
          to={paths.login.getHref(language, `${pathname}${search}`)}
          onClick={onNavigate}
        >
          {intl.formatMessage({ id: 'menu.login' })}
        </Link>
        <Link className={styles.secondary} to={paths.signup.getHref(language)} onClick={onNavigate}>
          {intl.formatMessage({ id: 'loginModal.register' })}
        </Link>
      </p>
    </div>
  );
}
