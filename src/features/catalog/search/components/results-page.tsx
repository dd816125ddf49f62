import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { Sort } from '@/shared/api/contract/products';
import type { Language } from '@/shared/config/languages';
import { readResultsParams, withSort } from '../search-params';
import { buildSearchQuery } from '../search-request';
import { useResultsTarget } from '../use-results-target';
import { useProductSearch } from '../use-product-search';
import { ResultsEmpty } from './results-empty';
import { ResultsFooter } from './results-footer';
import { ResultsGrid } from './results-grid';
import { ResultsHeading } from './results-heading';
import { SortSelect } from './sort-select';
import styles from './results-page.module.css';

/** The results page (spec §2): `/results[/{brand}[/{type}]]`, `/results/addons/…`, `?q=` etc. */
export function ResultsPage({ language }: { language: Language }) {
  const intl = useIntl();
  const headingId = useId();
  const splat = useParams()['*'];
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readResultsParams(searchParams), [searchParams]);
  const target = useResultsTarget(splat);
  const query = useMemo(() => (target ? buildSearchQuery(target, params) : null), [target, params]);
  const view = useProductSearch(query);
  // Until the first page is in, placeholders of the cards' size hold the space (no layout shift).
  const placeholders = view.total === null && view.loading;
  const changeSort = (sort: Sort) => setSearchParams(withSort(searchParams, sort));

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.top}>
        <ResultsHeading id={headingId} target={target} params={params} />
        <p className={styles.count}>
          {view.total === null
            ? '\u00a0'
            : intl.formatMessage({ id: 'results.count' }, { count: view.total })}
        </p>
        {view.total !== 0 && <SortSelect value={params.sort} onChange={changeSort} />}
      </div>
      {view.total === 0 && <ResultsEmpty language={language} />}
      {(view.results.length > 0 || placeholders) && (
        <ResultsGrid
          results={view.results}
          language={language}
          placeholders={placeholders}
          labelledBy={headingId}
        />
      )}
      <ResultsFooter view={view} />
    </section>
  );
}
