import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import * as button from '@/shared/ui/button.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import styles from './results-page.module.css';

/** Nothing matched: say so and offer the two ways on, the whole range and the machine finder. */
export function ResultsEmpty({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <div className={`${emptyState.empty} ${styles.empty}`}>
      <h2 className={emptyState.title}>{intl.formatMessage({ id: 'results.empty.title' })}</h2>
      <p>{intl.formatMessage({ id: 'results.empty.text' })}</p>
      <p className={styles.emptyLinks}>
        <Link className={button.primary} to={paths.results.getHref(language)}>
          {intl.formatMessage({ id: 'results.empty.all' })}
        </Link>
        <Link className={button.secondary} to={paths.homeChild.getHref(language, 'search')}>
          {intl.formatMessage({ id: 'results.empty.finder' })}
        </Link>
      </p>
    </div>
  );
}
