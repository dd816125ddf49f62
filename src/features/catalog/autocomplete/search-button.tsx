import { useIntl } from 'react-intl';
import styles from './header-search.module.css';

/** The search form's submit: a magnifier with its name for screen readers. */
export function SearchButton() {
  const intl = useIntl();
  return (
    <button type="submit" className={styles.submit}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{intl.formatMessage({ id: 'search.submit' })}</span>
    </button>
  );
}
