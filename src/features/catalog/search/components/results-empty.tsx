import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Suggestion } from '@/shared/api/contract/products';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths, suggestionHref } from '@/shared/config/paths';
import * as button from '@/shared/ui/button.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import styles from './results-page.module.css';

interface ResultsEmptyProps {
  /** The brand or model nearest to the typed text, as the search answered it; null when none. */
  didYouMean: Suggestion | null;
}

/**
 * Nothing matched: say so and offer the ways on. A likely misspelling's nearest brand or model
 * comes first, straight under the title, as it is the shortest way to what was meant; then the
 * whole range and the machine finder.
 */
export function ResultsEmpty({ didYouMean }: ResultsEmptyProps) {
  const language = useLanguage();
  const intl = useIntl();
  return (
    <div className={`${emptyState.empty} ${styles.empty}`}>
      <h2 className={emptyState.title}>{intl.formatMessage({ id: 'results.empty.title' })}</h2>
      {didYouMean && (
        <p className={styles.didYouMean}>
          <FormattedMessage
            id="results.empty.didYouMean"
            values={{
              suggestion: didYouMean.label,
              link: (chunks: ReactNode[]) => (
                <Link to={suggestionHref(language, didYouMean)}>{chunks}</Link>
              ),
            }}
          />
        </p>
      )}
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
