import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { loadResultsTarget } from '@/features/catalog/search/results-target';
import { readResultsParams } from '@/features/catalog/search/search-params';
import { buildSearchRequest, contextNameOf } from '@/features/catalog/search/search-request';
import { useSearchStore } from '@/features/catalog/search/search-store';
import { ResultsPage } from '@/features/catalog/search/components/results-page';
import { getRequestContext } from '@/shared/api/request-context';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';
import { failRouteCheck } from '../errors/route-errors';
import { useResultsHead } from '../seo/use-results-head';

/**
 * `/{lang}/results[/…]`: resolves the path's slugs with the brand, type, add-on and variant lists
 * (an unknown one is the 404 'Page Not Found: {path}') and starts the first page of results, so
 * it loads alongside the page's code. The page shows placeholders until it arrives.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const language = isLanguage(params.lang) ? params.lang : defaultLanguage;
    const target = await loadResultsTarget(queryClient, language, params['*']);
    if (target === null) failRouteCheck();
    const resultsParams = readResultsParams(new URL(request.url).searchParams);
    const search = buildSearchRequest(target, resultsParams, getRequestContext());
    // A failed page is kept in the search store and shown by the page, with its retry.
    useSearchStore
      .getState()
      .open(contextNameOf(resultsParams), search)
      .catch(() => undefined);
    return null;
  };

export function Component() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  useResultsHead(language);
  return <ResultsPage language={language} />;
}
