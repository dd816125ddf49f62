import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { Sort } from '@/shared/api/contract/products';
import { activeFilterCount, noFilters } from '../../filters/filter-params';
import { FiltersEmpty } from '../../filters/components/filters-empty';
import { FiltersSheet } from '../../filters/components/filters-sheet';
import { FiltersSidebar } from '../../filters/components/filters-sidebar';
import { useFilterChoice } from '../../filters/use-filter-choice';
import type { FinderModel } from '../../finder/brand-step';
import { readResultsParams, withSort } from '../search-params';
import { buildSearchQuery } from '../search-request';
import { useResultsTarget } from '../use-results-target';
import { useProductSearch } from '../use-product-search';
import { ResultsEmpty } from './results-empty';
import { ResultsFooter } from './results-footer';
import { ResultsForm } from './results-form';
import { ResultsGrid } from './results-grid';
import { ResultsHeading } from './results-heading';
import { SortSelect } from './sort-select';
import styles from './results-page.module.css';

const NO_MACHINES: readonly string[] = [];

/** The results page (requirements §1.2, §5.3): `/results[/{brand}[/{type}]]`, `/results/addons/…`, `?q=` etc. */
export function ResultsPage({
  modelAction,
  machineTypeIds = NO_MACHINES,
}: {
  /** On a model's results: "Save … as my machine" (the machines feature). */
  modelAction?: (model: FinderModel) => ReactNode;
  /**
   * The models of the shopper's machines, null while unknown: they put what fits first and offer
   * the "Fits my machines" filter (docs/decisions/0078-fits-my-machines.md).
   */
  machineTypeIds?: readonly string[] | null;
} = {}) {
  const intl = useIntl();
  const headingId = useId();
  const formId = useId();
  const splat = useParams()['*'];
  const [searchParams, setSearchParams] = useSearchParams();
  const hasMachines = (machineTypeIds?.length ?? 0) > 0;
  const asked = useMemo(() => readResultsParams(searchParams), [searchParams]);
  // Without machines there is nothing to fit: a link's `fits=1` is no choice here.
  const params = useMemo(
    () => (hasMachines ? asked : { ...asked, filters: { ...asked.filters, fits: false } }),
    [asked, hasMachines],
  );
  const target = useResultsTarget(splat);
  // A list narrowed to the machines waits for them, rather than showing everything first.
  const waitForMachines = machineTypeIds === null && asked.filters.fits;
  const query = useMemo(
    () =>
      target && !waitForMachines ? buildSearchQuery(target, params, machineTypeIds ?? []) : null,
    [target, params, machineTypeIds, waitForMachines],
  );
  // The list the filters narrow: while only they change, the shown list stays until the new one.
  const list = JSON.stringify([splat, params.text, params.sort, params.context]);
  const view = useProductSearch(query, list);
  const { filters, choose } = useFilterChoice(params.filters);
  // Until the first page is in, placeholders of the cards' size hold the space (no layout shift).
  const placeholders = view.total === null && view.loading;
  const changeSort = (sort: Sort) => setSearchParams(withSort(searchParams, sort));
  const filtered = activeFilterCount(params.filters) > 0;
  // Nothing to narrow (a text nobody sells, say): no filters, only the way on.
  const showFilters = filtered || view.total !== 0;
  const panel = {
    form: formId,
    filters,
    facets: view.facets,
    onChange: choose,
    saleIsScope: params.context === 'sale',
    hasMachines,
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.top}>
        <ResultsHeading id={headingId} target={target} params={params} />
        <p className={styles.count}>
          {view.total === null
            ? '\u00a0'
            : intl.formatMessage({ id: 'results.count' }, { count: view.total })}
        </p>
        {target?.kind === 'brand' && target.type && modelAction && (
          <div className={styles.modelAction}>
            {modelAction({
              brand: { id: target.brand.id, name: target.brand.name, url: target.brand.url },
              type: { id: target.type.id, name: target.type.name, url: target.type.url },
            })}
          </div>
        )}
        <div className={styles.tools}>
          {showFilters && <FiltersSheet {...panel} total={view.total} />}
          {view.total !== 0 && (
            <SortSelect value={params.sort} onChange={changeSort} form={formId} />
          )}
        </div>
        <ResultsForm id={formId} params={params} />
        {/* Static hosting answers every address with the page rendered for its path alone. */}
        <noscript>
          <p className={styles.noScript}>{intl.formatMessage({ id: 'results.noScript' })}</p>
        </noscript>
      </div>
      <div className={showFilters ? styles.withFilters : undefined}>
        {showFilters && <FiltersSidebar {...panel} />}
        <div className={styles.list} aria-busy={view.stale}>
          {/* Under the h1 the list has its h2, so the cards' h3 keep the headings in order. */}
          <h2 className="visually-hidden">{intl.formatMessage({ id: 'results.listHeading' })}</h2>
          {view.relaxedQuery !== null && view.total !== 0 && (
            <p className={styles.relaxed}>
              {intl.formatMessage({ id: 'results.relaxed' }, { query: view.relaxedQuery })}
            </p>
          )}
          {view.total === 0 &&
            (filtered ? (
              <FiltersEmpty onReset={() => choose(noFilters)} />
            ) : (
              <ResultsEmpty didYouMean={view.didYouMean} />
            ))}
          {(view.results.length > 0 || placeholders) && (
            <ResultsGrid
              results={view.results}
              placeholders={placeholders}
              labelledBy={headingId}
            />
          )}
          <ResultsFooter view={view} />
        </div>
      </div>
    </section>
  );
}
