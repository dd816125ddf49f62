import { useSearchParams } from 'react-router';
import { SEARCH_TEXT_PARAM } from '@/shared/config/paths';
import { withFilters } from '../../filters/filter-params';
import { CONTEXT_PARAM, readResultsParams, withSort, type ResultsParams } from '../search-params';

/**
 * The results page's GET form (docs/decisions/0080-get-forms-before-the-app.md): the sort select
 * and the filters' checkboxes belong to it by its id, so before the app runs their buttons send
 * the page to itself with the choice in the parameters the app reads (search-params.ts,
 * filter-params.ts); the text and the context go along. Once the app runs, a choice applies at
 * once; a form sent before it was there (and kept for it) applies what its fields hold then.
 */
export function ResultsForm({ id, params }: { id: string; params: ResultsParams }) {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <form
      id={id}
      method="get"
      hidden
      onSubmit={(event) => {
        event.preventDefault();
        const sent = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === 'string') sent.append(name, value);
        const chosen = readResultsParams(sent);
        setSearchParams(withFilters(withSort(searchParams, chosen.sort), chosen.filters));
      }}
    >
      {params.text !== null && <input type="hidden" name={SEARCH_TEXT_PARAM} value={params.text} />}
      {params.context !== null && (
        <input type="hidden" name={CONTEXT_PARAM} value={params.context} />
      )}
    </form>
  );
}
